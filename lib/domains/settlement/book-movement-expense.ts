import { z } from "zod";
import { database } from "@/lib/core/db";
import { sqlOf } from "@/lib/core/db/sql";
import { CATEGORY_RULES, EXPENSE_CATEGORIES, type ExpenseCategory } from "@/lib/domains/documents/extraction/categories";
import { documentSchema, documentView } from "@/lib/domains/documents/document-view";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { movementTargets } from "@/lib/domains/bank/bank-overview";
import { movementSchema, movementView } from "@/lib/domains/bank/movement-view";
import { markMatched } from "./reconcile";

// A bank debit with no document to match (ux review 8: «COMISSAO MANUTENCAO CONTA −12,40 €» could only
// be ignored): the statement line itself is the evidence, so it is booked as an archived expense of its
// category, with no VAT, and the movement is matched to it in the same transaction.

const BANK_FEES: ExpenseCategory = "comissões bancárias";

export const bookBankMovementExpense = defineOperation({
  name: "book_bank_movement_expense",
  title: "Book a bank debit as an expense",
  description:
    "For money out that has no supplier document — a bank fee, stamp duty, a card charge — books the movement as an archived expense of `category` (default «comissões bancárias»: exempt from VAT, CIVA art. 9.º, n.º 27, with stamp duty that is not deductible) dated the movement's day, with the bank as supplier and no VAT, and marks the movement matched to it. Only unmatched or suggested money out (409 otherwise). For a purchase with an invoice, upload the document and use match_bank_movement instead.",
  scope: "banks:write",
  http: { method: "POST", path: "/bank/movements/{id}/expense", status: 201, errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter.describe("Bank movement id (money out)."),
    category: z.enum(EXPENSE_CATEGORIES).default(BANK_FEES).describe("Expense category (default «comissões bancárias»)."),
  }),
  output: z.object({ movement: movementSchema, expense: documentSchema }),
  hints: HINTS.write,
  dryRun: "rollback",
  async run(context, input) {
    const db = database();
    const movement = await db.bankMovement.findFirst({ where: { id: input.id, companyId: context.companyId }, include: { account: { select: { bankName: true } } } });
    if (!movement) throw notFound("Bank movement");
    if (movement.amountCents >= 0) throw new ApiError("conflict", "Only money out can be booked as an expense.");
    if (movement.status !== "unmatched" && movement.status !== "suggested") throw new ApiError("conflict", `The movement is ${movement.status}; only unmatched or suggested movements can be booked.`);
    const totalCents = -movement.amountCents;
    const rule = CATEGORY_RULES[input.category];
    const document = await db.$transaction(async (tx) => {
      const created = await tx.expenseDocument.create({
        data: {
          companyId: context.companyId,
          fileName: `Extrato ${movement.account.bankName} ${movement.date.toISOString().slice(0, 10)}: ${movement.description}`.slice(0, 200),
          mimeType: "text/plain",
          status: "archived",
          supplierName: movement.account.bankName,
          documentDate: movement.date,
          documentNumber: null,
          netCents: totalCents,
          vatCents: 0,
          vatDeductibleCents: 0,
          totalCents,
          vatBreakdown: [],
          category: input.category,
          categoryReason: `Movimento bancário sem documento («${movement.description}»), lançado a partir do extrato: ${input.category}, sem IVA. ${rule.source}.`,
          sources: { supplierName: "manual", totalCents: "manual", documentDate: "manual", category: "manual" },
          confidence: 1,
          reviewedAt: context.now(),
        },
      });
      // A concurrent booking of the same movement: the movement's matched row conflicts and this rolls back.
      const locked = await sqlOf(tx)
        .selectFrom("BankMovement")
        .select((eb) => eb.cast<string>("status", "text").as("status"))
        .where("id", "=", movement.id)
        .forUpdate()
        .executeTakeFirst();
      if (locked?.status !== "unmatched" && locked?.status !== "suggested") throw new ApiError("conflict", `The movement is ${locked?.status ?? "gone"}; only unmatched or suggested movements can be booked.`);
      await markMatched(tx, { id: movement.id, date: movement.date, companyId: context.companyId }, created.id, ["lançado como despesa a partir do extrato"], 1);
      return created;
    });
    const company = await db.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { nif: true } });
    const row = await db.bankMovement.findFirstOrThrow({ where: { id: movement.id, companyId: context.companyId } });
    return { movement: movementView(row, await movementTargets(context.companyId, [row])), expense: documentView(document, company.nif) };
  },
});

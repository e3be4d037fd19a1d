import { z } from "zod";
import { database } from "@/lib/core/db";
import { lit, sqlOf } from "@/lib/core/db/sql";
import { ApiError, notFound } from "@/lib/core/api-error";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { PAYMENT_METHOD_CODES } from "@/lib/domains/invoices/payment-methods";
import { receiptSchema } from "@/lib/domains/invoices/receipt-view";
import { idParameter } from "@/lib/core/schemas";
import { movementTargets } from "@/lib/domains/bank/bank-overview";
import { movementSchema, movementView } from "@/lib/domains/bank/movement-view";
import { payInvoicesFromMovement } from "./pay-invoices-from-movement";
import { planSettlement, type OpenReceivable, type SettlementAllocation } from "@/lib/domains/bank/settlement-plan";

// Partial and grouped settlement of money in: one movement paying part of an invoice, or several
// invoices of one client. suggest_bank_settlement explains the plan (./settlement-plan.ts);
// settle_bank_movement carries it out through payInvoicesFromMovement (register_payment's logic): one
// receipt (RC) per document, in one transaction with the movement becoming matched. Receipts are documents
// of the books, so settling needs invoices:write, like register_payment.

/** Open FT and ND of the company with what is still to receive (openAmountCents's rule). One query. */
async function openReceivables(companyId: string): Promise<OpenReceivable[]> {
  const rows = await sqlOf(database())
    .selectFrom("Invoice")
    .select((eb) => {
      const open = eb(eb(eb("totalCents", "-", eb.ref("withholdingCents")), "-", eb("creditedCents", "-", eb.ref("creditedWithholdingCents"))), "-", eb.ref("paidCents"));
      return ["id", "display", "atcud", "clientId", "clientName", "issueDate", "dueDate", eb.cast<number>(open, "integer").as("openCents")];
    })
    .where("companyId", "=", companyId)
    .where("type", "in", [lit("FT"), lit("ND")])
    .where("paidAt", "is", null)
    .where("annulledAt", "is", null)
    .where((eb) => eb(eb(eb(eb("totalCents", "-", eb.ref("withholdingCents")), "-", eb("creditedCents", "-", eb.ref("creditedWithholdingCents"))), "-", eb.ref("paidCents")), ">", 0))
    .execute();
  return rows.map((row) => ({ ...row, issueDate: row.issueDate.toISOString().slice(0, 10), dueDate: row.dueDate.toISOString().slice(0, 10) }));
}

async function loadMovement(companyId: string, id: string) {
  const movement = await database().bankMovement.findFirst({ where: { id, companyId } });
  if (!movement) throw notFound("Bank movement");
  return movement;
}

const allocationSchema = z.object({
  invoiceId: z.string(),
  display: z.string(),
  ...{ amountCents: z.number().int(), amount: z.string() },
  partial: z.boolean().describe("True when the document stays partly open."),
});
const allocationView = (allocation: SettlementAllocation) => ({ ...allocation, amount: formatEuros(allocation.amountCents) });

export const suggestBankSettlement = defineOperation({
  name: "suggest_bank_settlement",
  title: "Suggest how money in settles invoices",
  description:
    "For money in that equals no single invoice: which open FT/ND of the client named in the description (by invoice number/ATCUD or name) it settles — part of one, or several oldest due first, the last possibly in part — with the reasons in Portuguese. `plan` is null when no client is named or the amount exceeds what the client owes. Carry it out with settle_bank_movement.",
  scope: "read",
  http: { method: "GET", path: "/bank/movements/{id}/settlement" },
  input: z.object({ id: idParameter.describe("Bank movement id.") }),
  output: z.object({ plan: z.object({ allocations: z.array(allocationSchema), explanation: z.array(z.string()) }).nullable() }),
  hints: HINTS.readOnly,
  async run(context, { id }) {
    const movement = await loadMovement(context.companyId, id);
    const plan = planSettlement({ date: movement.date.toISOString().slice(0, 10), description: movement.description, amountCents: movement.amountCents }, await openReceivables(context.companyId));
    return { plan: plan ? { allocations: plan.allocations.map(allocationView), explanation: plan.explanation } : null };
  },
});

export const settleBankMovement = defineOperation({
  name: "settle_bank_movement",
  title: "Settle invoices with a bank movement",
  description:
    "Registers money in as payments (one numbered receipt RC per document, as register_payment: issued today, with the movement's day as its payment date) on part of an invoice or on several invoices, and marks the movement matched. Without `allocations` it carries out suggest_bank_settlement's plan; with them, their sum must equal the movement. Only unmatched or suggested money in (409 otherwise). Writes to the books: confirm with the user first.",
  scope: "invoices:write",
  http: { method: "POST", path: "/bank/movements/{id}/settle", errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter.describe("Bank movement id (money in)."),
    allocations: z
      .array(z.object({ invoiceId: z.string().min(1).max(64).describe("An open FT or ND of the company."), amountEuros: z.number().positive().max(10_000_000).describe("Amount of the movement paid on it.") }))
      .min(1)
      .max(100)
      .optional()
      .describe("How the movement is split; default: the suggested plan."),
    method: z.enum(PAYMENT_METHOD_CODES).default("TB").describe("Payment method of the receipts (default TB, transfer)."),
  }),
  output: z.object({ movement: movementSchema, receipts: z.array(receiptSchema) }),
  hints: HINTS.write,
  dryRun: "rollback",
  async run(context, input) {
    const movement = await loadMovement(context.companyId, input.id);
    const date = movement.date.toISOString().slice(0, 10);
    if (movement.amountCents <= 0) throw new ApiError("conflict", "Only money in settles invoices.");
    let allocations: { invoiceId: string; amountCents: number }[];
    let explanation: string[];
    if (input.allocations) {
      allocations = input.allocations.map((allocation) => ({ invoiceId: allocation.invoiceId, amountCents: eurosToCents(allocation.amountEuros) }));
      const sum = allocations.reduce((total, allocation) => total + allocation.amountCents, 0);
      if (sum !== movement.amountCents) {
        throw new ApiError("validation_error", `The allocations add up to ${formatEuros(sum)}, the movement is ${formatEuros(movement.amountCents)}.`, { details: [{ path: "allocations", message: "must add up to the movement's amount" }] });
      }
      if (new Set(allocations.map((allocation) => allocation.invoiceId)).size !== allocations.length) {
        throw new ApiError("validation_error", "Each document may appear once.", { details: [{ path: "allocations", message: "repeated invoiceId" }] });
      }
      explanation = ["repartido manualmente"];
    } else {
      const plan = planSettlement({ date, description: movement.description, amountCents: movement.amountCents }, await openReceivables(context.companyId));
      if (!plan) throw new ApiError("conflict", "No settlement to suggest for this movement: name the documents in `allocations`.");
      allocations = plan.allocations;
      explanation = plan.explanation;
    }
    const receipts = await database().$transaction((tx) => payInvoicesFromMovement(tx, context, movement, allocations, input.method, explanation));
    const row = await loadMovement(context.companyId, movement.id);
    return { movement: movementView(row, await movementTargets(context.companyId, [row])), receipts: receipts };
  },
});

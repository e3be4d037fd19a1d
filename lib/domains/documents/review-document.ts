import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { z } from "zod";
import { announce } from "@/lib/kernel/after-commit";
import { expenseDocumentArchived } from "./document-facts";
import { database } from "@/lib/core/db";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter, isoDateField, nameField, nifField } from "@/lib/core/schemas";
import { documentSchema, documentView } from "./document-view";
import { EXPENSE_CATEGORIES } from "./extraction/categories";
import { reviewReasons } from "./extraction/checks";
import { loadDocument } from "./read-documents";
import { USER_RULE_REASON } from "./extraction/purchase-classification";
import { deductionRule, deductionSentence, purchaseDeductibleVat } from "./vat-deduction";

const reviewInput = z.object({
  id: idParameter,
  supplierName: nameField.optional(),
  supplierNif: nifField.optional(),
  documentDate: isoDateField.optional(),
  documentNumber: z.string().trim().min(1).max(60).optional(),
  totalCents: z.number().int().min(0).max(1_000_000_000).optional().describe("Total, VAT included, in cents."),
  vatCents: z.number().int().min(0).max(1_000_000_000).optional().describe("VAT in cents."),
  category: z
    .enum(EXPENSE_CATEGORIES)
    .optional()
    .describe("Expense category. Given with confirm=true it becomes the user's rule for the supplier's NIF: its next documents take this category (and a deductible share set here) before the classifier."),
  vatDeductibleCents: z
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .optional()
    .describe("The deductible part of the VAT, in cents, for the exceptions of CIVA art. 21.º, n.º 2 (e.g. diesel of a goods vehicle, 100 %). Omitted: computed from the category (art. 20.º–21.º)."),
  confirm: z.boolean().default(true).describe("true (default): check and archive; refused with the reasons if the checks fail. false: only save the corrections."),
});

export const reviewDocument = defineOperation({
  name: "review_document",
  title: "Correct and confirm a document",
  description:
    "Corrects an expense document's fields (supplier, NIF, date, number, total, VAT, category, deductible VAT) and, with confirm=true (default), checks it with the same rules as extraction and archives it (an archived document can be corrected the same way); if the checks still fail the request is refused with the reasons and nothing changes. A category given with confirm=true becomes the user's rule for the supplier's NIF (with the deductible share, when vatDeductibleCents is given): its next documents follow it, with the reason «Regra do utilizador para este fornecedor».",
  scope: "documents:write",
  http: { method: "PATCH", path: "/documents/{id}", errors: ["conflict"] },
  input: reviewInput,
  output: documentSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const db = database();
    const row = await loadDocument(context.companyId, input.id);
    if (row.status === "processing") throw new ApiError("conflict", "The document is still being processed; try again in a moment.");
    if (row.duplicateOfId && input.confirm) throw new ApiError("conflict", `This document repeats document ${row.duplicateOfId} (same supplier NIF and number); the purchase is counted once.`);
    const company = await db.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { nif: true } });
    const sources = { ...((row.sources ?? {}) as Record<string, string>) };
    const corrections: Record<string, unknown> = {};
    for (const field of ["supplierName", "supplierNif", "documentDate", "documentNumber", "totalCents", "vatCents", "category"] as const) {
      if (input[field] === undefined) continue;
      corrections[field] = field === "documentDate" ? toUtcDate(input[field] as string) : input[field];
      sources[field] = "manual";
    }
    const merged = {
      supplierNif: input.supplierNif ?? row.supplierNif,
      buyerNif: row.buyerNif,
      documentDate: input.documentDate ?? row.documentDate?.toISOString().slice(0, 10) ?? null,
      totalCents: input.totalCents ?? row.totalCents,
      vatCents: input.vatCents ?? row.vatCents,
      netCents: input.totalCents !== undefined || input.vatCents !== undefined ? null : row.netCents,
      vatBreakdown: input.totalCents !== undefined || input.vatCents !== undefined ? null : (row.vatBreakdown as { rate: number; baseCents: number; vatCents: number }[] | null),
    };
    const problems = reviewReasons(merged, { today: lisbonToday(context.now()), companyNif: company.nif });
    if (input.confirm && problems.length > 0) {
      throw new ApiError("validation_error", `The document cannot be archived yet: ${problems.map((problem) => problem.message).join(" ")}`, {
        details: problems.map(({ message, pt }) => ({ path: "document", message, pt })),
      });
    }
    const reasons = problems.map((problem) => problem.pt);
    const category = input.category ?? row.category;
    const borneVat = merged.vatCents === null ? null : merged.vatCents + (row.selfAssessedVatCents ?? 0);
    const rowBorneVat = row.vatCents === null ? null : row.vatCents + (row.selfAssessedVatCents ?? 0);
    // The same category keeps the share extraction found in the lines (gasoline 0 %, not fuel's 50 %).
    const sameCategory = input.category === undefined || input.category === row.category;
    const vatDeductibleCents =
      input.vatDeductibleCents ??
      (sameCategory && row.vatDeductibleCents !== null && borneVat !== null && rowBorneVat
        ? Math.round((borneVat * row.vatDeductibleCents) / rowBorneVat)
        : purchaseDeductibleVat({ vatCents: merged.vatCents, category, buyerNif: row.buyerNif, netCents: merged.totalCents !== null && merged.vatCents !== null ? merged.totalCents - merged.vatCents : row.netCents, selfAssessedVatCents: row.selfAssessedVatCents }, company.nif));
    if (vatDeductibleCents !== null && borneVat !== null && vatDeductibleCents > borneVat) {
      throw new ApiError("validation_error", `vatDeductibleCents (${vatDeductibleCents}) cannot exceed the document's VAT (${borneVat}).`, { details: [{ path: "vatDeductibleCents", message: "Greater than the VAT." }] });
    }
    if (input.vatDeductibleCents !== undefined) sources.vatDeductibleCents = "manual";
    // The user's choice, in the words the page shows; the share the user set is a rule for the supplier too.
    const userShare = input.vatDeductibleCents !== undefined && borneVat ? input.vatDeductibleCents / borneVat : null;
    const categoryReason =
      input.category === undefined && input.vatDeductibleCents === undefined
        ? row.categoryReason
        : [
            `${input.confirm && (input.supplierNif ?? row.supplierNif) ? USER_RULE_REASON : "Escolhida pelo utilizador"}: ${category ?? "outros"}.`,
            ...(row.selfAssessedVatCents !== null ? [`Autoliquidação: ${(row.selfAssessedVatCents / 100).toFixed(2).replace(".", ",")} € de IVA a liquidar e deduzir no mesmo período.`] : []),
            userShare !== null ? `IVA dedutível: ${Math.round(userShare * 100)} % (indicado pelo utilizador, CIVA art. 21.º, n.º 2).` : deductionSentence(deductionRule(category, undefined, row.netCents)),
          ].join(" ");
    if (categoryReason !== row.categoryReason) sources.categoryReason = "manual";
    const netCents = merged.totalCents !== null && merged.vatCents !== null ? merged.totalCents - merged.vatCents : row.netCents;
    const updated = await db.$transaction(async (tx) => {
      const saved = await tx.expenseDocument.update({
        where: { id: row.id },
        data: {
          ...corrections,
          netCents,
          vatDeductibleCents,
          categoryReason,
          sources,
          reviewReasons: reasons,
          ...(input.confirm ? { status: "archived" as const, reviewedAt: context.now(), errorReason: null } : {}),
        },
      });
      // A category the user chose (not one merely left as extracted) is the supplier's rule from now on.
      if (input.confirm && saved.supplierNif && input.category) {
        await tx.supplierCategory.upsert({
          where: { companyId_supplierNif: { companyId: context.companyId, supplierNif: saved.supplierNif } },
          create: { companyId: context.companyId, supplierNif: saved.supplierNif, category: input.category, deductibleShare: userShare },
          update: { category: input.category, ...(userShare !== null ? { deductibleShare: userShare } : sameCategory ? {} : { deductibleShare: null }) },
        });
      }
      if (input.confirm) await recordEvent(tx, context.companyId, "document.archived", { id: saved.id, supplierName: saved.supplierName, supplierNif: saved.supplierNif, totalCents: saved.totalCents, category });
      return saved;
    });
    if (updated.status === "archived" && updated.totalCents) await announce(expenseDocumentArchived, { companyId: context.companyId, requestId: context.requestId, context, totalCents: updated.totalCents });
    return documentView(updated, company.nif);
  },
});

import { z } from "zod";
import { rematchAfterWrite } from "@/lib/bank/reconcile";
import { database } from "@/lib/db";
import { lisbonToday, toUtcDate } from "@/lib/dates";
import { ApiError } from "@/lib/http/api-error";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { idParameter, isoDateField, nameField, nifField } from "@/lib/schemas";
import { documentSchema, documentView } from "./document-view";
import { EXPENSE_CATEGORIES } from "./extraction/categories";
import { reviewReasons } from "./extraction/checks";
import { loadDocument } from "./read-documents";

const reviewInput = z.object({
  id: idParameter,
  supplierName: nameField.optional(),
  supplierNif: nifField.optional(),
  documentDate: isoDateField.optional(),
  documentNumber: z.string().trim().min(1).max(60).optional(),
  totalCents: z.number().int().min(0).max(1_000_000_000).optional().describe("Total, VAT included, in cents."),
  vatCents: z.number().int().min(0).max(1_000_000_000).optional().describe("VAT in cents."),
  category: z.enum(EXPENSE_CATEGORIES).optional().describe("Expense category; confirming it teaches the supplier's category."),
  confirm: z.boolean().default(true).describe("true (default): check and archive; refused with the reasons if the checks fail. false: only save the corrections."),
});

export const reviewDocument = defineOperation({
  name: "review_document",
  title: "Correct and confirm a document",
  description:
    "Corrects an expense document's fields (supplier, NIF, date, number, total, VAT, category) and, with confirm=true (default), checks it with the same rules as extraction and archives it; if the checks still fail the request is refused with the reasons and nothing changes. A confirmed category is remembered for the supplier's NIF and used for its next documents.",
  scope: "documents:write",
  http: { method: "PATCH", path: "/documents/{id}", errors: ["conflict"] },
  input: reviewInput,
  output: documentSchema,
  hints: HINTS.idempotentWrite,
  async run(context, input) {
    const db = database();
    const row = await loadDocument(context.companyId, input.id);
    if (row.status === "processing") throw new ApiError("conflict", "The document is still being processed; try again in a moment.");
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
    const reasons = reviewReasons(merged, { today: lisbonToday(context.now()), companyNif: company.nif });
    if (input.confirm && reasons.length > 0) {
      throw new ApiError("validation_error", `The document cannot be archived yet: ${reasons.join(" ")}`, { details: reasons.map((message) => ({ path: "document", message })) });
    }
    const netCents = merged.totalCents !== null && merged.vatCents !== null ? merged.totalCents - merged.vatCents : row.netCents;
    const updated = await db.$transaction(async (tx) => {
      const saved = await tx.expenseDocument.update({
        where: { id: row.id },
        data: {
          ...corrections,
          netCents,
          sources,
          reviewReasons: reasons,
          ...(input.confirm ? { status: "archived" as const, reviewedAt: context.now(), errorReason: null } : {}),
        },
      });
      const category = input.category ?? saved.category;
      if (input.confirm && saved.supplierNif && category) {
        await tx.supplierCategory.upsert({
          where: { companyId_supplierNif: { companyId: context.companyId, supplierNif: saved.supplierNif } },
          create: { companyId: context.companyId, supplierNif: saved.supplierNif, category },
          update: { category },
        });
      }
      return saved;
    });
    if (updated.status === "archived" && updated.totalCents) await rematchAfterWrite(context.companyId, context.requestId, { out: updated.totalCents });
    return documentView(updated, company.nif);
  },
});

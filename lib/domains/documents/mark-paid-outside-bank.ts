import { z } from "zod";
import { database } from "@/lib/core/db";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter, isoDateField } from "@/lib/core/schemas";
import { loadDocument } from "./read-documents";

// ux review 15: «Despesas sem pagamento bancário» asked to confirm an expense was paid another way, and
// nothing could record it. A small business pays small suppliers in cash: saying so clears the gap.

/** SAF-T payment mechanism codes a payment outside the company's bank account can have. */
export const OUTSIDE_BANK_METHODS = { NU: "numerário", OU: "outra conta ou outro meio" } as const;

export const markDocumentPaidOutsideBank = defineOperation({
  name: "mark_document_paid_outside_bank",
  title: "Mark an expense paid in cash or from another account",
  description:
    "Records that an archived expense document was paid without a movement in the company's bank account — `method` NU (cash, «paga em numerário», the default) or OU (another account or means) — on `date` (default the document's date). It then stops being listed in find_compliance_gaps' despesasSemMovimentoBancario. Refused (409) for a document not archived or already matched to a bank movement. Send `method: null` to undo.",
  scope: "documents:write",
  http: { method: "POST", path: "/documents/{id}/paid-outside-bank", errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter.describe("Archived expense document id."),
    method: z.enum(Object.keys(OUTSIDE_BANK_METHODS) as ["NU", "OU"]).nullable().default("NU").describe("NU cash (default), OU another account; null undoes the mark."),
    date: isoDateField.optional().describe("Day it was paid, YYYY-MM-DD (default the document's date; never in the future)."),
  }),
  output: z.object({ id: z.string(), method: z.enum(["NU", "OU"]).nullable(), date: z.string().nullable(), methodDescription: z.string().nullable() }),
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const document = await loadDocument(context.companyId, input.id);
    if (document.status !== "archived") throw new ApiError("conflict", `Only archived documents can be marked paid; this one is ${document.status}.`);
    const matched = await database().bankMovement.findFirst({ where: { companyId: context.companyId, status: "matched", documentId: document.id }, select: { id: true } });
    if (matched && input.method) throw new ApiError("conflict", "This expense is already matched to a bank movement: it was paid from the bank.");
    const date = input.method ? (input.date ?? document.documentDate?.toISOString().slice(0, 10) ?? lisbonToday(context.now())) : null;
    if (date && date > lisbonToday(context.now())) throw new ApiError("validation_error", "The payment date is in the future.", { details: [{ path: "date", message: "after today" }] });
    const updated = await database().expenseDocument.update({ where: { id: document.id }, data: { paidOutsideBankMethod: input.method, paidOutsideBankOn: date ? toUtcDate(date) : null } });
    const method = updated.paidOutsideBankMethod as keyof typeof OUTSIDE_BANK_METHODS | null;
    return { id: updated.id, method, date: updated.paidOutsideBankOn?.toISOString().slice(0, 10) ?? null, methodDescription: method ? `Paga em ${OUTSIDE_BANK_METHODS[method]}` : null };
  },
});

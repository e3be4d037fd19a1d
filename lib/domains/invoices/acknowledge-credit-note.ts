import { z } from "zod";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { calendarDateField, idParameter } from "@/lib/core/schemas";
import { invoiceSummary, invoiceSummarySchema } from "./invoice-view";
import { lockDocuments } from "./lock-documents";
import { recordEvent } from "@/lib/domains/webhooks/outbox";

// CIVA art. 78.º, n.º 5: the issuer of a credit note may regularise the VAT in its favour (campo 40
// of the periodic return) only once it holds proof that the client acknowledged the correction (or
// was refunded the VAT); without it the VAT stays due. The books record the day of that proof on the
// note; the VAT return's readiness list names the notes of the period still without it.

export const acknowledgementDateField = z
  .string()
  .nullable()
  .describe("NC: the day the client acknowledged the credit note or was refunded its VAT (YYYY-MM-DD) — the proof CIVA art. 78.º, n.º 5 asks before the VAT regularisation; null = not recorded.");

export const acknowledgeCreditNote = defineOperation({
  name: "acknowledge_credit_note",
  title: "Record the client's acknowledgement of a credit note (CIVA art. 78.º, n.º 5)",
  description:
    "Records the day the client acknowledged a nota de crédito (a signed copy, an email reply, or the refund of its VAT): the proof CIVA art. 78.º, n.º 5 asks before the issuer may regularise the VAT in its favour in the periodic return (campo 40). Until it is recorded, get_vat_return's readiness lists the note under `unacknowledged_credit_notes`. `acknowledgementDate` defaults to today; it may not be before the note's issue date nor in the future. Recording it again replaces the date. Only for an NC in force (not annulled).",
  scope: "invoices:write",
  http: { method: "POST", path: "/credit-notes/{id}/acknowledgement", errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter.describe("The credit note's id (NC)."),
    acknowledgementDate: calendarDateField.optional().describe("YYYY-MM-DD, the day of the client's acknowledgement; default today."),
  }),
  output: invoiceSummarySchema.extend({ acknowledgementDate: z.string().describe("YYYY-MM-DD, as recorded.") }),
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const today = lisbonToday(context.now());
    const date = input.acknowledgementDate ?? today;
    return idempotentTransaction(context, "acknowledge_credit_note", input, async (tx) => {
      const [note] = await lockDocuments(tx, context.companyId, [input.id]);
      const refusal = acknowledgementRefusal({ type: note!.type, display: note!.display, issueDate: note!.issueDate.toISOString().slice(0, 10), annulled: note!.annulledAt !== null }, date, today);
      if (refusal?.code === "conflict") throw new ApiError("conflict", refusal.message, { pt: refusal.pt });
      if (refusal) throw new ApiError("validation_error", `acknowledgementDate: ${refusal.message}`, { details: [{ path: "acknowledgementDate", message: refusal.message, pt: refusal.pt }], pt: refusal.pt });
      const updated = await tx.invoice.update({ where: { id: note!.id }, data: { acknowledgementDate: toUtcDate(date) } });
      await recordEvent(tx, context.companyId, "credit_note.acknowledged", { id: updated.id, display: updated.display, type: updated.type, clientId: updated.clientId, clientName: updated.clientName, issueDate: updated.issueDate.toISOString().slice(0, 10), totalCents: updated.totalCents, acknowledgementDate: date });
      return { ...invoiceSummary(updated, today), acknowledgementDate: date };
    });
  },
});

/** Why an acknowledgement cannot be recorded on this document on `date` (the document: conflict; the date: validation_error), or null; English, with its Portuguese. */
export function acknowledgementRefusal(document: { type: string; display: string; issueDate: string; annulled: boolean }, date: string, today: string): { code: "conflict" | "validation_error"; message: string; pt: string } | null {
  if (document.type !== "NC") {
    return {
      code: "conflict",
      message: `${document.display} is not a credit note: only a credit note's adjustment needs the client's acknowledgement (CIVA art. 78.º, n.º 5).`,
      pt: `${document.display} não é uma nota de crédito: só a regularização de uma nota de crédito precisa do conhecimento do cliente (CIVA art. 78.º, n.º 5).`,
    };
  }
  if (document.annulled) return { code: "conflict", message: `${document.display} is annulled: there is no adjustment to prove.`, pt: `${document.display} está anulada: não há regularização a provar.` };
  if (date < document.issueDate) return { code: "validation_error", message: `the date ${date} is before ${document.display} was issued (${document.issueDate}).`, pt: `a data ${date} é anterior à emissão de ${document.display} (${document.issueDate}).` };
  if (date > today) return { code: "validation_error", message: `the date ${date} is in the future (today is ${today}).`, pt: `a data ${date} é futura (hoje é ${today}).` };
  return null;
}

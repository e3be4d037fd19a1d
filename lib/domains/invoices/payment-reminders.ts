import { z } from "zod";
import { ApiError } from "@/lib/core/api-error";
import { database } from "@/lib/core/db";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { deliverInvoiceEmail, invoiceEmailSchema, messageField, prepareInvoiceEmail, recipientField } from "./invoice-emails";

export const MAX_REMINDERS_PER_CALL = 100;

export const sendPaymentReminder = defineOperation({
  name: "send_payment_reminder",
  title: "Email a payment reminder",
  description:
    "Emails the client of an overdue FT or ND (past its due date, something still to receive) a short pt-PT payment reminder with the document's PDF; `to` overrides the client's address. Find overdue documents with list_invoices status=overdue. Recorded: the `invoice.reminder_sent` event, the audit trail and the email history (list_invoice_emails). Refused: not overdue or nothing open (409), annulled (409), no address (400 on `to`).",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices/{id}/remind", errors: ["conflict", "not_found", "service_unavailable"], idempotent: true },
  input: z.object({ id: idParameter, to: recipientField, message: messageField }),
  output: invoiceEmailSchema,
  hints: HINTS.write,
  dryRun: { unsupported: "an email cannot be taken back" },
  async run(context, input) {
    const prepared = await prepareInvoiceEmail({ companyId: context.companyId, invoiceId: input.id, kind: "reminder", to: input.to, message: input.message, now: context.now() });
    const sent = await idempotentTransaction(context, "send_payment_reminder", input, (tx) => deliverInvoiceEmail(tx, prepared));
    if (!sent) throw new ApiError("internal_error", "The reminder was not recorded.");
    return sent;
  },
});

export const sendPaymentReminders = defineOperation({
  name: "send_payment_reminders",
  title: "Email payment reminders in bulk",
  description: `Sends a payment reminder for each of up to ${MAX_REMINDERS_PER_CALL} documents (\`ids\`) to its client's email address, as send_payment_reminder does one by one. Each document is answered on its own: \`sent\` lists the reminders sent, \`skipped\` the documents not reminded and why (not overdue, nothing open, annulled, no client address, not found). Unknown ids change nothing.`,
  scope: "invoices:write",
  http: { method: "POST", path: "/payment-reminders" },
  input: z.object({
    ids: z.array(idParameter).min(1, "give at least one id").max(MAX_REMINDERS_PER_CALL, `at most ${MAX_REMINDERS_PER_CALL} ids per call`).describe("The documents to remind (ids from list_invoices status=overdue)."),
    message: messageField,
  }),
  output: z.object({
    sent: z.array(invoiceEmailSchema),
    skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  }),
  hints: HINTS.write,
  dryRun: { unsupported: "an email cannot be taken back" },
  async run(context, input) {
    const sent: z.output<typeof invoiceEmailSchema>[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const id of [...new Set(input.ids)]) {
      try {
        const prepared = await prepareInvoiceEmail({ companyId: context.companyId, invoiceId: id, kind: "reminder", message: input.message, now: context.now() });
        const email = await database().$transaction((tx) => deliverInvoiceEmail(tx, prepared), { timeout: 15_000, maxWait: 15_000 });
        if (email) sent.push(email);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        skipped.push({ id, reason: error.message });
      }
    }
    return { sent, skipped };
  },
});

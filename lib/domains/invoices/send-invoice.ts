import { z } from "zod";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { deliverInvoiceEmail, invoiceEmailSchema, listInvoiceEmails, messageField, prepareInvoiceEmail, recipientField } from "./invoice-emails";

export const sendInvoice = defineOperation({
  name: "send_invoice",
  title: "Email a document to the client",
  description:
    "Emails an issued document (FT, FR, FS, NC or ND) to its client with the PDF attached and a short pt-PT message; `to` overrides the client's email address, `message` adds a personal note. Sent through the SMTP server the service is configured with, or written to the local outbox file on the embedded default (`transport` says which). Recorded: the `invoice.sent` event, the audit trail and the invoice's email history (list_invoice_emails). Refused: an annulled document (409), no address (400 on `to`). Each call sends again: use an Idempotency-Key to retry safely.",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices/{id}/send", errors: ["conflict", "not_found", "service_unavailable"], idempotent: true },
  input: z.object({ id: idParameter, to: recipientField, message: messageField }),
  output: invoiceEmailSchema,
  hints: HINTS.write,
  dryRun: { unsupported: "an email cannot be taken back" },
  async run(context, input) {
    const prepared = await prepareInvoiceEmail({ companyId: context.companyId, invoiceId: input.id, kind: "document", to: input.to, message: input.message, now: context.now() });
    const sent = await idempotentTransaction(context, "send_invoice", input, (tx) => deliverInvoiceEmail(tx, prepared));
    if (!sent) throw new ApiError("internal_error", "The email was not recorded.");
    return sent;
  },
});

export const listInvoiceEmailsOperation = defineOperation({
  name: "list_invoice_emails",
  title: "Emails sent for a document",
  description: "Lists the emails sent for one document, newest first: the document itself (send_invoice) and payment reminders (by hand or by the automatic schedule), with address, subject, transport and time.",
  scope: "read",
  http: { method: "GET", path: "/invoices/{id}/emails", errors: ["not_found"] },
  input: z.object({ id: idParameter }),
  output: z.object({ emails: z.array(invoiceEmailSchema) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    return { emails: await listInvoiceEmails(context.companyId, input.id) };
  },
});

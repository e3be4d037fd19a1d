import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError, notFound } from "@/lib/core/api-error";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { deliverInvoiceEmail, invoiceEmailSchema, messageField, recipientField } from "@/lib/domains/invoices/invoice-emails";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { receiptPdfFile } from "./receipt-file";

export const sendReceipt = defineOperation({
  name: "send_receipt",
  title: "Email a receipt to the client",
  description:
    "Emails a receipt (RC) to the client of the document it pays, with the receipt's PDF attached and a short pt-PT message; `to` overrides the client's email address. Recorded like send_invoice: the `invoice.sent` event (`data.type` RC, `data.receiptId`; `data.id` is the paid document), the audit trail and the paid document's email history (list_invoice_emails, kind `receipt`). Refused: an annulled receipt (409), no address (400 on `to`).",
  scope: "invoices:write",
  http: { method: "POST", path: "/receipts/{id}/send", errors: ["conflict", "not_found", "service_unavailable"], idempotent: true },
  input: z.object({ id: idParameter, to: recipientField, message: messageField }),
  output: invoiceEmailSchema,
  hints: HINTS.write,
  dryRun: { unsupported: "an email cannot be taken back" },
  async run(context, input) {
    const receipt = await database().receipt.findFirst({ where: { id: input.id, companyId: context.companyId }, include: { invoice: { select: { id: true, display: true, client: { select: { email: true } } } }, company: { select: { name: true, email: true, livemode: true } } } });
    if (!receipt) throw notFound("Receipt");
    if (receipt.annulledAt) throw new ApiError("conflict", `${receipt.display} is annulled: an annulled receipt is not sent to the client.`);
    const to = input.to ?? receipt.invoice.client.email;
    if (!to) throw new ApiError("validation_error", `The client of ${receipt.invoice.display} has no email address: give one in \`to\` or add it to the client (update_client).`, { details: [{ path: "to", message: "required: the client has no email address" }] });
    const file = await receiptPdfFile(context.companyId, receipt.id);
    const lines = ["Bom dia,", ""];
    if (input.message) lines.push(input.message, "");
    lines.push(`Junto enviamos o recibo ${receipt.display}, de ${formatEuros(receipt.amountCents)}, referente a ${receipt.invoice.display}.`, "", "Com os melhores cumprimentos,", receipt.company.name);
    if (receipt.company.email) lines.push(receipt.company.email);
    const prepared = {
      companyId: context.companyId,
      livemode: receipt.company.livemode,
      invoiceId: receipt.invoice.id,
      display: receipt.display,
      type: "RC" as const,
      kind: "receipt" as const,
      to,
      subject: `${receipt.display} de ${receipt.company.name}`,
      text: lines.join("\n"),
      attachment: { filename: file.fileName, contentType: file.contentType, content: file.body },
      now: context.now(),
      receiptId: receipt.id,
      replyTo: receipt.company.email ?? undefined,
    };
    const sent = await idempotentTransaction(context, "send_receipt", input, (tx) => deliverInvoiceEmail(tx, prepared));
    if (!sent) throw new ApiError("internal_error", "The email was not recorded.");
    return sent;
  },
});

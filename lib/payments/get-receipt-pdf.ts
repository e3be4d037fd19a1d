import { z } from "zod";
import { database } from "@/lib/db";
import { notFound } from "@/lib/http/api-error";
import { openAmountCents } from "@/lib/invoices/invoice-view";
import { formatEuros } from "@/lib/money";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { idParameter } from "@/lib/schemas";
import { renderReceiptPdf } from "./receipt-pdf";
import { receiptQrPayload } from "./receipt-qr";
import { receiptView } from "./receipt-view";

export const getReceiptPdf = defineOperation({
  name: "get_receipt_pdf",
  title: "Receipt PDF",
  description: "Returns a receipt (recibo, RC) as a printable PDF: the client, the amount, the document paid, the issue date, the payment date and method, what is still open, and the ATCUD above its AT QR code (document type RG). Answers with application/pdf, not JSON. Receipt ids come from register_payment or get_invoice's `recibos`.",
  scope: "read",
  http: { method: "GET", path: "/receipts/{id}/pdf", produces: ["application/pdf"] },
  input: z.object({ id: idParameter }),
  output: z.object({ fileName: z.string(), contentType: z.string(), body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const receipt = await database().receipt.findFirst({ where: { id: input.id, companyId: context.companyId }, include: { invoice: { include: { client: { select: { country: true, foreignTaxId: true } } } }, company: true } });
    if (!receipt) throw notFound("Receipt");
    const view = receiptView(receipt, receipt.invoice.display);
    const body = await renderReceiptPdf({
      ...view,
      issuedOn: receipt.issueDate.toISOString().slice(0, 10),
      qrPayload: receiptQrPayload(receipt, receipt.company.nif, { nif: receipt.invoice.clientNif, country: receipt.invoice.client.country, foreignTaxId: receipt.invoice.client.foreignTaxId }),
      invoiceTotal: formatEuros(receipt.invoice.totalCents),
      openAfter: formatEuros(openAmountCents(receipt.invoice)),
      issuer: { name: receipt.company.name, nif: receipt.company.nif, address: receipt.company.address },
      client: { name: receipt.invoice.clientName, nif: receipt.invoice.clientNif },
    });
    return { fileName: `${receipt.display.replace(/[ /]/g, "-")}.pdf`, contentType: "application/pdf", body };
  },
});

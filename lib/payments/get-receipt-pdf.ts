import { z } from "zod";
import { sealAndStore, storedSealedPdf } from "@/lib/company/company-seal";
import { database } from "@/lib/db";
import { notFound } from "@/lib/http/api-error";
import { openAmountCents } from "@/lib/invoices/invoice-view";
import { formatEuros } from "@/lib/money";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { sealStatus, sealStatusSchema } from "@/lib/pdf/seal/seal-status";
import { idParameter, sealedParameter } from "@/lib/schemas";
import { renderReceiptPdf } from "./receipt-pdf";
import { receiptQrPayload } from "./receipt-qr";
import { receiptView } from "./receipt-view";

/** One receipt's printable PDF (unsealed), with its file name. */
export async function receiptPdf(companyId: string, id: string): Promise<{ fileName: string; body: Uint8Array; annulledAt: Date | null }> {
  const receipt = await database().receipt.findFirst({ where: { id, companyId }, include: { invoice: { include: { client: { select: { country: true, foreignTaxId: true } } } }, company: true } });
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
  return { fileName: `${receipt.display.replace(/[ /]/g, "-")}.pdf`, body, annulledAt: receipt.annulledAt };
}

export const getReceiptPdf = defineOperation({
  name: "get_receipt_pdf",
  title: "Receipt PDF",
  description: "Returns a receipt (recibo, RC) as a printable PDF: the client, the amount, the document paid, the issue date, the payment date and method, what is still open, and the ATCUD above its AT QR code (document type RG). Answers with application/pdf, not JSON. Receipt ids come from register_payment or get_invoice's `recibos`. With `sealed=true`, answers the sealed copy made by seal_receipt_pdf or seal_pdfs (409 conflict when there is none yet).",
  scope: "read",
  http: { method: "GET", path: "/receipts/{id}/pdf", produces: ["application/pdf"], errors: ["conflict"] },
  input: z.object({ id: idParameter, sealed: sealedParameter }),
  output: z.object({ fileName: z.string(), contentType: z.string(), body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    if (input.sealed === "true") {
      const receipt = await database().receipt.findFirst({ where: { id: input.id, companyId: context.companyId }, select: { display: true } });
      if (!receipt) throw notFound("Receipt");
      return { fileName: `${receipt.display.replace(/[ /]/g, "-")}-selado.pdf`, contentType: "application/pdf", body: await storedSealedPdf(context.companyId, { receiptId: input.id }, "seal_receipt_pdf") };
    }
    const { fileName, body } = await receiptPdf(context.companyId, input.id);
    return { fileName, contentType: "application/pdf", body };
  },
});

/** Renders and seals one receipt, keeping the sealed copy. */
export async function sealReceipt(companyId: string, receiptId: string, now: Date) {
  const { body } = await receiptPdf(companyId, receiptId);
  const row = await sealAndStore(companyId, { receiptId }, body, now);
  return sealStatus(row, `/receipts/${receiptId}/pdf`, null);
}

export const sealReceiptPdf = defineOperation({
  name: "seal_receipt_pdf",
  title: "Seal a receipt's PDF",
  description:
    "Seals the receipt's PDF with the company's electronic seal (PAdES, as seal_invoice_pdf) and keeps the sealed copy; download it at `pdfPath` (`/receipts/{id}/pdf?sealed=true`). Sealing again replaces the copy.",
  scope: "invoices:write",
  http: { method: "POST", path: "/receipts/{id}/seal", errors: ["not_found"] },
  input: z.object({ id: idParameter }),
  output: sealStatusSchema,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "a seal is a signature made now; a preview would have nothing to keep" },
  async run(context, input) {
    return sealReceipt(context.companyId, input.id, context.now());
  },
});

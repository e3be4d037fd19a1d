import { z } from "zod";
import { sealAndStore, storedSealedPdf } from "@/lib/domains/seal/company-seal";
import { database } from "@/lib/core/db";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { sealStatus, sealStatusSchema } from "@/lib/core/pdf/seal/seal-status";
import { idParameter, sealedParameter } from "@/lib/core/schemas";
import { receiptPdfFile } from "./receipt-file";

export const getReceiptPdf = defineOperation({
  name: "get_receipt_pdf",
  title: "Receipt PDF",
  description: "Returns a receipt (recibo, RC) as a printable PDF: the client, the amount, the document paid, the issue date, the payment date and method, what is still open, and the ATCUD above its AT QR code (document type RG). Answers with application/pdf, not JSON. Receipt ids come from register_payment or get_invoice's `receipts`. With `sealed=true`, answers the sealed copy made by seal_receipt_pdf or seal_pdfs (409 conflict when there is none yet).",
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
    return receiptPdfFile(context.companyId, input.id);
  },
});

/** Renders and seals one receipt, keeping the sealed copy. */
export async function sealReceipt(companyId: string, receiptId: string, now: Date) {
  // As for invoices: an annulled receipt is no longer sent, so it is not sealed (a copy sealed before
  // the annulment stays as it was).
  const receipt = await database().receipt.findFirst({ where: { id: receiptId, companyId }, select: { display: true, annulledAt: true } });
  if (!receipt) throw notFound("Receipt");
  if (receipt.annulledAt) throw new ApiError("conflict", `${receipt.display} is annulled: an annulled document is not sealed.`, { pt: `${receipt.display} está anulado: um documento anulado não se sela.` });
  const { body } = await receiptPdfFile(companyId, receiptId);
  const row = await sealAndStore(companyId, { receiptId }, body, now);
  return sealStatus(row, `/receipts/${receiptId}/pdf`, null);
}

export const sealReceiptPdf = defineOperation({
  name: "seal_receipt_pdf",
  title: "Seal a receipt's PDF",
  description:
    "Seals the receipt's PDF with the company's electronic seal (PAdES, as seal_invoice_pdf) and keeps the sealed copy; download it at `pdfPath` (`/receipts/{id}/pdf?sealed=true`). Sealing again replaces the copy; an annulled receipt is refused (409 `conflict`), and a copy sealed before its annulment is kept as it was.",
  scope: "invoices:write",
  http: { method: "POST", path: "/receipts/{id}/seal", errors: ["not_found", "conflict"] },
  input: z.object({ id: idParameter }),
  output: sealStatusSchema,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "a seal is a signature made now; a preview would have nothing to keep" },
  async run(context, input) {
    return sealReceipt(context.companyId, input.id, context.now());
  },
});

import { z } from "zod";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { idParameter } from "@/lib/schemas";
import { receiptPdfFile } from "./receipt-file";

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
    return receiptPdfFile(context.companyId, input.id);
  },
});

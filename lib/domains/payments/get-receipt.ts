import { z } from "zod";
import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { sealStatus, sealStatusSchema } from "@/lib/core/pdf/seal/seal-status";
import { idParameter } from "@/lib/core/schemas";
import { receiptSchema, receiptView } from "@/lib/domains/invoices/receipt-view";

// Only the single-receipt read says whether it was sealed, as get_invoice does: lists and the
// payment operations' answers stay one query per page.
const receiptWithSealSchema = receiptSchema
  .extend({ seal: sealStatusSchema.nullable().describe("The stored sealed PDF (seal_receipt_pdf, seal_pdfs), or null when it was never sealed.") })
  .meta({ id: "ReceiptWithSeal" });

export const getReceipt = defineOperation({
  name: "get_receipt",
  title: "Get a receipt",
  description: "One receipt (recibo, RC) by id as JSON: number, ATCUD, the document paid, issue and payment dates, method, amount, whether it was annulled, its PDF path, and its seal (the stored sealed copy, or null). Receipt ids come from register_payment, get_invoice's `receipts` and the `invoice.paid` / `payment.annulled` events.",
  scope: "read",
  http: { method: "GET", path: "/receipts/{id}" },
  input: z.object({ id: idParameter }),
  output: receiptWithSealSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    const receipt = await database().receipt.findFirst({ where: { id: input.id, companyId: context.companyId }, include: { invoice: { select: { display: true } }, sealedPdf: true } });
    if (!receipt) throw notFound("Receipt");
    const view = receiptView(receipt, receipt.invoice.display);
    return { ...view, seal: receipt.sealedPdf ? sealStatus(receipt.sealedPdf, view.pdfPath, receipt.annulledAt) : null };
  },
});

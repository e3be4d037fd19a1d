import { z } from "zod";
import { database } from "@/lib/db";
import { notFound } from "@/lib/http/api-error";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { idParameter } from "@/lib/schemas";
import { receiptSchema, receiptView } from "./receipt-view";

export const getReceipt = defineOperation({
  name: "get_receipt",
  title: "Get a receipt",
  description: "One receipt (recibo, RC) by id as JSON: number, ATCUD, the document paid, issue and payment dates, method, amount, whether it was annulled, and its PDF path. Receipt ids come from register_payment, get_invoice's `recibos` and the `invoice.paid` / `payment.annulled` events.",
  scope: "read",
  http: { method: "GET", path: "/receipts/{id}" },
  input: z.object({ id: idParameter }),
  output: receiptSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    const receipt = await database().receipt.findFirst({ where: { id: input.id, companyId: context.companyId }, include: { invoice: { select: { display: true } } } });
    if (!receipt) throw notFound("Receipt");
    return receiptView(receipt, receipt.invoice.display);
  },
});

import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import { invoiceSummary, invoiceSummarySchema, openAmountCents } from "@/lib/domains/invoices/invoice-view";
import { lockDocuments } from "@/lib/domains/invoices/lock-documents";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter, isoDateField, money } from "@/lib/core/schemas";
import { PAYMENT_METHOD_CODES, PAYMENT_METHODS } from "@/lib/domains/invoices/payment-methods";
import { receiptSchema, receiptView } from "@/lib/domains/invoices/receipt-view";
import { recordPayment } from "./record-payment";

export const registerPayment = defineOperation({
  name: "register_payment",
  title: "Register a payment received (receipt RC)",
  description:
    "Registers money received for an FT or ND — all of what is still open (omit `amountEuros`) or part of it — on the day the money came in (`paymentDate`, default today) by a method (SAF-T codes: TB transfer, NU cash, CC/CD card, CH cheque, MB Multibanco, OU other). Issues today a numbered receipt (`RC 2026/1`, own gap-free series in date order, ATCUD, AT QR code) with a PDF at `pdfPath`. The document becomes `paid` when nothing is left open; receivables count only the open amount. This is also the way to mark an invoice paid by hand. Writes to the books: confirm with the user and make retries safe with an idempotency key (REST header `Idempotency-Key`, MCP argument `idempotencyKey`).",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices/{id}/payments", status: 201, idempotent: true, errors: ["conflict", "not_found", "idempotency_conflict"] },
  input: z.object({
    id: idParameter.describe("The FT or ND paid."),
    amountEuros: z.number().positive().max(10_000_000).optional().describe("Amount received in euros; default: everything still open.").meta({ examples: [500] }),
    paymentDate: isoDateField
      .optional()
      .describe("Day the money was received, YYYY-MM-DD (default today; never in the future nor before the document). It is the receipt's PaymentDate only: the receipt itself is issued today (its `issueDate`, number and SAF-T month), so a payment dated in an earlier month never changes a month already reported."),
    method: z.enum(PAYMENT_METHOD_CODES).default("TB").describe(`Payment method: ${Object.entries(PAYMENT_METHODS).map(([code, label]) => `${code} ${label}`).join(", ")}.`),
  }),
  output: receiptSchema.extend({ invoice: invoiceSummarySchema, ...money("open", "Still open on the document after this payment") }),
  hints: HINTS.write,
  dryRun: "rollback",
  async run(context, input) {
    const today = lisbonToday(context.now());
    const paymentDate = input.paymentDate ?? today;
    if (paymentDate > today) throw new ApiError("validation_error", "The payment date is in the future.", { details: [{ path: "paymentDate", message: "after today" }] });
    return idempotentTransaction(context, "register_payment", input, async (tx) => {
      const [invoice] = await lockDocuments(tx, context.companyId, [input.id]);
      const { receipt, document, updated } = await recordPayment(tx, context, invoice!, { amountCents: input.amountEuros === undefined ? undefined : eurosToCents(input.amountEuros), paymentDate, method: input.method });
      const remaining = openAmountCents(updated);
      await recordEvent(tx, context.companyId, "payment.registered", { receiptId: receipt.id, invoiceId: document.id, display: document.display, amountCents: receipt.amountCents, paymentDate, openCents: remaining });
      if (updated.paidAt) await recordEvent(tx, context.companyId, "invoice.paid", { id: document.id, display: document.display, paidAt: paymentDate, receiptId: receipt.id });
      return { ...receiptView(receipt, document.display), invoice: invoiceSummary(updated, today), openCents: remaining, open: formatEuros(remaining) };
    });
  },
});

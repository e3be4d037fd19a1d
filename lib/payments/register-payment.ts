import { z } from "zod";
import { lisbonToday, toUtcDate } from "@/lib/dates";
import { ApiError } from "@/lib/http/api-error";
import { idempotentTransaction } from "@/lib/idempotency";
import { eurosToCents, formatEuros } from "@/lib/money";
import { formatQrAmount } from "@/lib/invoices/at-qr-code";
import { invoiceSummary, invoiceSummarySchema, openAmountCents } from "@/lib/invoices/invoice-view";
import { lockDocuments } from "@/lib/invoices/lock-documents";
import { chainedHash, claimNextNumber } from "@/lib/invoices/series";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { idParameter, isoDateField, money } from "@/lib/schemas";
import { PAYMENT_METHOD_CODES, PAYMENT_METHODS } from "./payment-methods";
import { receiptSchema, receiptView } from "./receipt-view";

export const registerPayment = defineOperation({
  name: "register_payment",
  title: "Register a payment received (receipt RC)",
  description:
    "Registers money received for an FT or ND — all of what is still open (omit `valorEuros`) or part of it — on a date (default today, never in the future nor before the document) by a method (SAF-T codes: TB transfer, NU cash, CC/CD card, CH cheque, MB Multibanco, OU other). Issues a numbered receipt (`RC 2026/1`, own gap-free series, ATCUD) with a PDF at `pdfPath`. The document becomes `paga` when nothing is left open; receivables count only the open amount. This is also the way to mark an invoice paid by hand. Writes to the books: confirm with the user and send an `Idempotency-Key`.",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices/{id}/payments", status: 201, idempotent: true, errors: ["conflict", "not_found", "idempotency_conflict"] },
  input: z.object({
    id: idParameter.describe("The FT or ND paid."),
    valorEuros: z.number().positive().max(10_000_000).optional().describe("Amount received in euros; default: everything still open.").meta({ examples: [500] }),
    data: isoDateField.optional().describe("Day the money was received, YYYY-MM-DD (default today)."),
    metodo: z.enum(PAYMENT_METHOD_CODES).default("TB").describe(`Payment method: ${Object.entries(PAYMENT_METHODS).map(([code, label]) => `${code} ${label}`).join(", ")}.`),
  }),
  output: receiptSchema.extend({ fatura: invoiceSummarySchema, ...money("emAberto", "Still open on the document after this payment") }),
  hints: HINTS.write,
  async run(context, input) {
    const today = lisbonToday(context.now());
    const paymentDate = input.data ?? today;
    if (paymentDate > today) throw new ApiError("validation_error", "The payment date is in the future.", { details: [{ path: "data", message: "after today" }] });
    return idempotentTransaction(context, "register_payment", input, async (tx) => {
      const [invoice] = await lockDocuments(tx, context.companyId, [input.id]);
      const document = invoice!;
      if (document.type !== "FT" && document.type !== "ND") {
        throw new ApiError("conflict", `${document.display} é ${document.type === "NC" ? "uma nota de crédito" : "paga na emissão"}: só se registam recebimentos de faturas (FT) e notas de débito (ND).`);
      }
      if (document.annulledAt) throw new ApiError("conflict", `${document.display} está anulada.`);
      const open = openAmountCents(document);
      if (open === 0) throw new ApiError("conflict", `${document.display} já está liquidada.`);
      const amountCents = input.valorEuros === undefined ? open : eurosToCents(input.valorEuros);
      if (amountCents > open) {
        throw new ApiError("conflict", `${document.display} só tem ${formatEuros(open)} em aberto; recebimento de ${formatEuros(amountCents)} recusado.`, { details: [{ path: "valorEuros", message: "more than is open" }] });
      }
      if (paymentDate < document.issueDate.toISOString().slice(0, 10)) {
        throw new ApiError("validation_error", `The payment date is before ${document.display} was issued.`, { details: [{ path: "data", message: "before the document date" }] });
      }
      const year = Number(today.slice(0, 4));
      const claimed = await claimNextNumber(tx, context.companyId, "RC", year);
      const display = `RC ${year}/${claimed.number}`;
      const hash = chainedHash(claimed.previousHash, today, context.now().toISOString(), display, formatQrAmount(amountCents));
      const receipt = await tx.receipt.create({
        data: {
          companyId: context.companyId,
          invoiceId: document.id,
          seriesId: claimed.seriesId,
          number: claimed.number,
          display,
          atcud: `${claimed.validationCode}-${claimed.number}`,
          paymentDate: toUtcDate(paymentDate),
          method: input.metodo,
          amountCents,
          hash,
        },
      });
      await tx.invoiceSeries.update({ where: { id: claimed.seriesId }, data: { lastHash: hash } });
      const paidCents = document.paidCents + amountCents;
      const settled = paidCents + document.creditedCents + document.withholdingCents >= document.totalCents;
      const updated = await tx.invoice.update({ where: { id: document.id }, data: { paidCents, ...(settled ? { paidAt: toUtcDate(paymentDate) } : {}) } });
      const remaining = openAmountCents(updated);
      return { ...receiptView(receipt, document.display), fatura: invoiceSummary(updated, today), emAbertoCents: remaining, emAberto: formatEuros(remaining) };
    });
  },
});

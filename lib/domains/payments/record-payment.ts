import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import type { Transaction } from "@/lib/kernel/idempotency";
import { openAmountCents, stillToReceiveCents } from "@/lib/domains/invoices/invoice-view";
import type { lockDocuments } from "@/lib/domains/invoices/lock-documents";
import { claimNextNumber } from "@/lib/domains/invoices/series";
import { formatEuros } from "@/lib/core/money";
import type { OperationContext } from "@/lib/kernel/operation";
import { entryInstant, signedFieldsOf } from "@/lib/domains/invoices/signed-fields";
import type { PaymentMethod } from "@/lib/domains/invoices/payment-methods";

// register_payment's rules and writes, on a document the caller has locked in its transaction: the
// one way money received enters the books (a numbered receipt RC, the document's paid amount, `paid`
// when nothing is left open). register_payment and settle_bank_movement both go through here.

type LockedDocument = Awaited<ReturnType<typeof lockDocuments>>[number];

export async function recordPayment(
  tx: Transaction,
  context: OperationContext,
  document: LockedDocument,
  payment: { amountCents?: number; paymentDate: string; method: PaymentMethod | string },
) {
  if (document.type !== "FT" && document.type !== "ND") {
    throw new ApiError("conflict", `${document.display} ${document.type === "NC" ? "is a credit note" : "is paid when issued"}: payments are recorded only on invoices (FT) and debit notes (ND).`, {
      pt: `${document.display} é ${document.type === "NC" ? "uma nota de crédito" : "paga na emissão"}: só se registam recebimentos de faturas (FT) e notas de débito (ND).`,
    });
  }
  if (document.annulledAt) throw new ApiError("conflict", `${document.display} is annulled.`, { pt: `${document.display} está anulada.` });
  const open = openAmountCents(document);
  if (open === 0) throw new ApiError("conflict", `${document.display} is already settled.`, { pt: `${document.display} já está liquidada.` });
  const amountCents = payment.amountCents ?? open;
  if (amountCents > open) {
    throw new ApiError("conflict", `${document.display} has only ${formatEuros(open)} open; a payment of ${formatEuros(amountCents)} is refused.`, {
      pt: `${document.display} só tem ${formatEuros(open)} em aberto; recebimento de ${formatEuros(amountCents)} recusado.`,
      details: [{ path: "amountEuros", message: "more than is open" }],
    });
  }
  if (payment.paymentDate < document.issueDate.toISOString().slice(0, 10)) {
    throw new ApiError("validation_error", `The payment date is before ${document.display} was issued.`, {
      pt: `A data do recebimento é anterior à emissão de ${document.display}.`,
      details: [{ path: "data", message: "before the document date" }],
    });
  }
  // The receipt is issued today whatever day the money came in: its date, number, SAF-T month and
  // hash are today's, so a payment dated last month never reopens a month already reported to AT
  // (Portaria 302/2016 4.4.4.3 TransactionDate; the payment's own day is PaymentDate, 4.4.4.13.3).
  const enteredAt = entryInstant(context.now());
  const today = lisbonToday(enteredAt);
  const year = Number(today.slice(0, 4));
  const claimed = await claimNextNumber(tx, context.companyId, "RC", year, signedFieldsOf({ date: today, enteredAt, grossCents: amountCents }));
  const receipt = await tx.receipt.create({
    data: {
      companyId: context.companyId,
      invoiceId: document.id,
      seriesId: claimed.seriesId,
      number: claimed.number,
      display: `${claimed.label}/${claimed.number}`,
      atcud: `${claimed.validationCode}-${claimed.number}`,
      issueDate: toUtcDate(today),
      paymentDate: toUtcDate(payment.paymentDate),
      method: payment.method,
      amountCents,
      hash: claimed.hash,
      createdAt: enteredAt,
    },
  });
  const paidCents = document.paidCents + amountCents;
  const settled = stillToReceiveCents(document, paidCents) <= 0;
  const updated = await tx.invoice.update({ where: { id: document.id }, data: { paidCents, ...(settled ? { paidAt: toUtcDate(payment.paymentDate) } : {}) } });
  return { receipt, document, updated, today };
}

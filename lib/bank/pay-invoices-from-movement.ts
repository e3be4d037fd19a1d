import { ApiError } from "@/lib/http/api-error";
import type { Transaction } from "@/lib/idempotency";
import { openAmountCents } from "@/lib/invoices/invoice-view";
import { lockDocuments } from "@/lib/invoices/lock-documents";
import type { OperationContext } from "@/lib/operations/operation";
import { receiptView } from "@/lib/payments/receipt-view";
import { recordPayment } from "@/lib/payments/record-payment";
import { recordEvents, type OutboxEvent } from "@/lib/webhooks/outbox";

// The one way money in pays invoices, whether a person clicks «Associar» on the bank page
// (match_bank_movement with an invoice) or an agent settles a movement (settle_bank_movement): one
// numbered receipt RC per invoice through register_payment's rules (recordPayment), the movement
// becoming matched, and the events a receiver of either path sees (ux review 8: «Associar» used to
// mark the invoice paid with no receipt, and its figures stopped adding up).

const SETTLEABLE = ["unmatched", "suggested"] as const;

export interface MovementToSettle {
  id: string;
  date: Date;
}

/** Pays `allocations` (cents per invoice) from the movement inside `tx`; returns the receipts issued. */
export async function payInvoicesFromMovement(tx: Transaction, context: OperationContext, movement: MovementToSettle, allocations: { invoiceId: string; amountCents: number }[], method: string, explanation: string[]) {
  const date = movement.date.toISOString().slice(0, 10);
  // The movement's row lock: two settlements of one movement queue here, the second sees it matched.
  const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT "status"::text AS "status" FROM "BankMovement" WHERE "id" = ${movement.id} AND "companyId" = ${context.companyId} FOR UPDATE`;
  if (!locked || !(SETTLEABLE as readonly string[]).includes(locked.status)) throw new ApiError("conflict", `The movement is ${locked?.status ?? "gone"}; only unmatched or suggested movements can be settled.`);
  const documents = new Map((await lockDocuments(tx, context.companyId, allocations.map((allocation) => allocation.invoiceId))).map((document) => [document.id, document]));
  const receipts = [];
  const events: OutboxEvent[] = [];
  for (const allocation of allocations) {
    const { receipt, document, updated } = await recordPayment(tx, context, documents.get(allocation.invoiceId)!, { amountCents: allocation.amountCents, paymentDate: date, method });
    receipts.push(receiptView(receipt, document.display));
    events.push({ type: "payment.registered", data: { receiptId: receipt.id, invoiceId: document.id, display: document.display, amountCents: receipt.amountCents, paymentDate: date, openCents: openAmountCents(updated), movementId: movement.id } });
    if (updated.paidAt) events.push({ type: "invoice.paid", data: { id: document.id, display: document.display, paidAt: date, receiptId: receipt.id, movementId: movement.id } });
  }
  const reasons = [...explanation, ...receipts.map((receipt) => `${receipt.display}: ${receipt.amount} de ${receipt.invoiceDisplay}`)];
  // invoiceId stays empty: an invoice paid in parts is settled by several movements, and the receipts
  // (named in `reasons`) are the link between them.
  await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "matched", invoiceId: null, documentId: null, score: 1, reasons } });
  events.push({ type: "bank.movement.reconciled", data: { movementId: movement.id, invoiceId: allocations.length === 1 ? allocations[0]!.invoiceId : null, invoiceIds: allocations.map((allocation) => allocation.invoiceId), documentId: null, date, score: 1, receiptIds: receipts.map((receipt) => receipt.id) } });
  await recordEvents(tx, context.companyId, events);
  return receipts;
}

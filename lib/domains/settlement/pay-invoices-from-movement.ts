import { ApiError } from "@/lib/core/api-error";
import { sqlOf } from "@/lib/core/db/sql";
import type { Transaction } from "@/lib/kernel/idempotency";
import { openAmountCents } from "@/lib/domains/invoices/invoice-view";
import { lockDocuments } from "@/lib/domains/invoices/lock-documents";
import type { OperationContext } from "@/lib/kernel/operation";
import { receiptView } from "@/lib/domains/invoices/receipt-view";
import { recordPayment } from "@/lib/domains/payments/record-payment";
import { recordEvents, type OutboxEvent } from "@/lib/domains/webhooks/outbox";

// The one way money in pays invoices, whether a person clicks «Associar» on the bank page
// (match_bank_movement with an invoice), an agent settles a movement (settle_bank_movement), a
// suggestion is accepted or an import or a new invoice matches one automatically (payMatchedInvoice): one
// numbered receipt RC per invoice through register_payment's rules (recordPayment), the movement
// becoming matched, and the events a receiver of either path sees (ux review 8: «Associar» used to
// mark the invoice paid with no receipt, and its figures stopped adding up).

const SETTLEABLE = ["unmatched", "suggested"] as const;

export interface MovementToSettle {
  id: string;
  date: Date;
}

/**
 * The invoice the matched movement names. Empty when paid by hand or settled: an invoice paid in parts
 * is settled by several movements, and the receipts (named in `reasons`) are the link between them.
 * A match by the matcher pays the whole open amount, so its movement keeps the invoice (and its score).
 */
interface MovementLink {
  invoiceId: string | null;
  score: number | null;
}

const UNLINKED: MovementLink = { invoiceId: null, score: 1 };

/** The movement's row lock, taken before the invoices': two settlements of one movement queue here, the second sees it matched. */
async function lockSettleable(tx: Transaction, companyId: string, movementId: string) {
  const locked = await sqlOf(tx)
    .selectFrom("BankMovement")
    .select((eb) => eb.cast<string>("status", "text").as("status"))
    .where("id", "=", movementId)
    .where("companyId", "=", companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked || !(SETTLEABLE as readonly string[]).includes(locked.status)) throw new ApiError("conflict", `The movement is ${locked?.status ?? "gone"}; only unmatched or suggested movements can be settled.`);
}

/** Pays `allocations` (cents per invoice) from the movement inside `tx`; returns the receipts issued. */
export async function payInvoicesFromMovement(tx: Transaction, context: OperationContext, movement: MovementToSettle, allocations: { invoiceId: string; amountCents: number }[], method: string, explanation: string[], link: MovementLink = UNLINKED) {
  const date = movement.date.toISOString().slice(0, 10);
  await lockSettleable(tx, context.companyId, movement.id);
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
  await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "matched", invoiceId: link.invoiceId, documentId: null, score: link.score, reasons } });
  events.push({ type: "bank.movement.reconciled", data: { movementId: movement.id, invoiceId: allocations.length === 1 ? allocations[0]!.invoiceId : null, invoiceIds: allocations.map((allocation) => allocation.invoiceId), documentId: null, date, score: link.score, receiptIds: receipts.map((receipt) => receipt.id) } });
  await recordEvents(tx, context.companyId, events);
  return receipts;
}

/**
 * Whether this caller may have a bank match pay an invoice: that issues a receipt RC, a fiscal
 * document, which takes `invoices:write` like register_payment and «Associar». Without it a match to
 * an invoice stays a suggestion (an import, a rematch), and accepting one is refused.
 */
export function mayIssueReceipts(context: OperationContext): boolean {
  return context.scopes.includes("invoices:write");
}

/**
 * Money in matched to one invoice without a person choosing the amount (an import's automatic match, an
 * accepted suggestion, matching again after a new invoice): pays what is open, at most the movement's
 * amount, through payInvoicesFromMovement, so it has its receipt like «Associar» and settle. An invoice
 * with nothing open (paid by another movement meanwhile) is refused with 409, nothing written.
 */
export async function payMatchedInvoice(tx: Transaction, context: OperationContext, movement: MovementToSettle & { amountCents: number }, invoiceId: string, explanation: string[], score: number | null) {
  if (!mayIssueReceipts(context)) throw new ApiError("insufficient_scope", "Paying an invoice from the bank issues a receipt, which needs the 'invoices:write' scope as well as 'banks:write'.");
  await lockSettleable(tx, context.companyId, movement.id);
  const [invoice] = await lockDocuments(tx, context.companyId, [invoiceId]);
  const open = invoice ? openAmountCents(invoice) : 0;
  if (open === 0) throw new ApiError("conflict", "That invoice or document is already matched to another movement.");
  return payInvoicesFromMovement(tx, context, movement, [{ invoiceId, amountCents: Math.min(movement.amountCents, open) }], "TB", explanation, { invoiceId, score });
}

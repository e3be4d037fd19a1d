import type { OutboxEvent } from "@/lib/domains/webhooks/outbox";
import type { MatchedMovement } from "./store-movements";

/**
 * What a webhook receiver is told when a movement becomes matched, whichever path matched it (an
 * import's automatic match, an accepted suggestion, a match by hand, matching again after a new
 * invoice): the reconciliation, and for an invoice its payment (client review H1: imports said nothing).
 */
export function reconciliationEvents(matched: MatchedMovement): OutboxEvent[] {
  const { movementId, invoiceId, documentId, date, score } = matched;
  return [
    { type: "bank.movement.reconciled", data: { movementId, invoiceId, documentId, date, score } },
    ...(invoiceId ? [{ type: "invoice.paid" as const, data: { id: invoiceId, paidAt: date, movementId } }] : []),
  ];
}

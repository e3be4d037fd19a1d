// The events a webhook endpoint can receive, named `<resource>.<what happened>` like Stripe's.
export const WEBHOOK_EVENT_TYPES = [
  "invoice.issued",
  "invoice.paid",
  "invoice.annulled",
  "credit_note.issued",
  "debit_note.issued",
  "payment.registered",
  "payment.annulled",
  "document.processed",
  "document.archived",
  "bank.import.completed",
  "bank.movement.reconciled",
  "bank.movement.unmatched",
  "api_key.revoked",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

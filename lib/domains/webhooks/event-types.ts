// The events a webhook endpoint can receive, named `<resource>.<what happened>` like Stripe's.
export const WEBHOOK_EVENT_TYPES = [
  "invoice.issued",
  "invoice.paid",
  "invoice.annulled",
  "invoice.sent",
  "invoice.reminder_sent",
  "recurring_invoice.updated",
  "credit_note.issued",
  "credit_note.acknowledged",
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

/** What each event means, for the generated reference (docs/reference.md) and the API reference. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  "invoice.issued": "An FT, FR or FS was issued.",
  "invoice.paid": "An invoice is settled: by payments, at issue (FR, FS), by a bank match (imported or by hand) or by credit notes that leave nothing open.",
  "invoice.annulled": "An invoice was annulled (it keeps its number; SAF-T status A).",
  "invoice.sent": "A document, or a receipt of it (`data.type` RC, `data.receiptId`), was emailed to the client with its PDF (`data.to`, `data.transport`: smtp or outbox).",
  "invoice.reminder_sent": "A payment reminder for an overdue invoice was emailed to the client (`data.automatic` when the company's schedule sent it).",
  "recurring_invoice.updated": "A recurring invoice (avença) was edited (update_recurring_invoice): its template or schedule; it applies to future occurrences only (`data.nextDate`).",
  "credit_note.issued": "A credit note (NC) was issued.",
  "credit_note.acknowledged": "The client's acknowledgement of a credit note was recorded (`data.acknowledgementDate`): the proof CIVA art. 78.º, n.º 5 asks before its VAT is regularised. Recording another date sends it again.",
  "debit_note.issued": "A debit note (ND) was issued.",
  "payment.registered": "A payment was registered and its receipt (RC) issued.",
  "payment.annulled": "A receipt was annulled: the invoice is open again by its amount.",
  "document.processed": "Extraction of an expense document finished; `data.status` is the final `archived`, `needs_review` or `error`.",
  "document.archived": "A person or an agent confirmed an expense document.",
  "bank.import.completed": "A bank statement was imported (with its counts).",
  "bank.movement.reconciled": "A bank movement was matched to an invoice or a document.",
  "bank.movement.unmatched": "A bank movement's match was undone.",
  "api_key.revoked": "An API key of the company was revoked.",
};

/**
 * The fields of each event's `data`, so receivers (docs/webhooks.md) and the glossary test know them;
 * `recordEvent` only accepts these. Names are the response names of the glossary (lib/kernel/glossary.ts).
 */
export const WEBHOOK_EVENT_FIELDS = {
  "invoice.issued": ["id", "display", "type", "clientId", "clientName", "issueDate", "totalCents"],
  "invoice.paid": ["id", "display", "type", "clientId", "clientName", "issueDate", "totalCents", "paidAt", "receiptId", "creditNoteId", "movementId"],
  "invoice.annulled": ["id", "display", "type", "reason"],
  "invoice.sent": ["id", "display", "type", "to", "transport", "automatic", "receiptId"],
  "invoice.reminder_sent": ["id", "display", "type", "to", "transport", "automatic"],
  "recurring_invoice.updated": ["id", "clientName", "frequency", "dayOfMonth", "nextDate", "status"],
  "credit_note.issued": ["id", "display", "type", "clientId", "clientName", "issueDate", "totalCents"],
  "credit_note.acknowledged": ["id", "display", "type", "clientId", "clientName", "issueDate", "totalCents", "acknowledgementDate"],
  "debit_note.issued": ["id", "display", "type", "clientId", "clientName", "issueDate", "totalCents"],
  "payment.registered": ["receiptId", "invoiceId", "display", "amountCents", "paymentDate", "openCents", "movementId"],
  "payment.annulled": ["receiptId", "invoiceId", "display", "amountCents", "reason", "openCents"],
  "document.processed": ["id", "status", "reasons", "errorReason", "totalCents", "supplierName", "duplicateOf"],
  "document.archived": ["id", "supplierName", "supplierNif", "totalCents", "category"],
  "bank.import.completed": ["accountId", "imported", "duplicates", "matched", "suggested", "unmatched", "format"],
  "bank.movement.reconciled": ["movementId", "invoiceId", "invoiceIds", "documentId", "date", "score", "receiptIds"],
  "bank.movement.unmatched": ["movementId", "invoiceId", "documentId", "annulledReceiptIds"],
  "api_key.revoked": ["id", "prefix", "name"],
} as const satisfies Record<WebhookEventType, readonly string[]>;

const DOCUMENT_CODES = ["FT", "FR", "FS", "NC", "ND", "RC"] as const;

/**
 * The values of the event fields that hold one of a fixed set, for receivers and for the glossary test
 * (every value English snake_case or a code, client review M3). `recordEvent` only accepts these
 * values (WebhookEventData), so an event cannot carry a value that is not listed here. A field listed
 * with `{ sameAs }` carries the values of that operation's response field.
 */
export const WEBHOOK_EVENT_VALUES = {
  "invoice.issued": { type: DOCUMENT_CODES },
  "invoice.paid": { type: DOCUMENT_CODES },
  "invoice.annulled": { type: DOCUMENT_CODES },
  "invoice.sent": { type: DOCUMENT_CODES, transport: ["smtp", "outbox"] },
  "invoice.reminder_sent": { type: DOCUMENT_CODES, transport: ["smtp", "outbox"] },
  "recurring_invoice.updated": { frequency: ["monthly", "quarterly", "yearly"], status: ["active", "paused", "ended"] },
  "credit_note.issued": { type: DOCUMENT_CODES },
  "credit_note.acknowledged": { type: DOCUMENT_CODES },
  "debit_note.issued": { type: DOCUMENT_CODES },
  "document.processed": { status: ["archived", "needs_review", "error"] },
  "document.archived": { category: { sameAs: "review_document.output" } },
} as const satisfies { [Type in WebhookEventType]?: { [Field in (typeof WEBHOOK_EVENT_FIELDS)[Type][number]]?: readonly string[] | { sameAs: `${string}.output` } } };

type ListedValues<Type extends WebhookEventType, Field> = Type extends keyof typeof WEBHOOK_EVENT_VALUES
  ? Field extends keyof (typeof WEBHOOK_EVENT_VALUES)[Type]
    ? (typeof WEBHOOK_EVENT_VALUES)[Type][Field] extends readonly (infer Value)[]
      ? Value
      : unknown
    : unknown
  : unknown;

/** What `data` of an event of type `Type` may hold: its catalogue's fields, a listed field only with a listed value. */
export type WebhookEventData<Type extends WebhookEventType> = { [Field in (typeof WEBHOOK_EVENT_FIELDS)[Type][number]]?: ListedValues<Type, Field> };

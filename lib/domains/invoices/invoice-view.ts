import { z } from "zod";
import { formatEuros } from "@/lib/core/money";
import { metadataOutput, money, storedMetadata } from "@/lib/core/schemas";

// How an invoice is shown by every operation that returns one (list, detail, creation).

export const DOCUMENT_TYPES = ["FT", "FR", "FS", "NC", "ND"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const INVOICE_STATUSES = ["paid", "partially_paid", "unpaid", "overdue", "credited", "issued", "annulled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Documents that create an amount to receive (FR and FS are paid at issue, an NC is a credit). */
export const RECEIVABLE_TYPES = ["FT", "ND"] as const satisfies readonly DocumentType[];

interface StatusFields {
  /** A document type; the database enum also holds RC, which is never an Invoice row. */
  type: string;
  paidAt: Date | null;
  dueDate: Date;
  annulledAt: Date | null;
  creditedCents: number;
  totalCents: number;
  /** Withholding tax the client keeps (not received, not owed). */
  withholdingCents?: number;
  /** The part of creditedCents that credit notes took off the withholding (see openAmountCents). */
  creditedWithholdingCents?: number;
}

/**
 * annulled first (it counts nowhere); an NC is simply issued; a document settled only by credit
 * notes is credited; otherwise paid, or open: overdue after its due date (whatever came in, so the
 * overdue list and reminders keep it), partially_paid before it once a receipt took part of it,
 * unpaid when nothing came in yet. English values like every other enum of the API (client review M3).
 */
export function invoiceStatus(invoice: StatusFields & { paidCents?: number }, today: string): InvoiceStatus {
  if (invoice.annulledAt) return "annulled";
  if (invoice.type === "NC") return "issued";
  if (invoice.creditedCents >= invoice.totalCents) return "credited";
  if (invoice.paidAt) return "paid";
  if (invoice.dueDate.toISOString().slice(0, 10) < today) return "overdue";
  return (invoice.paidCents ?? 0) > 0 ? "partially_paid" : "unpaid";
}

/**
 * What the client still owes on the document, never negative: total − withholding − received − what
 * credit notes took off the amount to receive. An NC on a document with withholding carries its own
 * withholding (the client no longer withholds on what was credited), so it reduces the receivable by
 * its total minus that withholding: FT 1 230 € with 250 € withheld, half credited (615 € with 125 €
 * withholding) leaves 1 230 − 250 − (615 − 125) = 490 €, half of the 980 € to receive.
 */
export function openAmountCents(invoice: StatusFields & { paidCents: number }): number {
  if (invoice.annulledAt || invoice.paidAt || !(RECEIVABLE_TYPES as readonly string[]).includes(invoice.type)) return 0;
  return Math.max(0, stillToReceiveCents(invoice, invoice.paidCents));
}

/**
 * What the company owes back to the client on the document: received more than is left to receive once
 * credit notes are taken off. Crediting a paid invoice is legal (CIVA art. 78.º), so an NC after a
 * payment can leave FT 286,95 € paid 50 € and fully credited: 50 € to refund. Never negative; 0 for
 * annulled documents and for FR/FS/NC (an FR's credit note is settled with the client at issue).
 */
export function refundOwedCents(invoice: StatusFields & { paidCents: number }): number {
  if (invoice.annulledAt || !(RECEIVABLE_TYPES as readonly string[]).includes(invoice.type)) return 0;
  return Math.max(0, -stillToReceiveCents(invoice, invoice.paidCents));
}

/** total − withholding − (credited − credited withholding) − paid: settled at or below 0. */
export function stillToReceiveCents(invoice: Pick<StatusFields, "totalCents" | "creditedCents" | "withholdingCents" | "creditedWithholdingCents">, paidCents: number): number {
  return invoice.totalCents - (invoice.withholdingCents ?? 0) - (invoice.creditedCents - (invoice.creditedWithholdingCents ?? 0)) - paidCents;
}

export const invoiceSummarySchema = z
  .object({
    id: z.string(),
    display: z.string().describe("Document number: type, series (year) and sequence, e.g. 'FT 2026/17' or 'NC 2026/2'."),
    type: z.enum(DOCUMENT_TYPES).describe("FT fatura, FR fatura-recibo (paid at issue), FS fatura simplificada, NC nota de crédito, ND nota de débito."),
    clientId: z.string().describe("The client's id (get_client, and the `clientId` filter of list_invoices)."),
    clientName: z.string().describe("Client name as printed on the invoice."),
    clientNif: z.string().nullable(),
    ...money("total", "Total, VAT included"),
    issueDate: z.string().describe("YYYY-MM-DD"),
    dueDate: z.string().describe("YYYY-MM-DD"),
    status: z
      .enum(INVOICE_STATUSES)
      .describe("paid, partially_paid (open, part received through receipts, not yet due), unpaid (open, nothing received yet), overdue (open and past due, whether or not part was received: `paidCents` tells), credited (fully credited by notas de crédito), issued (an NC), annulled (counts in no total)."),
    atcud: z.string().describe("Simulated ATCUD: series validation code and sequence number."),
    ...money("credited", "Credited by notas de crédito in force (FT/FR/FS/ND)"),
    ...money("paid", "Received through receipts (RC)"),
    ...money("withholding", "Withholding tax (retenção na fonte) the client keeps and pays to the State"),
    ...money("open", "Still to receive: total − withholding − (credited − the withholding those credit notes reversed) − received (0 once settled, for FR/FS/NC and annulled documents)"),
    ...money("refundOwed", "Owed back to the client: what was received beyond what is left to receive after credit notes (a credit note on a paid or partly paid FT/ND, CIVA art. 78.º); 0 otherwise"),
    annulledAt: z.string().nullable().describe("When it was annulled (ISO 8601), or null."),
    updatedAt: z.string().describe("When anything get_invoice answers last changed (ISO 8601): a payment, receipt, credit or debit note, annulment, email, bank match or seal included. list_invoices' `updatedSince` filters on it."),
    externalId: z.string().nullable().describe("Your own id for the document, or null."),
    metadata: metadataOutput,
  })
  .meta({ id: "InvoiceSummary" });

/** A list_invoices item: the summary with the client's name under the owner's `cliente` (its description, line 63). */
export const invoiceListItemSchema = invoiceSummarySchema
  .omit({ clientName: true })
  .extend({ cliente: z.string().describe("Client name as printed on the invoice.") })
  .meta({ id: "InvoiceListItem" });

export type InvoiceListItem = z.output<typeof invoiceListItemSchema>;

/** The list item of a summary. */
export function invoiceListItem({ clientName, ...summary }: z.output<typeof invoiceSummarySchema>): InvoiceListItem {
  return { ...summary, cliente: clientName };
}

export interface InvoiceRow extends StatusFields {
  type: DocumentType;
  id: string;
  display: string;
  clientId: string;
  clientName: string;
  clientNif: string | null;
  issueDate: Date;
  atcud: string;
  paidCents: number;
  updatedAt: Date;
  externalId: string | null;
  metadata: unknown;
}

export function invoiceSummary(invoice: InvoiceRow | (Omit<InvoiceRow, "type"> & { type: string }), today: string): z.output<typeof invoiceSummarySchema> {
  const row = invoice as InvoiceRow;
  const open = openAmountCents(row);
  const refund = refundOwedCents(row);
  return {
    id: row.id,
    display: row.display,
    type: row.type,
    clientId: row.clientId,
    clientName: row.clientName,
    clientNif: row.clientNif,
    totalCents: row.totalCents,
    total: formatEuros(row.totalCents),
    issueDate: row.issueDate.toISOString().slice(0, 10),
    dueDate: row.dueDate.toISOString().slice(0, 10),
    status: invoiceStatus(row, today),
    atcud: row.atcud,
    creditedCents: row.creditedCents,
    credited: formatEuros(row.creditedCents),
    paidCents: row.paidCents,
    paid: formatEuros(row.paidCents),
    withholdingCents: row.withholdingCents ?? 0,
    withholding: formatEuros(row.withholdingCents ?? 0),
    openCents: open,
    open: formatEuros(open),
    refundOwedCents: refund,
    refundOwed: formatEuros(refund),
    annulledAt: row.annulledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    externalId: row.externalId,
    metadata: storedMetadata(row.metadata),
  };
}

/** Only a document to be paid later (FT, ND) falls due: an FR or FS is paid at issue, an NC is a credit. */
export function hasDueDate(type: string): boolean {
  return (RECEIVABLE_TYPES as readonly string[]).includes(type);
}

import { z } from "zod";
import { formatEuros } from "@/lib/money";
import { money } from "@/lib/schemas";

// How an invoice is shown by every operation that returns one (list, detail, creation).

export const INVOICE_STATUSES = ["paga", "por_pagar", "vencida"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** FR is paid when issued; an FT is paid once a bank movement is matched to it, overdue after its due date. */
export function invoiceStatus(invoice: { paidAt: Date | null; dueDate: Date }, today: string): InvoiceStatus {
  if (invoice.paidAt) return "paga";
  return invoice.dueDate.toISOString().slice(0, 10) < today ? "vencida" : "por_pagar";
}

export const invoiceSummarySchema = z
  .object({
    id: z.string(),
    display: z.string().describe("Invoice number: type, series (year) and sequence, e.g. 'FT 2026/17'."),
    type: z.enum(["FT", "FR"]).describe("FT fatura, FR fatura-recibo (paid at issue)."),
    cliente: z.string().describe("Client name as printed on the invoice."),
    clientNif: z.string().nullable(),
    ...money("total", "Total, VAT included"),
    issueDate: z.string().describe("YYYY-MM-DD"),
    dueDate: z.string().describe("YYYY-MM-DD"),
    status: z.enum(INVOICE_STATUSES).describe("paga (paid), por_pagar (open), vencida (open and past due)."),
    atcud: z.string().describe("Simulated ATCUD: series validation code and sequence number."),
  })
  .meta({ id: "InvoiceSummary" });

export interface InvoiceRow {
  id: string;
  display: string;
  type: "FT" | "FR";
  clientName: string;
  clientNif: string | null;
  totalCents: number;
  issueDate: Date;
  dueDate: Date;
  paidAt: Date | null;
  atcud: string;
}

export function invoiceSummary(invoice: InvoiceRow, today: string): z.output<typeof invoiceSummarySchema> {
  return {
    id: invoice.id,
    display: invoice.display,
    type: invoice.type,
    cliente: invoice.clientName,
    clientNif: invoice.clientNif,
    totalCents: invoice.totalCents,
    total: formatEuros(invoice.totalCents),
    issueDate: invoice.issueDate.toISOString().slice(0, 10),
    dueDate: invoice.dueDate.toISOString().slice(0, 10),
    status: invoiceStatus(invoice, today),
    atcud: invoice.atcud,
  };
}

import { INVOICE_STATUS_LABELS } from "@/components/format";
import type { InvoiceStatus } from "@/lib/domains/invoices/invoice-view";

/**
 * A document's status as the pages show it. An open FT/ND with receipts reads «Parcialmente paga»
 * (and «vencida» once past due), where the API's `status` stays por_pagar/vencida and `paidCents`
 * says how much came in: the page must not call a half-paid invoice «Por pagar».
 */
export function invoiceStatusLabel(invoice: { status: InvoiceStatus; paidCents: number; openCents: number }): { label: string; className: string } {
  const partlyPaid = (invoice.status === "por_pagar" || invoice.status === "vencida") && invoice.paidCents > 0 && invoice.openCents > 0;
  if (!partlyPaid) return { label: INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status, className: `status status-${invoice.status}` };
  return { label: invoice.status === "vencida" ? "Parcialmente paga · vencida" : "Parcialmente paga", className: `status status-parcialmente_paga${invoice.status === "vencida" ? " status-vencida" : ""}` };
}

export function InvoiceStatusBadge({ invoice }: { invoice: { status: InvoiceStatus; paidCents: number; openCents: number } }) {
  const { label, className } = invoiceStatusLabel(invoice);
  return <span className={className}>{label}</span>;
}

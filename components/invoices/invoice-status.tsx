import { INVOICE_STATUS_LABELS } from "@/components/format";
import type { InvoiceStatus } from "@/lib/domains/invoices/invoice-view";

/**
 * A document's status as the pages show it: the API's `status` label. An overdue FT/ND that
 * already received part reads «Parcialmente paga · vencida» (the API says overdue and `paidCents`
 * tells how much came in): the page must not call a half-paid invoice just «Vencida».
 */
export function invoiceStatusLabel(invoice: { status: InvoiceStatus; paidCents: number; openCents: number }): { label: string; className: string } {
  if (invoice.status === "overdue" && invoice.paidCents > 0 && invoice.openCents > 0) return { label: "Parcialmente paga · vencida", className: "status status-partially_paid status-overdue" };
  return { label: INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status, className: `status status-${invoice.status}` };
}

export function InvoiceStatusBadge({ invoice }: { invoice: { status: InvoiceStatus; paidCents: number; openCents: number } }) {
  const { label, className } = invoiceStatusLabel(invoice);
  return <span className={className}>{label}</span>;
}

import type { InvoiceStatus } from "@/lib/domains/invoices/invoice-view";

/** `2026-11-22` → `22/11/2026`, the way dates are written in Portugal. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** Every ISO date (`2026-12-07`) inside a text written as `07/12/2026`; used on the assistant's replies. */
export function localDates(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, "$3/$2/$1");
}

export function daysLeftLabel(days: number): string {
  if (days === 0) return "hoje";
  if (days === 1) return "amanhã";
  return `em ${days} dias`;
}

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { paid: "Paga", partially_paid: "Parcialmente paga", unpaid: "Por pagar", overdue: "Vencida", credited: "Creditada", issued: "Emitida", annulled: "Anulada" };

const LISBON_DATE_TIME = new Intl.DateTimeFormat("pt-PT", { timeZone: "Europe/Lisbon", dateStyle: "short", timeStyle: "short" });

/** A moment as a person in Portugal reads it: `26/11/2026, 14:05` (Lisbon time). */
export function formatLisbonDateTime(moment: Date): string {
  return LISBON_DATE_TIME.format(moment);
}

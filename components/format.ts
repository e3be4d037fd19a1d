/** `2026-11-22` → `22/11/2026`, the way dates are written in Portugal. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

export function daysLeftLabel(days: number): string {
  if (days === 0) return "hoje";
  if (days === 1) return "amanhã";
  return `em ${days} dias`;
}

export const INVOICE_STATUS_LABELS: Record<string, string> = { paga: "Paga", por_pagar: "Por pagar", vencida: "Vencida", creditada: "Creditada", emitida: "Emitida", anulada: "Anulada" };

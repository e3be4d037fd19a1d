import { monthPeriod, quarterPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";

// Links of the VAT return page: its period in the query string, the periods around it, documents.

export type ReturnSearch = Record<string, string | string[] | undefined>;

const numberOf = (value: string | string[] | undefined) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** ano / trimestre / mes from the query string; the operation checks them against the company's regime. */
export function periodRequest(search: ReturnSearch): { ano?: number; trimestre?: number; mes?: number } {
  const request: { ano?: number; trimestre?: number; mes?: number } = {};
  for (const name of ["ano", "trimestre", "mes"] as const) {
    const value = numberOf(search[name]);
    if (value !== undefined) request[name] = value;
  }
  return request;
}

export function returnHref(period: ReturnSearch | ReportPeriod, extra: Record<string, string> = {}): string {
  const request = "inicio" in period ? { ano: period.ano, ...(period.trimestre ? { trimestre: period.trimestre } : { mes: period.mes! }) } : periodRequest(period);
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(request).map(([name, value]) => [name, String(value)])), ...extra });
  return `/calendario/iva?${query.toString()}`;
}

export function neighbourPeriods(period: ReportPeriod): { previous: ReportPeriod; next: ReportPeriod } {
  if (period.trimestre) {
    const index = period.ano * 4 + period.trimestre - 1;
    return { previous: quarterPeriod(Math.floor((index - 1) / 4), ((index - 1) % 4) + 1), next: quarterPeriod(Math.floor((index + 1) / 4), ((index + 1) % 4) + 1) };
  }
  const index = period.ano * 12 + period.mes! - 1;
  return { previous: monthPeriod(Math.floor((index - 1) / 12), ((index - 1) % 12) + 1), next: monthPeriod(Math.floor((index + 1) / 12), ((index + 1) % 12) + 1) };
}

/** Where a document of the return is shown: an issued invoice's page, or a purchase in the documents' review. */
export function documentHref(line: { documentKind: "invoice" | "expense"; documentId: string }): string {
  return line.documentKind === "invoice" ? `/faturas/${line.documentId}` : `/documentos?rever=${encodeURIComponent(line.documentId)}`;
}

/** The page of a calendar obligation's return, from its API path. */
export function returnPageOf(vatReturnPath: string): string {
  return vatReturnPath.replace("/api/v1/vat-return", "/calendario/iva");
}

import { monthPeriod, quarterPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";

// Links of the VAT return page: its period in the query string, the periods around it, documents.

export type ReturnSearch = Record<string, string | string[] | undefined>;

const numberOf = (value: string | string[] | undefined) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** The page's ano / trimestre / mes as the operation's year / quarter / month; the operation checks them against the company's regime. */
export function periodRequest(search: ReturnSearch): { year?: number; quarter?: number; month?: number } {
  const request: { year?: number; quarter?: number; month?: number } = {};
  for (const [pageName, name] of [["ano", "year"], ["trimestre", "quarter"], ["mes", "month"]] as const) {
    const value = numberOf(search[pageName]);
    if (value !== undefined) request[name] = value;
  }
  return request;
}

/** The page's own ano / trimestre / mes, kept as they are for the links between its views. */
function pagePeriod(search: ReturnSearch): Record<string, number> {
  return Object.fromEntries((["ano", "trimestre", "mes"] as const).flatMap((name) => (numberOf(search[name]) === undefined ? [] : [[name, numberOf(search[name])!]])));
}

export function returnHref(period: ReturnSearch | ReportPeriod, extra: Record<string, string> = {}): string {
  const request = "startDate" in period ? { ano: period.year, ...(period.quarter ? { trimestre: period.quarter } : { mes: period.month! }) } : pagePeriod(period);
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(request).map(([name, value]) => [name, String(value)])), ...extra });
  return `/calendario/iva?${query.toString()}`;
}

export function neighbourPeriods(period: ReportPeriod): { previous: ReportPeriod; next: ReportPeriod } {
  if (period.quarter) {
    const index = period.year * 4 + period.quarter - 1;
    return { previous: quarterPeriod(Math.floor((index - 1) / 4), ((index - 1) % 4) + 1), next: quarterPeriod(Math.floor((index + 1) / 4), ((index + 1) % 4) + 1) };
  }
  const index = period.year * 12 + period.month! - 1;
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

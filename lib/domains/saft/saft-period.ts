import { z } from "zod";
import { ApiError } from "@/lib/core/api-error";
import { monthPeriod, quarterPeriod, yearPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";

// The period a SAF-T file covers: a month (the monthly communication of invoices, due on the 5th),
// a quarter, or a whole year. Query strings arrive as text, hence the coercion.

export const saftPeriodInput = z.object({
  year: z.coerce.number().int().min(2000).max(2100).describe("Fiscal year of the file.").meta({ examples: [2026] }),
  month: z.coerce.number().int().min(1).max(12).optional().describe("A month of that year (the monthly e-Fatura communication). Not with `quarter`.").meta({ examples: [10] }),
  quarter: z.coerce.number().int().min(1).max(4).optional().describe("A quarter of that year. Not with `month`. Without either, the whole year."),
});

export type SaftPeriodInput = z.output<typeof saftPeriodInput>;

export function saftPeriod(input: SaftPeriodInput): ReportPeriod {
  if (input.month !== undefined && input.quarter !== undefined) {
    throw new ApiError("validation_error", "Send month or quarter, not both.", { details: [{ path: "quarter", message: "not with month" }] });
  }
  if (input.month !== undefined) return monthPeriod(input.year, input.month);
  if (input.quarter !== undefined) return quarterPeriod(input.year, input.quarter);
  return yearPeriod(input.year);
}

/** e.g. `SAFT-PT_508123453_2026-10.xml`, `…_2026-T3.xml`, `…_2026.xml`; a sandbox's file ends `_TESTE.xml`. */
export function saftFileName(company: { nif: string; livemode: boolean }, period: ReportPeriod): string {
  const suffix = period.month ? `-${String(period.month).padStart(2, "0")}` : period.quarter ? `-T${period.quarter}` : "";
  return `SAFT-PT_${company.nif}_${period.year}${suffix}${company.livemode ? "" : "_TESTE"}.xml`;
}

import { z } from "zod";
import { ApiError } from "@/lib/core/api-error";
import { monthPeriod, quarterPeriod, yearPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";

// The period a SAF-T file covers: a month (the monthly communication of invoices, due on the 5th),
// a quarter, or a whole year. Query strings arrive as text, hence the coercion.

export const saftPeriodInput = z.object({
  ano: z.coerce.number().int().min(2000).max(2100).describe("Fiscal year of the file.").meta({ examples: [2026] }),
  mes: z.coerce.number().int().min(1).max(12).optional().describe("A month of that year (the monthly e-Fatura communication). Not with `trimestre`.").meta({ examples: [10] }),
  trimestre: z.coerce.number().int().min(1).max(4).optional().describe("A quarter of that year. Not with `mes`. Without either, the whole year."),
});

export type SaftPeriodInput = z.output<typeof saftPeriodInput>;

export function saftPeriod(input: SaftPeriodInput): ReportPeriod {
  if (input.mes !== undefined && input.trimestre !== undefined) {
    throw new ApiError("validation_error", "Send mes or trimestre, not both.", { details: [{ path: "trimestre", message: "not with mes" }] });
  }
  if (input.mes !== undefined) return monthPeriod(input.ano, input.mes);
  if (input.trimestre !== undefined) return quarterPeriod(input.ano, input.trimestre);
  return yearPeriod(input.ano);
}

/** e.g. `SAFT-PT_508123453_2026-10.xml`, `…_2026-T3.xml`, `…_2026.xml`; a sandbox's file ends `_TESTE.xml`. */
export function saftFileName(company: { nif: string; livemode: boolean }, period: ReportPeriod): string {
  const suffix = period.mes ? `-${String(period.mes).padStart(2, "0")}` : period.trimestre ? `-T${period.trimestre}` : "";
  return `SAFT-PT_${company.nif}_${period.ano}${suffix}${company.livemode ? "" : "_TESTE"}.xml`;
}

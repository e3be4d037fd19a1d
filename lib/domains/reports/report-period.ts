import { z } from "zod";
import { isoDate, lastDayOfMonth } from "@/lib/core/dates";

// A period of the books: a year, one of its quarters, or one of its months.

export const reportPeriodSchema = z
  .object({
    tipo: z.enum(["ano", "trimestre", "mes"]),
    ano: z.number().int(),
    trimestre: z.number().int().min(1).max(4).nullable(),
    mes: z.number().int().min(1).max(12).nullable(),
    label: z.string().describe("e.g. '1.º trimestre de 2026', 'março de 2026', '2026'."),
    inicio: z.string().describe("YYYY-MM-DD"),
    fim: z.string().describe("YYYY-MM-DD"),
  })
  .meta({ id: "ReportPeriod" });

export type ReportPeriod = z.output<typeof reportPeriodSchema>;

const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

export function yearPeriod(year: number): ReportPeriod {
  return { tipo: "ano", ano: year, trimestre: null, mes: null, label: String(year), inicio: isoDate(year, 1, 1), fim: isoDate(year, 12, 31) };
}

export function quarterPeriod(year: number, quarter: number): ReportPeriod {
  const firstMonth = (quarter - 1) * 3 + 1;
  return {
    tipo: "trimestre", ano: year, trimestre: quarter, mes: null, label: `${quarter}.º trimestre de ${year}`,
    inicio: isoDate(year, firstMonth, 1), fim: isoDate(year, firstMonth + 2, lastDayOfMonth(year, firstMonth + 2)),
  };
}

export function monthPeriod(year: number, month: number): ReportPeriod {
  return { tipo: "mes", ano: year, trimestre: null, mes: month, label: `${MONTH_NAMES[month - 1]} de ${year}`, inicio: isoDate(year, month, 1), fim: isoDate(year, month, lastDayOfMonth(year, month)) };
}

/** The months (1–12) a period covers. */
export function monthsOf(period: ReportPeriod): number[] {
  if (period.tipo === "mes") return [period.mes!];
  if (period.tipo === "trimestre") return [1, 2, 3].map((offset) => (period.trimestre! - 1) * 3 + offset);
  return Array.from({ length: 12 }, (_, index) => index + 1);
}

import { z } from "zod";
import { isoDate, lastDayOfMonth } from "@/lib/core/dates";

// A period of the books: a year, one of its quarters, or one of its months.

export const reportPeriodSchema = z
  .object({
    type: z.enum(["year", "quarter", "month"]),
    year: z.number().int(),
    quarter: z.number().int().min(1).max(4).nullable(),
    month: z.number().int().min(1).max(12).nullable(),
    label: z.string().describe("e.g. '1.º trimestre de 2026', 'março de 2026', '2026'."),
    startDate: z.string().describe("YYYY-MM-DD"),
    endDate: z.string().describe("YYYY-MM-DD"),
  })
  .meta({ id: "ReportPeriod" });

export type ReportPeriod = z.output<typeof reportPeriodSchema>;

const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

export function yearPeriod(year: number): ReportPeriod {
  return { type: "year", year, quarter: null, month: null, label: String(year), startDate: isoDate(year, 1, 1), endDate: isoDate(year, 12, 31) };
}

export function quarterPeriod(year: number, quarter: number): ReportPeriod {
  const firstMonth = (quarter - 1) * 3 + 1;
  return {
    type: "quarter", year, quarter, month: null, label: `${quarter}.º trimestre de ${year}`,
    startDate: isoDate(year, firstMonth, 1), endDate: isoDate(year, firstMonth + 2, lastDayOfMonth(year, firstMonth + 2)),
  };
}

export function monthPeriod(year: number, month: number): ReportPeriod {
  return { type: "month", year, quarter: null, month, label: `${MONTH_NAMES[month - 1]} de ${year}`, startDate: isoDate(year, month, 1), endDate: isoDate(year, month, lastDayOfMonth(year, month)) };
}

/** The months (1–12) a period covers. */
export function monthsOf(period: ReportPeriod): number[] {
  if (period.type === "month") return [period.month!];
  if (period.type === "quarter") return [1, 2, 3].map((offset) => (period.quarter! - 1) * 3 + offset);
  return Array.from({ length: 12 }, (_, index) => index + 1);
}

import { z } from "zod";

// The period parameters of the return's operations (the company's regime says which one applies).

export const periodInput = {
  year: z.coerce.number().int().min(2000).max(2100).optional().describe("Year of the return (default: the current year).").meta({ examples: [2026] }),
  quarter: z.coerce.number().int().min(1).max(4).optional().describe("Quarter, for a company in the quarterly regime (default: the current quarter).").meta({ examples: [3] }),
  month: z.coerce.number().int().min(1).max(12).optional().describe("Month, for a company in the monthly regime (default: the current month)."),
};

/** The query string of a period, for links between the return and its fields. */
export function periodQuery(period: { year: number; quarter: number | null; month: number | null }): string {
  return `year=${period.year}&${period.quarter !== null ? `quarter=${period.quarter}` : `month=${period.month}`}`;
}

/** The same period in the query string of the return's web page (/calendario/iva, Portuguese like the app's other pages). */
export function pagePeriodQuery(period: { year: number; quarter: number | null; month: number | null }): string {
  return `ano=${period.year}&${period.quarter !== null ? `trimestre=${period.quarter}` : `mes=${period.month}`}`;
}

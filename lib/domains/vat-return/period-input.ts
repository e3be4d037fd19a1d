import { z } from "zod";

// The period parameters of the return's operations (the company's regime says which one applies).

export const periodInput = {
  ano: z.coerce.number().int().min(2000).max(2100).optional().describe("Year of the return (default: the current year).").meta({ examples: [2026] }),
  trimestre: z.coerce.number().int().min(1).max(4).optional().describe("Quarter, for a company in the quarterly regime (default: the current quarter).").meta({ examples: [3] }),
  mes: z.coerce.number().int().min(1).max(12).optional().describe("Month, for a company in the monthly regime (default: the current month)."),
};

/** The query string of a period, for links between the return and its fields. */
export function periodQuery(period: { ano: number; trimestre: number | null; mes: number | null }): string {
  return `ano=${period.ano}&${period.trimestre !== null ? `trimestre=${period.trimestre}` : `mes=${period.mes}`}`;
}

import { z } from "zod";
import { database } from "@/lib/core/db";
import { DEFAULT_SERIES_CODE, seriesLabel, type InvoiceTypeCode } from "./series";

// How an invoice series is shown (the settings page, list_invoice_series, create_invoice_series).

export const invoiceSeriesSchema = z.object({
  id: z.string(),
  type: z.enum(["FT", "FR", "FS", "NC", "ND", "RC"]).describe("Document type the series numbers."),
  year: z.number().int(),
  code: z.string().describe('The series\' own code; "" for the type\'s default series.'),
  seriesCode: z.string().describe("The series as documents name it: `FT 2026` (default) or `FT A-2026`; a document is `<seriesCode>/<number>`."),
  validationCode: z.string().describe("Simulated AT validation code; a document's ATCUD is `<validationCode>-<number>`."),
  lastNumber: z.number().int().describe("Last number issued (0 before the first document)."),
});
export type InvoiceSeriesView = z.infer<typeof invoiceSeriesSchema>;

interface SeriesRow {
  id: string;
  type: InvoiceTypeCode;
  year: number;
  code: string;
  validationCode: string;
  lastNumber: number;
}

export function invoiceSeriesView(row: SeriesRow): InvoiceSeriesView {
  return { id: row.id, type: row.type, year: row.year, code: row.code, seriesCode: seriesLabel(row.type, row.year, row.code), validationCode: row.validationCode, lastNumber: row.lastNumber };
}

/** The company's series, newest year first, the default series before coded ones. */
export async function loadInvoiceSeries(companyId: string): Promise<InvoiceSeriesView[]> {
  const rows = await database().invoiceSeries.findMany({
    where: { companyId },
    orderBy: [{ year: "desc" }, { type: "asc" }, { code: "asc" }],
    select: { id: true, type: true, year: true, code: true, validationCode: true, lastNumber: true },
    take: 500,
  });
  return rows.map(invoiceSeriesView);
}

export { DEFAULT_SERIES_CODE };

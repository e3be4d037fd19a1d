import iconv from "iconv-lite";
import { z } from "zod";
import { database } from "@/lib/core/db";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { reportPeriodSchema } from "@/lib/domains/reports/report-period";
import { saftFileName, saftPeriod, saftPeriodInput, type SaftPeriodInput } from "./saft-period";
import { loadSaftSource } from "./saft-source";
import { readAll, windows1252Stream } from "./saft-stream";
import { saftXmlChunks } from "./saft-xml";
import { SAFT_ENCODING } from "./xml-text";

// export_saft as an agent tool (MCP, the assistant). A tool answers JSON, not a file, so it answers
// what the file holds (period, control totals, how many customers, products, documents) and where to
// download it with the same key; for a small period (up to INLINE_DOCUMENT_LIMIT documents) the XML
// itself comes along as text, so an agent without HTTP access can still hand it over.

export const INLINE_DOCUMENT_LIMIT = 100;

function downloadPath(input: SaftPeriodInput): string {
  const query = new URLSearchParams({ year: String(input.year) });
  if (input.month !== undefined) query.set("month", String(input.month));
  if (input.quarter !== undefined) query.set("quarter", String(input.quarter));
  return `/api/v1/saft?${query}`;
}

export const exportSaftForAgents = defineOperation({
  name: "export_saft",
  title: "SAF-T (PT) invoicing file",
  description:
    "Prepares the SAF-T (PT) 1.04_01 invoicing file (the one uploaded to e-Fatura by the 5th of the following month) of a month (`month`), a quarter (`quarter`) or a year (`year` alone), and answers its summary: period, control totals (NumberOfEntries, TotalDebit, TotalCredit in cents), customers, products and receipts counted, the file name, and `downloadPath` (GET it with the same API key: Windows-1252 XML). When the period has at most 100 documents, `xml` holds the file's text too. Simulated: hashes are not AT-registered signatures, certificate number 0.",
  scope: "read",
  http: { method: "GET", path: "/saft" },
  input: saftPeriodInput,
  output: z.object({
    period: reportPeriodSchema,
    fileName: z.string(),
    downloadPath: z.string().describe("GET this path (with the same API key) for the file, as application/xml in Windows-1252."),
    numberOfEntries: z.number().int().describe("Sales documents in the file (annulled ones included)."),
    totalDebitCents: z.number().int().describe("Sum of the debit lines (credit notes) of documents not annulled."),
    totalCreditCents: z.number().int().describe("Sum of the credit lines (invoices, debit notes) of documents not annulled."),
    customers: z.number().int(),
    products: z.number().int(),
    payments: z.number().int().describe("Receipts in the Payments section."),
    xml: z.string().nullable().describe(`The file's text when the period has at most ${INLINE_DOCUMENT_LIMIT} documents; null otherwise (download it).`),
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const period = saftPeriod(input);
    const source = await loadSaftSource(database(), context.companyId, period, context.now());
    const small = source.salesTotals.numberOfEntries + source.paymentTotals.numberOfEntries <= INLINE_DOCUMENT_LIMIT;
    const xml = small ? iconv.decode(Buffer.from(await readAll(windows1252Stream(saftXmlChunks(source)))), SAFT_ENCODING) : null;
    return {
      period: period,
      fileName: saftFileName(source.company, period),
      downloadPath: downloadPath(input),
      numberOfEntries: source.salesTotals.numberOfEntries,
      totalDebitCents: source.salesTotals.totalDebitCents,
      totalCreditCents: source.salesTotals.totalCreditCents,
      customers: source.customers.length,
      products: source.products.length,
      payments: source.paymentTotals.numberOfEntries,
      xml,
    };
  },
});

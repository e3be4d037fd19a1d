import { z } from "zod";
import { database } from "@/lib/core/db";
import { isoDate, lisbonToday, toUtcDate } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { signedCents } from "@/lib/domains/invoices/document-sums";
import { lit, sqlOf } from "@/lib/core/db/sql";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { type KeysetColumn, MAX_PAGE_LIMIT, pageInMemory, pageInput, pageOutput } from "@/lib/kernel/pagination";
import { receivablesOf } from "@/lib/domains/receivables/receivables";
import { centsOrZero, deductibleVat, expenseCost } from "./expense-cost";
import { monthPeriod, quarterPeriod, type ReportPeriod, yearPeriod } from "./report-period";

// The provenance of the financial report's figures (issue #32): each of revenue, expenses, VAT
// balance and receivables listed document by document, with the same rules as get_financial_report,
// so that the lines add up to the figure to the cent and no figure on the dashboard is a dead end.

export const REPORT_METRICS = ["revenue", "expenses", "vatBalance", "receivables"] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

const METRIC_LABELS: Record<ReportMetric, string> = {
  revenue: "Receitas (sem IVA, notas de crédito subtraídas)",
  expenses: "Despesas (valor sem IVA mais o IVA não dedutível)",
  vatBalance: "Saldo do IVA (liquidado − dedutível)",
  receivables: "Por receber (em aberto hoje nos documentos emitidos até ao fim do ano)",
};

const lineSchema = z
  .object({
    id: z.string().describe("Unique within the list: the document and the part of it."),
    documentKind: z.enum(["invoice", "expense"]).describe("invoice = a document the company issued (get_invoice); expense = a purchase document (get_document)."),
    documentId: z.string(),
    document: z.string().describe("The document's number, e.g. `FT 2026/17`, or supplier and number for a purchase."),
    date: z.string().describe("YYYY-MM-DD: issue date (sales) or document date (purchases)."),
    detail: z.string().describe("What of the document counts: net, VAT charged, VAT deducted, what is open."),
    amountCents: z.number().int().describe("What the document adds to the figure (negative for a credit note, or deductible VAT in the VAT balance)."),
    amount: z.string(),
  })
  .meta({ id: "FinancialReportLine" });

type Line = z.output<typeof lineSchema>;

const ORDER: KeysetColumn[] = [
  { field: "date", kind: "string", direction: "asc" },
  { field: "id", kind: "string", direction: "asc" },
];

const line = (documentKind: Line["documentKind"], documentId: string, document: string, date: string, detail: string, amountCents: number, part = ""): Line => ({
  id: `${documentId}${part}`, documentKind, documentId, document, date, detail, amountCents, amount: formatEuros(amountCents),
});

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

/** The documents behind one figure of get_financial_report, for its period (the year, or `periodo`'s quarter or month). */
export async function reportLines(companyId: string, metric: ReportMetric, period: ReportPeriod, year: number): Promise<Line[]> {
  const db = database();
  const from = toUtcDate(period.startDate);
  const to = toUtcDate(period.endDate);
  const purchaseName = (row: { supplierName: string | null; documentNumber: string | null; fileName: string }) => [row.supplierName, row.documentNumber].filter(Boolean).join(" ") || row.fileName;
  if (metric === "receivables") {
    const { openDocuments } = await receivablesOf(companyId, isoDate(year, 12, 31), { issuedUpTo: isoDate(year, 12, 31) });
    return openDocuments.map((document) => line("invoice", document.id, document.display, document.issueDate, "Em aberto: total − retenção − creditado − recebido", document.openCents));
  }
  /** The period's documents not annulled, with `column` signed as it counts in totals. */
  const signedInvoices = (column: "netCents" | "vatCents") =>
    sqlOf(db)
      .selectFrom("Invoice")
      .select((eb) => ["id", "display", "issueDate", eb.cast<bigint>(signedCents(eb, column), "bigint").as("cents")])
      .where("companyId", "=", companyId)
      .where("annulledAt", "is", null)
      .where((eb) => eb.between("issueDate", from, to))
      .execute();
  if (metric === "revenue") {
    const rows = await signedInvoices("netCents");
    return rows.map((row) => line("invoice", row.id, row.display, day(row.issueDate), Number(row.cents) < 0 ? "Nota de crédito: valor sem IVA subtraído" : "Valor sem IVA", Number(row.cents)));
  }
  const purchases = await sqlOf(db)
    .selectFrom("ExpenseDocument")
    .select((eb) => [
      "id",
      "supplierName",
      "documentNumber",
      "fileName",
      "documentDate",
      eb.cast<bigint>(expenseCost(eb), "bigint").as("cost"),
      eb.cast<bigint>(centsOrZero(eb, "selfAssessedVatCents"), "bigint").as("selfassessed"),
      eb.cast<bigint>(deductibleVat(eb), "bigint").as("deductible"),
    ])
    .where("companyId", "=", companyId)
    .where("status", "=", lit("archived"))
    .where((eb) => eb.between("documentDate", from, to))
    .execute();
  if (metric === "expenses") return purchases.map((row) => line("expense", row.id, purchaseName(row), day(row.documentDate), "Valor sem IVA mais o IVA não dedutível", Number(row.cost)));
  const sales = await signedInvoices("vatCents");
  return [
    ...sales.filter((row) => row.cents !== 0n).map((row) => line("invoice", row.id, row.display, day(row.issueDate), Number(row.cents) < 0 ? "IVA regularizado por nota de crédito" : "IVA liquidado", Number(row.cents))),
    // Reverse charge: the VAT self-assessed is due (+) and, where deductible, deducted (−) on the same document.
    ...purchases.flatMap((row) => [
      ...(row.selfassessed !== 0n ? [line("expense", row.id, purchaseName(row), day(row.documentDate), "IVA autoliquidado (inversão do sujeito passivo)", Number(row.selfassessed), ":due")] : []),
      ...(row.deductible !== 0n ? [line("expense", row.id, purchaseName(row), day(row.documentDate), "IVA dedutível (CIVA arts. 20.º–21.º)", -Number(row.deductible), ":deducted")] : []),
    ]),
  ];
}

export const getFinancialReportLines = defineOperation({
  name: "get_financial_report_lines",
  title: "Documents behind a financial report figure",
  description:
    "Lists the documents that make one figure of get_financial_report, oldest first, " + MAX_PAGE_LIMIT + " per page at most (pass `nextCursor` back as `cursor`); the lines add up to the figure to the cent. `metric`: `revenue` (net of each issued document, credit notes negative), `expenses` (each archived purchase: net plus non-deductible VAT), `vatBalance` (VAT charged per issued document, self-assessed VAT on reverse-charge purchases, minus the deductible VAT of each purchase) or `receivables` (what is open today on each FT/ND issued up to the year's end). `year`, `quarter`, `month` are get_financial_report's (the period's figure is in its `period`; receivables are the year's). An unknown metric is a 404.",
  scope: "read",
  // Reads every document of the period (and, for the return, the e-Fatura feed): capped like the report.
  cost: "heavy",
  http: { method: "GET", path: "/reports/financial/{metric}" },
  input: z.object({
    metric: z.string().min(1).max(40).describe("`revenue`, `expenses`, `vatBalance` or `receivables`.").meta({ examples: ["revenue"] }),
    year: z.coerce.number().int().min(2000).max(2100).optional().describe("Year (as get_financial_report's; default: the current year).").meta({ examples: [2026] }),
    quarter: z.coerce.number().int().min(1).max(4).optional().describe("Only this quarter of the year (not with `month`)."),
    month: z.coerce.number().int().min(1).max(12).optional().describe("Only this month of the year (not with `quarter`)."),
    ...pageInput(50, "lines"),
  }),
  output: z.object({
    metric: z.enum(REPORT_METRICS),
    label: z.string(),
    period: z.object({ label: z.string(), startDate: z.string(), endDate: z.string() }).describe("The period of the figure (receivables: documents issued up to endDate's year end, open today)."),
    amountCents: z.number().int().describe("The figure: the sum of all its lines (every page)."),
    amount: z.string(),
    lines: z.array(lineSchema),
    ...pageOutput,
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    if (!(REPORT_METRICS as readonly string[]).includes(input.metric)) {
      throw new ApiError("not_found", `The report has no metric '${input.metric}' (metrics: ${REPORT_METRICS.join(", ")}).`, { pt: `A métrica «${input.metric}» não existe no relatório (métricas: ${REPORT_METRICS.join(", ")}).` });
    }
    if (input.quarter !== undefined && input.month !== undefined) throw new ApiError("validation_error", "Send quarter or month, not both.", { details: [{ path: "month", message: "not with quarter" }] });
    const metric = input.metric as ReportMetric;
    const year = input.year ?? Number(lisbonToday(context.now()).slice(0, 4));
    const period = input.quarter !== undefined ? quarterPeriod(year, input.quarter) : input.month !== undefined ? monthPeriod(year, input.month) : yearPeriod(year);
    const lines = (await reportLines(context.companyId, metric, period, year)).filter((entry) => entry.amountCents !== 0);
    const amountCents = lines.reduce((sum, entry) => sum + entry.amountCents, 0);
    const page = pageInMemory(`report-${metric}-${period.startDate}-${period.endDate}`, lines, input, ORDER);
    return {
      metric, label: METRIC_LABELS[metric], period: { label: period.label, startDate: period.startDate, endDate: metric === "receivables" ? isoDate(year, 12, 31) : period.endDate },
      amountCents, amount: formatEuros(amountCents), lines: page.rows, nextCursor: page.nextCursor, hasMore: page.hasMore,
    };
  },
});

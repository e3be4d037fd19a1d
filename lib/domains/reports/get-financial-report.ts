import { z } from "zod";
import { database } from "@/lib/core/db";
import { isoDate, lisbonToday, toUtcDate } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { signedCents } from "@/lib/domains/invoices/document-sums";
import type { ExpressionBuilder } from "kysely";
import { type DB, lit, sql, sqlOf } from "@/lib/core/db/sql";
import { receivablesOf } from "@/lib/domains/receivables/receivables";
import { money } from "@/lib/core/schemas";
import { centsOrZero, deductibleVat, expenseCost } from "./expense-cost";
import { monthPeriod, monthsOf, quarterPeriod, reportPeriodSchema, yearPeriod, type ReportPeriod } from "./report-period";

const reportInput = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().describe("Year of the report (default: the current year).").meta({ examples: [2026] }),
  quarter: z.coerce.number().int().min(1).max(4).optional().describe("Also give the figures of this quarter of the year in `period` (not with `month`).").meta({ examples: [3] }),
  month: z.coerce.number().int().min(1).max(12).optional().describe("Also give the figures of this month of the year in `period` (not with `quarter`)."),
});

const topCategories = z
  .array(z.object({ category: z.string(), ...money("amount", "Expenses of the category: net plus non-deductible VAT"), percentage: z.number().describe("Share of the period's expenses, in percent (one decimal).") }))
  .max(5);

const periodFigures = reportPeriodSchema
  .extend({
    ...money("revenue", "Net revenue of the period (VAT excluded)"),
    ...money("expenses", "Expenses of the period: net plus the VAT that may not be deducted (a cost: NCRF 18 §11, NCRF 7 §17)"),
    ...money("result", "Revenue minus expenses"),
    ...money("vatCharged", "VAT charged on invoices issued in the period, plus VAT self-assessed on reverse-charge purchases"),
    ...money("vatPaid", "VAT on archived expenses dated in the period, deductible or not"),
    ...money("vatDeductible", "The deductible part of it (CIVA art. 20.º–21.º by expense category)"),
    ...money("vatBalance", "VAT balance of the period (positive = to pay)"),
    topExpenseCategories: topCategories.describe("The period's five largest expense categories, largest first."),
  })
  .meta({ id: "ReportPeriodFigures" });

export type ReportPeriodFigures = z.output<typeof periodFigures>;

const monthSchema = z.object({
  month: z.number().int().min(1).max(12),
  ...money("revenue", "Net revenue of the month (VAT excluded)"),
  ...money("expenses", "Expenses of the month: net plus non-deductible VAT"),
  ...money("result", "Revenue minus expenses"),
});

const reportOutput = z
  .object({
    ano: z.number().int(),
    ...money("receitasLiquidas", "Net revenue: invoices and debit notes issued in the year minus credit notes, VAT excluded; annulled documents excluded"),
    ...money("expenses", "Expenses: archived expense documents dated in the year, net plus the VAT that may not be deducted (non-deductible VAT is a cost: NCRF 18 §11, NCRF 7 §17); deductible VAT excluded"),
    ...money("result", "Result: revenue minus expenses"),
    ...money("vatCharged", "VAT charged on invoices and debit notes minus VAT regularised by credit notes (CIVA art. 78.º)"),
    ...money("vatPaid", "VAT on the year's archived expenses, deductible or not"),
    ...money("vatDeductible", "Deductible VAT on expenses: only the part CIVA art. 20.º–21.º allows by category (meals and travel 0 %, diesel 50 %, gasoline 0 %)"),
    ...money("vatBalance", "VAT balance: charged minus deductible (positive = to pay)"),
    ...money("porCobrar", "Receivables today on FT and ND issued up to the end of the year, earlier years included (total − withholding − credited − received, summed per document): for the current year, the same figure as the briefing's `porCobrar` and the clients' `open`"),
    issuedInvoiceCount: z.number().int().describe("Invoices (FT, FR, FS) issued in the year and not annulled."),
    monthlyEvolution: z.array(monthSchema).length(12),
    period: periodFigures.describe("The figures of the quarter or month asked for with `quarter` or `month`; of the whole year otherwise."),
    topExpenseCategories: topCategories.describe("The year's five largest expense categories, largest first (`percentage`: share of the year's expenses)."),
  })
  .meta({ id: "FinancialReport" });

/** The five largest categories of some months' expenses (ties by name), each with its share of `total`. */
function largestCategories(rows: { category: string; net: bigint }[], total: number) {
  const byCategory = new Map<string, number>();
  for (const row of rows) byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + Number(row.net));
  return [...byCategory]
    .sort(([nameA, centsA], [nameB, centsB]) => centsB - centsA || nameA.localeCompare(nameB))
    .slice(0, 5)
    .map(([category, cents]) => ({ category, amountCents: cents, amount: formatEuros(cents), percentage: total > 0 ? Math.round((cents / total) * 1000) / 10 : 0 }));
}

/** The month (1–12) of a date column, as an integer named `month`. */
function monthOf<Table extends "Invoice" | "ExpenseDocument">(eb: ExpressionBuilder<DB, Table>, column: "issueDate" | "documentDate") {
  return eb.cast<number>(sql`EXTRACT(MONTH FROM ${sql.ref(column)})`, "integer").as("month");
}

type MonthlySum = { month: number; net: bigint; vat: bigint; deductible?: bigint; selfassessed?: bigint; invoices?: bigint };

export async function financialReport(companyId: string, year: number, period: ReportPeriod = yearPeriod(year)): Promise<z.output<typeof reportOutput>> {
  const db = database();
  const start = toUtcDate(isoDate(year, 1, 1));
  const end = toUtcDate(isoDate(year, 12, 31));
  // The year's sales documents are read once: revenue, VAT and the invoice count per month come from
  // the same rows (annulled ones count only where their FILTER lets them).
  const q = sqlOf(db);
  const archivedExpenses = q
    .selectFrom("ExpenseDocument")
    .where("companyId", "=", companyId)
    .where("status", "=", lit("archived"))
    .where((eb) => eb.between("documentDate", start, end));
  const [revenueByMonth, expensesByMonth, categories, receivables] = await Promise.all([
    q
      .selectFrom("Invoice")
      .select((eb) => {
        const kept = eb("annulledAt", "is", null);
        return [
          monthOf(eb, "issueDate"),
          eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum(signedCents(eb, "netCents")).filterWhere(kept), sql.lit(0)), "bigint").as("net"),
          eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum(signedCents(eb, "vatCents")).filterWhere(kept), sql.lit(0)), "bigint").as("vat"),
          eb.cast<bigint>(eb.fn.countAll().filterWhere(eb.and([eb("type", "in", [lit("FT"), lit("FR"), lit("FS")]), kept])), "bigint").as("invoices"),
        ];
      })
      .where("companyId", "=", companyId)
      .where((eb) => eb.between("issueDate", start, end))
      .groupBy(sql`1`)
      .execute(),
    archivedExpenses
      .select((eb) => [
        monthOf(eb, "documentDate"),
        eb.cast<bigint>(eb.fn.sum(expenseCost(eb)), "bigint").as("net"),
        eb.cast<bigint>(eb.fn.sum(eb(centsOrZero(eb, "vatCents"), "+", centsOrZero(eb, "selfAssessedVatCents"))), "bigint").as("vat"),
        eb.cast<bigint>(eb.fn.sum(deductibleVat(eb)), "bigint").as("deductible"),
        eb.cast<bigint>(eb.fn.sum(centsOrZero(eb, "selfAssessedVatCents")), "bigint").as("selfassessed"),
      ])
      .groupBy(sql`1`)
      .execute(),
    archivedExpenses
      .select((eb) => [monthOf(eb, "documentDate"), eb.fn.coalesce("category", sql.lit("outros")).as("category"), eb.cast<bigint>(eb.fn.sum(expenseCost(eb)), "bigint").as("net")])
      .groupBy([sql`1`, sql`2`])
      .execute(),
    // What is open today on everything issued by the year's end (a past year's report keeps the
    // documents of earlier years that are still unpaid, as the balance sheet would).
    receivablesOf(companyId, isoDate(year, 12, 31), { issuedUpTo: isoDate(year, 12, 31) }),
  ]);
  const revenue = new Map(revenueByMonth.map((row) => [row.month, row]));
  const expenses = new Map(expensesByMonth.map((row) => [row.month, row]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const receitas = Number(revenue.get(index + 1)?.net ?? 0n);
    const despesas = Number(expenses.get(index + 1)?.net ?? 0n);
    return { month: index + 1, revenueCents: receitas, revenue: formatEuros(receitas), expensesCents: despesas, expenses: formatEuros(despesas), resultCents: receitas - despesas, result: formatEuros(receitas - despesas) };
  });
  const sum = (rows: MonthlySum[], field: "net" | "vat" | "deductible" | "selfassessed" | "invoices") => rows.reduce((total, row) => total + Number(row[field] ?? 0n), 0);
  const receitasLiquidas = sum(revenueByMonth, "net");
  const despesas = sum(expensesByMonth, "net");
  // Reverse charge: the VAT self-assessed on purchases is due as well as deductible (CIVA art. 2.º, n.º 1, al. i)/j)).
  const ivaLiquidado = sum(revenueByMonth, "vat") + sum(expensesByMonth, "selfassessed");
  const ivaSuportado = sum(expensesByMonth, "vat");
  const ivaDedutivel = sum(expensesByMonth, "deductible");
  const porCobrar = receivables.company.openCents;
  const invoiceCount = sum(revenueByMonth, "invoices");
  const inPeriod = (rows: MonthlySum[]) => rows.filter((row) => monthsOf(period).includes(row.month));
  const periodRevenue = sum(inPeriod(revenueByMonth), "net");
  const periodExpenses = sum(inPeriod(expensesByMonth), "net");
  const periodVatCharged = sum(inPeriod(revenueByMonth), "vat") + sum(inPeriod(expensesByMonth), "selfassessed");
  const periodVatPaid = sum(inPeriod(expensesByMonth), "vat");
  const periodVatDeductible = sum(inPeriod(expensesByMonth), "deductible");
  const amount = <Name extends string>(name: Name, cents: number) => ({ [`${name}Cents`]: cents, [name]: formatEuros(cents) }) as Record<`${Name}Cents`, number> & Record<Name, string>;
  return {
    ano: year,
    ...amount("receitasLiquidas", receitasLiquidas),
    ...amount("expenses", despesas),
    ...amount("result", receitasLiquidas - despesas),
    ...amount("vatCharged", ivaLiquidado),
    ...amount("vatPaid", ivaSuportado),
    ...amount("vatDeductible", ivaDedutivel),
    ...amount("vatBalance", ivaLiquidado - ivaDedutivel),
    ...amount("porCobrar", porCobrar),
    issuedInvoiceCount: invoiceCount,
    monthlyEvolution: months,
    period: {
      ...period,
      ...amount("revenue", periodRevenue),
      ...amount("expenses", periodExpenses),
      ...amount("result", periodRevenue - periodExpenses),
      ...amount("vatCharged", periodVatCharged),
      ...amount("vatPaid", periodVatPaid),
      ...amount("vatDeductible", periodVatDeductible),
      ...amount("vatBalance", periodVatCharged - periodVatDeductible),
      topExpenseCategories: largestCategories(categories.filter((row) => monthsOf(period).includes(row.month)), periodExpenses),
    },
    topExpenseCategories: largestCategories(categories, despesas),
  };
}

export const getFinancialReport = defineOperation({
  name: "get_financial_report",
  title: "Financial report",
  description:
    "Returns the year's key figures: net revenue, expenses, result, VAT charged and deductible with the balance, receivables (what is still open on FT and ND, all years up to the year's end), the month-by-month evolution and the top 5 expense categories. Money comes as integer cents (`…Cents`) and formatted euros. Use it to answer how the business is doing. For a quarter (e.g. its VAT balance before the periodic return) or a month, pass `quarter` or `month`: `period` then holds that period's revenue, expenses, result, VAT and top expense categories.",
  scope: "read",
  cost: "heavy",
  http: { method: "GET", path: "/reports/financial" },
  input: reportInput,
  output: reportOutput,
  hints: HINTS.readOnly,
  async run(context, input) {
    const year = input.year ?? Number(lisbonToday(context.now()).slice(0, 4));
    if (input.quarter !== undefined && input.month !== undefined) {
      throw new ApiError("validation_error", "Send quarter or month, not both.", { details: [{ path: "month", message: "not with quarter" }] });
    }
    const period = input.quarter !== undefined ? quarterPeriod(year, input.quarter) : input.month !== undefined ? monthPeriod(year, input.month) : yearPeriod(year);
    return financialReport(context.companyId, year, period);
  },
});

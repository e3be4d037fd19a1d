import { z } from "zod";
import { upcomingObligations } from "@/lib/domains/calendar/get-fiscal-calendar";
import { companySchema, loadCompany } from "@/lib/domains/company/get-company";
import { complianceGaps } from "@/lib/domains/compliance/find-compliance-gaps";
import { countPendingProposals } from "@/lib/domains/agents/pending-proposals";
import { lisbonToday } from "@/lib/core/dates";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { receivablesOf } from "@/lib/domains/receivables/receivables";
import { financialReport } from "@/lib/domains/reports/get-financial-report";
import { money } from "@/lib/core/schemas";

const briefingOutput = z.object({
  company: companySchema,
  today: z.string().describe("Today's date in Lisbon, YYYY-MM-DD."),
  nextObligations: z
    .array(z.object({ key: z.string(), title: z.string(), dueDate: z.string(), daysLeft: z.number().int(), done: z.boolean(), estimatedAmountCents: z.number().int().nullable(), estimatedAmount: z.string().nullable() }))
    .describe("The next five obligations not yet marked done."),
  nextPayment: z
    .object({
      key: z.string(),
      title: z.string(),
      dueDate: z.string(),
      daysLeft: z.number().int(),
      estimatedAmountCents: z.number().int(),
      estimatedAmount: z.string(),
      earlierPaymentsWithoutEstimate: z
        .array(z.object({ key: z.string(), title: z.string(), dueDate: z.string(), daysLeft: z.number().int() }))
        .describe("Payments not yet done that fall due before this one but whose amount the books cannot estimate (IRC on account, withholding, Social Security): money is due on them too."),
    })
    .nullable()
    .describe("The first obligation not yet done with an amount to pay, from the whole tax calendar (it may lie beyond the next five): what to set money aside for. Null when none has an amount."),
  pendingProposals: z.number().int().describe("Agents' writes waiting for a person's approval (Integrações → Propostas de agentes)."),
  keyFigures: z.object({
    year: z.number().int(),
    ...money("netRevenue", "Net revenue this year"),
    ...money("expenses", "Expenses this year"),
    ...money("result", "Result this year"),
    ...money("vatBalance", "VAT balance this year"),
    ...money("receivables", "Receivables, all years: the sum of what is still open on FT and ND (after withholding, credit notes and receipts); the same figure as the clients' `open` and the invoices' `open`"),
    ...money("refundOwed", "Owed back to clients: received beyond what is left to receive after credit notes (CIVA art. 78.º)"),
    overdueInvoiceCount: z.number().int().describe("FT and ND past their due date with something still open (any year)."),
    ...money("overdueAmount", "What is still open on those overdue documents"),
  }),
  gaps: z
    .object({ efaturaWithoutRecord: z.number().int(), expensesWithoutBankMovement: z.number().int(), overdueInvoicesToCollect: z.number().int(), bankMovementsToClassify: z.number().int() })
    .describe("How many items each compliance-gap list holds (details: find_compliance_gaps)."),
});

export const getCompanyBriefing = defineOperation({
  name: "get_company_briefing",
  title: "Company briefing",
  description:
    "The first thing to call: in one answer, the company (name, NIF, VAT regime), today's date, the next five tax obligations with the amounts due, the next payment with its amount (from the whole calendar), this year's key figures (revenue, expenses, result, VAT balance, receivables, overdue invoices), how many compliance gaps there are and how many agents' proposals wait for approval. Then drill down with get_fiscal_calendar, get_financial_report or list_invoices.",
  scope: "read",
  cost: "heavy",
  http: { method: "GET", path: "/briefing" },
  input: z.object({}),
  output: briefingOutput,
  hints: HINTS.readOnly,
  async run(context) {
    const now = context.now();
    const today = lisbonToday(now);
    const year = Number(today.slice(0, 4));
    const [company, calendar, report, receivables, gaps, pendingProposals] = await Promise.all([
      loadCompany(context.companyId),
      upcomingObligations(context.companyId, now),
      financialReport(context.companyId, year),
      receivablesOf(context.companyId, today),
      complianceGaps(context.companyId, now),
      countPendingProposals(context.companyId),
    ]);
    const owed = receivables.company;
    // The VAT return and its payment carry the same estimate; what to set money aside for is the payment
    // (`iva-pagamento-…`, due a few days after the return).
    const payment = calendar.obligations.find((obligation) => !obligation.done && (obligation.estimatedAmountCents ?? 0) > 0 && obligation.key.includes("-pagamento"));
    const earlierPaymentsWithoutEstimate = payment
      ? calendar.obligations
          .filter((obligation) => !obligation.done && obligation.key.includes("-pagamento") && obligation.estimatedAmountCents === null && obligation.dueDate < payment.dueDate)
          .map(({ key, title, dueDate, daysLeft }) => ({ key, title, dueDate, daysLeft }))
      : [];
    return {
      company,
      today,
      nextObligations: calendar.obligations
        .filter((obligation) => !obligation.done)
        .slice(0, 5)
        .map(({ key, title, dueDate, daysLeft, done, estimatedAmountCents, estimatedAmount }) => ({ key, title, dueDate, daysLeft, done, estimatedAmountCents, estimatedAmount })),
      nextPayment: payment
        ? { key: payment.key, title: payment.title, dueDate: payment.dueDate, daysLeft: payment.daysLeft, estimatedAmountCents: payment.estimatedAmountCents!, estimatedAmount: payment.estimatedAmount!, earlierPaymentsWithoutEstimate }
        : null,
      pendingProposals: pendingProposals,
      keyFigures: {
        year,
        netRevenueCents: report.receitasLiquidasCents,
        netRevenue: report.receitasLiquidas,
        expensesCents: report.expensesCents,
        expenses: report.expenses,
        resultCents: report.resultCents,
        result: report.result,
        vatBalanceCents: report.vatBalanceCents,
        vatBalance: report.vatBalance,
        receivablesCents: owed.openCents,
        receivables: formatEuros(owed.openCents),
        refundOwedCents: owed.refundOwedCents,
        refundOwed: formatEuros(owed.refundOwedCents),
        overdueInvoiceCount: owed.overdueDocuments,
        overdueAmountCents: owed.overdueCents,
        overdueAmount: formatEuros(owed.overdueCents),
      },
      gaps: {
        efaturaWithoutRecord: gaps.counts.efaturaSemRegisto,
        expensesWithoutBankMovement: gaps.counts.despesasSemMovimentoBancario,
        overdueInvoicesToCollect: gaps.counts.faturasVencidasPorReceber,
        bankMovementsToClassify: gaps.counts.movimentosBancariosPorClassificar,
      },
    };
  },
});

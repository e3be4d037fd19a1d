import { z } from "zod";
import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { calendarProfile } from "./calendar-profile";
import { CALENDAR_HORIZON_DAYS, type ComputedObligation, computeObligations } from "./compute-obligations";
import { hasIntraEuSupplies } from "./intra-eu-supplies";
import { OBLIGATION_KINDS } from "./obligation-rules";
import { vatBalanceCents } from "./vat-balance";
import { vatCreditObligation, vatEstimateLabel } from "./vat-credit";

const obligationSchema = z
  .object({
    key: z.string().describe("Stable identifier, e.g. `iva-declaracao-2026-T1`."),
    title: z.string(),
    kind: z.enum(OBLIGATION_KINDS),
    period: z.string().describe("The period it concerns: `2026-03` (month), `2026-T1` (quarter) or `2026` (year)."),
    periodLabel: z.string(),
    description: z.string().describe("What is due."),
    dueDate: z.string().describe("YYYY-MM-DD: the legal date, moved to the next working day when it is a weekend or holiday and the rule allows it (not Modelo 22 nor IES: CIRC arts. 120.º and 121.º keep the date)."),
    legalDueDate: z.string().describe("The date the law states, before any move."),
    movesToNextWorkingDay: z.boolean().describe("Whether this deadline moves off weekends and holidays."),
    workingDaySource: z.string().describe("Legal basis for moving the date, or for keeping it."),
    toConfirm: z.string().nullable().describe("Set when the date is not settled in law yet: what is pending and its source (e.g. IUC 2027). Null otherwise."),
    daysLeft: z.number().int(),
    done: z.boolean().describe("Marked as done by the company."),
    estimatedAmountCents: z.number().int().nullable().describe("VAT obligations: the result of the period's draft VAT return (get_vat_return: campo 91 − campo 90; negative = a credit to carry forward, CIVA art. 22.º). Null for others."),
    estimatedAmount: z.string().nullable().describe("The estimate as shown: euros to pay, or 'crédito de …' with the credit as a positive amount. A payment obligation of a period in credit is titled 'Crédito de IVA a reportar'."),
    vatFigures: z
      .object({
        chargedCents: z.number().int().describe("VAT charged on the period's documents (credit notes subtracted), plus VAT self-assessed on reverse-charge purchases."),
        purchaseVatCents: z.number().int().describe("VAT on the period's archived purchases, deductible or not, self-assessed VAT included."),
        deductibleCents: z.number().int().describe("The deductible part of it (CIVA art. 20.º–21.º): what estimatedAmountCents subtracts."),
      })
      .nullable()
      .describe("VAT obligations: the figures behind the estimate. Null for others."),
    vatReturnPath: z.string().nullable().describe("VAT obligations: GET this (get_vat_return) for the period's draft return, field by field with its documents. Null for others."),
    source: z.string().describe("Legal basis."),
  })
  .meta({ id: "Obligation" });

/** The recapitulative statement only for periods whose books hold intra-EU supplies (RITI art. 30.º). */
async function withoutEmptyRecapitulativeStatements(companyId: string, obligations: ComputedObligation[]): Promise<ComputedObligation[]> {
  const kept = await Promise.all(
    obligations.map((obligation) => (obligation.key.startsWith("declaracao-recapitulativa-") ? hasIntraEuSupplies(companyId, obligation.period.start, obligation.period.end) : true)),
  );
  return obligations.filter((_, index) => kept[index]);
}

/** The draft return of a VAT period code (`2026-T3` or `2026-10`). */
function vatReturnPath(periodCode: string): string {
  const [year, part] = periodCode.split("-");
  return part!.startsWith("T") ? `/api/v1/vat-return?year=${year}&quarter=${part!.slice(1)}` : `/api/v1/vat-return?year=${year}&month=${Number(part)}`;
}

export async function upcomingObligations(companyId: string, now: Date) {
  const db = database();
  const company = await calendarProfile(companyId);
  if (!company) throw notFound("Company");
  const today = lisbonToday(now);
  const computed = await withoutEmptyRecapitulativeStatements(companyId, computeObligations(company, today));
  const completions = await db.obligationCompletion.findMany({ where: { companyId, key: { in: computed.map((obligation) => obligation.key) } }, select: { key: true } });
  const done = new Set(completions.map((completion) => completion.key));
  const vatPeriods = new Map<string, ReturnType<typeof vatBalanceCents>>();
  for (const obligation of computed) {
    if (obligation.estimatesVat && !vatPeriods.has(obligation.period.code)) {
      vatPeriods.set(obligation.period.code, vatBalanceCents(companyId, obligation.period.start, obligation.period.end));
    }
  }
  const obligations = await Promise.all(
    computed.map(async (obligation) => {
      const balance = obligation.estimatesVat ? await vatPeriods.get(obligation.period.code)! : null;
      const estimate = balance ? balance.balanceCents : null;
      const wording = estimate !== null && estimate < 0 && obligation.key.startsWith("iva-pagamento") ? vatCreditObligation(obligation.period.label, estimate, obligation.source) : null;
      return {
        key: obligation.key,
        title: wording?.title ?? obligation.title,
        kind: obligation.kind,
        period: obligation.period.code,
        periodLabel: obligation.period.label,
        description: wording?.description ?? obligation.description,
        dueDate: obligation.dueDate,
        legalDueDate: obligation.nominalDueDate,
        movesToNextWorkingDay: obligation.movesToNextWorkingDay,
        workingDaySource: obligation.workingDaySource,
        toConfirm: obligation.toConfirm,
        daysLeft: obligation.daysLeft,
        done: done.has(obligation.key),
        estimatedAmountCents: estimate,
        estimatedAmount: estimate === null ? null : vatEstimateLabel(estimate),
        vatFigures: balance && { chargedCents: balance.chargedCents, purchaseVatCents: balance.purchaseVatCents, deductibleCents: balance.deductibleCents },
        vatReturnPath: obligation.estimatesVat ? vatReturnPath(obligation.period.code) : null,
        source: wording?.source ?? obligation.source,
      };
    }),
  );
  return { vatRegime: company.vatRegime, horizonDays: CALENDAR_HORIZON_DAYS, obligations };
}

export const getFiscalCalendar = defineOperation({
  name: "get_fiscal_calendar",
  title: "Tax calendar",
  description:
    "Lists the company's tax obligations due in the next 120 days, soonest first: VAT returns and payments (with the amount the books say is due: VAT charged minus the deductible part of purchases' VAT), invoice communication to the AT, withholdings, IRC, IES and Modelo 10 for a company, or Modelo 3, IRS payments on account and the independent worker's Social Security for a sole trader (by legal form) — plus, as the company profile says, Social Security and the DMR (employees), the inventory communication (inventory), the recapitulative statement (EU operations) and Modelo 30 (payments to non-residents). Deadlines on weekends or holidays are already moved to the next working day where the law allows it (Modelo 22 and IES keep their legal date); each obligation says which and why. Use it to tell the user what is coming and how much to set aside; follow with find_compliance_gaps before a VAT deadline.",
  scope: "read",
  http: { method: "GET", path: "/fiscal-calendar" },
  input: z.object({}),
  output: z.object({
    vatRegime: z.enum(["trimestral", "mensal", "isento"]),
    horizonDays: z.number().int(),
    obligations: z.array(obligationSchema),
  }),
  hints: HINTS.readOnly,
  async run(context) {
    return upcomingObligations(context.companyId, context.now());
  },
});

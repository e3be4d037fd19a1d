import { addDays, daysBetween, isoDate, lastDayOfMonth, nextWorkingDay, parseIsoDate } from "@/lib/core/dates";
import { OBLIGATION_RULES, type Deadline, type ObligationKind, type ObligationRule, type Periodicity, type ProfileFlag, type Taxpayer, type VatRegimeCode } from "./obligation-rules";

/**
 * What the calendar knows of the company: its VAT regime, the profile answers of the company settings
 * (an answer left out counts as yes, so a profile never hides an obligation it does not know about),
 * and the start of activity (no obligation for a period that ended before it).
 */
export interface CalendarProfile {
  vatRegime: VatRegimeCode;
  flags?: Partial<Record<ProfileFlag, boolean>>;
  activityStartDate?: string | null;
  /** Months (1–12) of the company vehicles' registration anniversaries (IUC). */
  carRegistrationMonths?: readonly number[];
  /** A company (IRC, the default) or a sole trader (IRS category B): lib/core/legal-form.ts. */
  taxpayer?: Taxpayer;
  accountingRegime?: "organized" | "simplified";
}

export const CALENDAR_HORIZON_DAYS = 120;

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

export interface Period {
  /** `2026-03`, `2026-T1` or `2026`: part of the obligation key. */
  code: string;
  label: string;
  start: string;
  end: string;
  year: number;
  lastMonth: number;
}

export interface ComputedObligation {
  key: string;
  kind: ObligationKind;
  title: string;
  description: string;
  period: Period;
  /** The legal date, before moving off weekends and holidays. */
  nominalDueDate: string;
  dueDate: string;
  /** Whether a legal date on a weekend or holiday moves to the next working day, and the source. */
  movesToNextWorkingDay: boolean;
  workingDaySource: string;
  /** Set when the date is not settled in law yet (what is pending, with its source). */
  toConfirm: string | null;
  daysLeft: number;
  estimatesVat: boolean;
  source: string;
}

function periodsOf(periodicity: Periodicity, year: number): Period[] {
  if (periodicity === "yearly") {
    return [{ code: String(year), label: `exercício de ${year}`, start: isoDate(year, 1, 1), end: isoDate(year, 12, 31), year, lastMonth: 12 }];
  }
  if (periodicity === "quarterly") {
    return [1, 2, 3, 4].map((quarter) => {
      const lastMonth = quarter * 3;
      return {
        code: `${year}-T${quarter}`,
        label: `${quarter}.º trimestre de ${year}`,
        start: isoDate(year, lastMonth - 2, 1),
        end: isoDate(year, lastMonth, lastDayOfMonth(year, lastMonth)),
        year,
        lastMonth,
      };
    });
  }
  return MONTHS.map((name, index) => ({
    code: `${year}-${String(index + 1).padStart(2, "0")}`,
    label: `${name} de ${year}`,
    start: isoDate(year, index + 1, 1),
    end: isoDate(year, index + 1, lastDayOfMonth(year, index + 1)),
    year,
    lastMonth: index + 1,
  }));
}

function nominalDate(deadline: Deadline, period: Period): string {
  if (deadline.kind === "fixed") {
    const year = period.year + deadline.yearOffset;
    return isoDate(year, deadline.month, Math.min(deadline.day, lastDayOfMonth(year, deadline.month)));
  }
  const monthIndex = period.year * 12 + (period.lastMonth - 1) + deadline.monthsAfter;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return isoDate(year, month, Math.min(deadline.day, lastDayOfMonth(year, month)));
}

function applies(rule: ObligationRule, period: Period): boolean {
  const firstMonth = period.start.slice(0, 7);
  return (!rule.appliesFrom || firstMonth >= rule.appliesFrom) && (!rule.appliesUntil || firstMonth <= rule.appliesUntil);
}

/** Every obligation of a company in that regime due from `today` to `today + horizonDays`, soonest first. */
export function computeObligations(profileOrRegime: CalendarProfile | VatRegimeCode, today: string, horizonDays = CALENDAR_HORIZON_DAYS, rules = OBLIGATION_RULES): ComputedObligation[] {
  const profile = typeof profileOrRegime === "string" ? { vatRegime: profileOrRegime } : profileOrRegime;
  const regime = profile.vatRegime;
  const until = addDays(today, horizonDays);
  const { year } = parseIsoDate(today);
  const obligations: ComputedObligation[] = [];
  for (const rule of rules) {
    if (!rule.regimes.includes(regime)) continue;
    if (rule.requires && profile.flags?.[rule.requires] === false) continue;
    if (!(rule.taxpayers ?? ["sociedade", "empresario"]).includes(profile.taxpayer ?? "sociedade")) continue;
    if (rule.accountingRegime && profile.accountingRegime && rule.accountingRegime !== profile.accountingRegime) continue;
    const deadlines = rule.instalments ?? [{ suffix: "", deadline: rule.deadline!, label: "" }];
    for (let periodYear = year - 2; periodYear <= year + 1; periodYear++) {
      for (const period of periodsOf(rule.periodicity, periodYear)) {
        if (!applies(rule, period)) continue;
        if (profile.activityStartDate && period.end < profile.activityStartDate) continue;
        if (rule.skipFirstYears && profile.activityStartDate && period.year < Number(profile.activityStartDate.slice(0, 4)) + rule.skipFirstYears) continue;
        if (rule.onlyInProfileMonths && !(profile[rule.onlyInProfileMonths] ?? []).includes(period.lastMonth)) continue;
        for (const instalment of deadlines) {
          const nominalDueDate = nominalDate(instalment.deadline, period);
          const dueDate = rule.workingDay.moves ? nextWorkingDay(nominalDueDate) : nominalDueDate;
          if (dueDate < today || dueDate > until) continue;
          obligations.push({
            key: `${rule.id}-${period.code}${instalment.suffix ? `-${instalment.suffix}` : ""}`,
            kind: rule.kind,
            title: `${rule.title}${instalment.label ? ` (${instalment.label})` : ""} — ${period.label}`,
            description: rule.description,
            period,
            nominalDueDate,
            dueDate,
            daysLeft: daysBetween(today, dueDate),
            movesToNextWorkingDay: rule.workingDay.moves,
            workingDaySource: rule.workingDay.source,
            toConfirm: rule.toConfirm ?? null,
            estimatesVat: rule.estimatesVat ?? false,
            source: rule.source,
          });
        }
      }
    }
  }
  return obligations.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key));
}

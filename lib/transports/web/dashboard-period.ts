import { lisbonToday } from "@/lib/core/dates";

// The Painel's period choice: the current month, quarter or year (Lisbon date), as get_financial_report takes it.

export const DASHBOARD_PERIODS = ["mes", "trimestre", "ano"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export function dashboardPeriod(value: string | undefined): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? "ano";
}

/** The input of get_financial_report for the period that contains today. */
export function reportInputFor(period: DashboardPeriod, now: Date): { year: number; month?: number; quarter?: number } {
  const [year, month] = lisbonToday(now).split("-").map(Number) as [number, number];
  if (period === "mes") return { year, month };
  if (period === "trimestre") return { year, quarter: Math.ceil(month / 3) };
  return { year };
}

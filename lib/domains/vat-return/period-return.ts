import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { notFound } from "@/lib/core/api-error";
import type { ReportPeriod } from "@/lib/domains/reports/report-period";
import { computeReturn } from "./compute-return";
import type { PurchaseDocument } from "./book-documents";
import type { DraftReturn } from "./draft-return";
import { type PeriodRequest, returnPeriod } from "./return-period";

/** The draft return of the period a caller asked for, after checking it against the company's regime. */
export async function periodReturn(companyId: string, request: PeriodRequest, now: Date): Promise<{ period: ReportPeriod; vatRegime: "trimestral" | "mensal"; draft: DraftReturn; purchases: PurchaseDocument[] }> {
  const company = await database().company.findUnique({ where: { id: companyId }, select: { vatRegime: true } });
  if (!company) throw notFound("Company");
  const period = returnPeriod(company.vatRegime, request, lisbonToday(now));
  const { draft, purchases } = await computeReturn(companyId, { start: period.startDate, end: period.endDate });
  return { period, vatRegime: company.vatRegime === "mensal" ? "mensal" : "trimestral", draft, purchases };
}

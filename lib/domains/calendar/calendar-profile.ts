import { database } from "@/lib/core/db";
import { taxpayerOf } from "@/lib/core/legal-form";
import type { CalendarProfile } from "./compute-obligations";

/** The company's answers that decide its calendar (regime, profile flags, start of activity). */
export async function calendarProfile(companyId: string): Promise<CalendarProfile | null> {
  const company = await database().company.findUnique({
    where: { id: companyId },
    select: { vatRegime: true, legalForm: true, accountingRegime: true, hasEmployees: true, holdsInventory: true, euOperations: true, paysNonResidents: true, hasCompanyCars: true, carRegistrationMonths: true, activityStartDate: true },
  });
  if (!company) return null;
  const { vatRegime, legalForm, accountingRegime, activityStartDate, carRegistrationMonths, ...flags } = company;
  return { vatRegime, flags, carRegistrationMonths, taxpayer: taxpayerOf(legalForm), accountingRegime, activityStartDate: activityStartDate?.toISOString().slice(0, 10) ?? null };
}

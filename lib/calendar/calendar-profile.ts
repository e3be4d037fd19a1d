import { database } from "@/lib/db";
import type { CalendarProfile } from "./compute-obligations";

/** The company's answers that decide its calendar (regime, profile flags, start of activity). */
export async function calendarProfile(companyId: string): Promise<CalendarProfile | null> {
  const company = await database().company.findUnique({
    where: { id: companyId },
    select: { vatRegime: true, hasEmployees: true, holdsInventory: true, euOperations: true, paysNonResidents: true, activityStartDate: true },
  });
  if (!company) return null;
  const { vatRegime, activityStartDate, ...flags } = company;
  return { vatRegime, flags, activityStartDate: activityStartDate?.toISOString().slice(0, 10) ?? null };
}

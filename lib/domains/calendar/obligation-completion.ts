import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { calendarProfile } from "./calendar-profile";
import { computeObligations } from "./compute-obligations";

/** Marks an upcoming obligation of the company as done (or not). Unknown keys change nothing. */
export async function setObligationDone(companyId: string, key: string, done: boolean, now: Date): Promise<boolean> {
  const db = database();
  const company = await calendarProfile(companyId);
  if (!company) return false;
  const known = computeObligations(company, lisbonToday(now)).some((obligation) => obligation.key === key);
  if (!known) return false;
  if (done) {
    await db.obligationCompletion.upsert({ where: { companyId_key: { companyId, key } }, create: { companyId, key }, update: {} });
  } else {
    await db.obligationCompletion.deleteMany({ where: { companyId, key } });
  }
  return true;
}

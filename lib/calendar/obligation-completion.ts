import { database } from "@/lib/db";
import { lisbonToday } from "@/lib/dates";
import { computeObligations } from "./compute-obligations";

/** Marks an upcoming obligation of the company as done (or not). Unknown keys change nothing. */
export async function setObligationDone(companyId: string, key: string, done: boolean, now: Date): Promise<boolean> {
  const db = database();
  const company = await db.company.findUnique({ where: { id: companyId }, select: { vatRegime: true } });
  if (!company) return false;
  const known = computeObligations(company.vatRegime, lisbonToday(now)).some((obligation) => obligation.key === key);
  if (!known) return false;
  if (done) {
    await db.obligationCompletion.upsert({ where: { companyId_key: { companyId, key } }, create: { companyId, key }, update: {} });
  } else {
    await db.obligationCompletion.deleteMany({ where: { companyId, key } });
  }
  return true;
}

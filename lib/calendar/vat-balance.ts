import { database } from "@/lib/db";
import { toUtcDate } from "@/lib/dates";
import { chargedVatCents } from "@/lib/invoices/document-sums";

/**
 * The VAT the books say is due for a period: VAT charged on documents issued in it (credit notes
 * subtracted, annulled documents left out) plus VAT self-assessed on reverse-charge purchases, minus the deductible
 * part of the VAT of archived expense documents dated in it (negative: a credit to carry forward or reclaim).
 * Two aggregate queries, whatever the number of rows.
 */
export async function vatBalanceCents(companyId: string, start: string, end: string): Promise<{ chargedCents: number; purchaseVatCents: number; deductibleCents: number; balanceCents: number }> {
  const range = { gte: toUtcDate(start), lte: toUtcDate(end) };
  const db = database();
  const [charged, deductible] = await Promise.all([
    chargedVatCents(companyId, range.gte, range.lte),
    db.$queryRaw<{ vat: bigint | null; deductible: bigint | null; selfassessed: bigint | null }[]>`
      SELECT SUM(COALESCE("vatCents", 0) + COALESCE("selfAssessedVatCents", 0))::bigint AS vat, SUM(COALESCE("vatDeductibleCents", "vatCents"))::bigint AS deductible,
        SUM("selfAssessedVatCents")::bigint AS selfassessed
      FROM "ExpenseDocument" WHERE "companyId" = ${companyId} AND "status" = 'archived' AND "documentDate" BETWEEN ${range.gte} AND ${range.lte}`,
  ]);
  // Reverse charge (CIVA art. 2.º, n.º 1, al. i)/j)): the VAT the company self-assessed on a purchase is
  // due in the period, and deductible in the same period (it is part of vatDeductibleCents).
  const chargedCents = charged + Number(deductible[0]?.selfassessed ?? 0n);
  // Only the deductible part (CIVA art. 20.º–21.º, lib/documents/vat-deduction.ts) reduces the VAT due.
  // (A document written without it — none since the rules exist — counts its whole VAT.)
  const deductibleCents = Number(deductible[0]?.deductible ?? 0n);
  return { chargedCents, purchaseVatCents: Number(deductible[0]?.vat ?? 0n), deductibleCents, balanceCents: chargedCents - deductibleCents };
}

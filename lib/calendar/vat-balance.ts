import { database } from "@/lib/db";
import { toUtcDate } from "@/lib/dates";
import { chargedVatCents } from "@/lib/invoices/document-sums";

/**
 * The VAT the books say is due for a period: VAT charged on documents issued in it (credit notes
 * subtracted, annulled documents left out) minus deductible
 * VAT of archived expense documents dated in it (negative: a credit to carry forward or reclaim).
 * Two aggregate queries, whatever the number of rows.
 */
export async function vatBalanceCents(companyId: string, start: string, end: string): Promise<{ chargedCents: number; deductibleCents: number; balanceCents: number }> {
  const range = { gte: toUtcDate(start), lte: toUtcDate(end) };
  const db = database();
  const [charged, deductible] = await Promise.all([
    chargedVatCents(companyId, range.gte, range.lte),
    db.expenseDocument.aggregate({ where: { companyId, status: "archived", documentDate: range }, _sum: { vatCents: true } }),
  ]);
  const chargedCents = charged;
  const deductibleCents = deductible._sum.vatCents ?? 0;
  return { chargedCents, deductibleCents, balanceCents: chargedCents - deductibleCents };
}

import { database } from "@/lib/db";
import { toUtcDate } from "@/lib/dates";

/**
 * The VAT the books say is due for a period: VAT charged on invoices issued in it minus deductible
 * VAT of archived expense documents dated in it (negative: a credit to carry forward or reclaim).
 * Two aggregate queries, whatever the number of rows.
 */
export async function vatBalanceCents(companyId: string, start: string, end: string): Promise<{ chargedCents: number; deductibleCents: number; balanceCents: number }> {
  const range = { gte: toUtcDate(start), lte: toUtcDate(end) };
  const db = database();
  const [charged, deductible] = await Promise.all([
    db.invoice.aggregate({ where: { companyId, issueDate: range }, _sum: { vatCents: true } }),
    db.expenseDocument.aggregate({ where: { companyId, status: "archived", documentDate: range }, _sum: { vatCents: true } }),
  ]);
  const chargedCents = charged._sum.vatCents ?? 0;
  const deductibleCents = deductible._sum.vatCents ?? 0;
  return { chargedCents, deductibleCents, balanceCents: chargedCents - deductibleCents };
}

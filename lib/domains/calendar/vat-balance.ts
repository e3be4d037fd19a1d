import { computeReturn } from "@/lib/domains/vat-return/compute-return";

/**
 * The VAT the books say is due for a period: the periodic return's result (campo 91 − campo 90,
 * lib/domains/vat-return/), so the calendar and the return show one figure. Negative: a credit to carry
 * forward or reclaim. `chargedCents` is the VAT charged with credit notes subtracted and
 * reverse-charge VAT added (91 − 40); `deductibleCents` the deductible VAT of purchases (90 − 40,
 * with campo 61 when known); `purchaseVatCents` the VAT on the period's archived purchases, deductible or not.
 */
export async function vatBalanceCents(companyId: string, start: string, end: string): Promise<{ chargedCents: number; purchaseVatCents: number; deductibleCents: number; balanceCents: number }> {
  const { draft, purchases } = await computeReturn(companyId, { start, end });
  const amount = (campo: number) => draft.fields.find((field) => field.campo === campo)?.amountCents ?? 0;
  const creditNotes = amount(40);
  const purchaseVatCents = purchases.reduce((sum, purchase) => sum + (purchase.vatCents ?? 0) + (purchase.selfAssessedVatCents ?? 0), 0);
  return { chargedCents: amount(91) - creditNotes, purchaseVatCents, deductibleCents: amount(90) - creditNotes, balanceCents: draft.balanceCents };
}

import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import type { Period, PurchaseDocument, SaleDocument } from "./book-documents";
import { draftReturn, type DraftReturn, type PreviousCredit } from "./draft-return";
import { loadPurchases, loadSales } from "./load-books";
import { placePurchases } from "./place-purchases";
import { placeSales } from "./place-sales";

/**
 * Campo 61 carries the credit of the previous return (CIVA art. 22.º, n.º 4). It is known only when
 * there is no previous period: the company started its activity in this one. Otherwise it depends on
 * what the earlier returns declared and whether a refund was asked (campo 95), which the books do not hold.
 */
export function previousCredit(activityStartDate: string | null, period: Period): PreviousCredit {
  if (activityStartDate && activityStartDate >= period.start) return { known: true, amountCents: 0, reason: null };
  return {
    known: false,
    amountCents: 0,
    reason: "O serviço não guarda as declarações entregues: copie o campo 96 (excesso a reportar) da declaração do período anterior.",
  };
}

/** The draft return of the period from the books, with the documents it was drawn from. */
export function returnFromBooks(sales: SaleDocument[], purchases: PurchaseDocument[], period: Period, activityStartDate: string | null): DraftReturn {
  const placedSales = placeSales(sales, period);
  const placedPurchases = placePurchases(purchases, period);
  return draftReturn([...placedSales.lines, ...placedPurchases.lines], [...placedSales.unplaced, ...placedPurchases.unplaced], previousCredit(activityStartDate, period));
}

export async function computeReturn(companyId: string, period: Period): Promise<{ draft: DraftReturn; purchases: PurchaseDocument[] }> {
  const company = await database().company.findUnique({ where: { id: companyId }, select: { activityStartDate: true } });
  if (!company) throw notFound("Company");
  const [sales, purchases] = await Promise.all([loadSales(companyId, period), loadPurchases(companyId, period)]);
  const activityStartDate = company.activityStartDate?.toISOString().slice(0, 10) ?? null;
  return { draft: returnFromBooks(sales, purchases, period, activityStartDate), purchases };
}

import { notFound } from "@/lib/core/api-error";
import type { Transaction } from "@/lib/kernel/idempotency";

/**
 * Loads documents of the company with their lines, after locking their rows until commit (in id
 * order, so two corrections of the same documents queue instead of deadlocking): two concurrent credit
 * notes or payments can then never both take the same remaining amount.
 */
export async function lockDocuments(tx: Transaction, companyId: string, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  await tx.$queryRaw`SELECT "id" FROM "Invoice" WHERE "companyId" = ${companyId} AND "id" = ANY(${sorted}::text[]) ORDER BY "id" FOR UPDATE`;
  const rows = await tx.invoice.findMany({ where: { companyId, id: { in: sorted } }, include: { lines: { orderBy: { position: "asc" } } } });
  if (rows.length !== sorted.length) throw notFound("Invoice");
  return rows;
}

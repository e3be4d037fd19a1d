import { notFound } from "@/lib/core/api-error";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { Transaction } from "@/lib/kernel/idempotency";

/**
 * Loads documents of the company with their lines, after locking their rows until commit (in id
 * order, so two corrections of the same documents queue instead of deadlocking): two concurrent credit
 * notes or payments can then never both take the same remaining amount.
 */
export async function lockDocuments(tx: Transaction, companyId: string, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  await sqlOf(tx)
    .selectFrom("Invoice")
    .select("id")
    .where("companyId", "=", companyId)
    .where((eb) => eb("id", "=", eb.fn.any(sql<string[]>`${sorted}::text[]`)))
    .orderBy("id")
    .forUpdate()
    .execute();
  const rows = await tx.invoice.findMany({ where: { companyId, id: { in: sorted } }, include: { lines: { orderBy: { position: "asc" } } } });
  if (rows.length !== sorted.length) throw notFound("Invoice");
  return rows;
}

import { ApiError } from "@/lib/core/api-error";
import type { Transaction } from "@/lib/kernel/idempotency";

/**
 * An externalId names one document in force per company (a partial unique index backs it: an
 * annulled document frees its externalId for the corrected one). 409 naming the document that has it.
 */
export async function refuseTakenExternalId(db: Pick<Transaction, "invoice">, companyId: string, externalId: string, exceptId?: string) {
  const holder = await db.invoice.findFirst({ where: { companyId, externalId, annulledAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { display: true } });
  if (holder) throw new ApiError("conflict", `externalId "${externalId}" is already ${holder.display}'s: each document in force has its own.`, { details: [{ path: "externalId", message: "already used" }] });
}

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

/**
 * The check above reads before the write; two requests with one externalId at once both pass it, and
 * the partial unique index (migration invoice_external_fields) stops the second. That refusal is the
 * same 409, not a database error.
 */
export function externalIdConflictOr(error: unknown, externalId: string | null | undefined): unknown {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? {})}` : "";
  if (!externalId || !text.includes("Invoice_companyId_externalId_live_key")) return error;
  return new ApiError("conflict", `externalId "${externalId}" is already used by a document in force: each has its own.`, { details: [{ path: "externalId", message: "already used" }] });
}

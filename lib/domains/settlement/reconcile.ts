import { recordEvents } from "@/lib/domains/webhooks/outbox";
import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import { type MovementStatus, Prisma } from "@/lib/generated/prisma/client.ts";
import type { Transaction } from "@/lib/kernel/idempotency";
import { ApiError } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import type { OperationContext } from "@/lib/kernel/operation";
import { Matcher } from "@/lib/domains/bank/matching";
import { openTargets } from "@/lib/domains/bank/open-targets";
import { mayIssueReceipts, payMatchedInvoice } from "./pay-invoices-from-movement";
import { reconciliationEvents } from "@/lib/domains/bank/reconciliation-events";

/** Makes a movement matched to an expense document inside `tx` (money in to an invoice goes through matchToTarget). */
export async function markMatched(tx: Transaction, movement: { id: string; date: Date; companyId: string }, documentId: string, reasons: string[], score: number | null) {
  try {
    await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "matched", invoiceId: null, documentId, reasons, score } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError("conflict", "That invoice or document is already matched to another movement.");
    }
    throw error;
  }
  const date = movement.date.toISOString().slice(0, 10);
  await recordEvents(tx, movement.companyId, reconciliationEvents({ movementId: movement.id, invoiceId: null, documentId, date, score }));
}

/**
 * Makes a movement matched to its target inside `tx`: an expense document as it is; an invoice is
 * paid what is open (at most the movement's amount) with its receipt, the same path as «Associar»
 * (payMatchedInvoice). A refusal (409) writes nothing, so a caller may go on in the same transaction.
 */
export async function matchToTarget(tx: Transaction, context: OperationContext, movement: { id: string; date: Date; amountCents: number }, target: { invoiceId: string | null; documentId: string | null }, reasons: string[], score: number | null) {
  if (target.invoiceId) await payMatchedInvoice(tx, context, movement, target.invoiceId, reasons, score);
  else if (target.documentId) await markMatched(tx, { ...movement, companyId: context.companyId }, target.documentId, reasons, score);
}

/**
 * Runs matching again for the company's unmatched movements (after new invoices or documents
 * arrive): an unmatched movement can become suggested or matched. Rejected pairs stay rejected.
 * A match to an invoice issues a receipt in the name of `context`, whose write brought the invoice;
 * without one (a background job) it is only suggested, for a person to accept.
 */
export async function rematchUnmatched(companyId: string, context: OperationContext | null, amountCents?: { in?: number; out?: number }): Promise<number> {
  const db = database();
  const amounts = amountCents
    ? [...(amountCents.in ? [amountCents.in] : []), ...(amountCents.out ? Array.from({ length: 11 }, (_, offset) => -(amountCents.out! + offset - 5)) : [])]
    : undefined;
  // Built with sqlOf: after every invoice this usually finds nothing, and Prisma 6 would compile the query first.
  const movements = await sqlOf(db)
    .selectFrom("BankMovement")
    .select(["id", "date", "description", "amountCents"])
    .where("companyId", "=", companyId)
    .where("status", "=", sql<MovementStatus>`'unmatched'::"MovementStatus"`)
    .$if(amounts !== undefined, (query) => query.where((eb) => eb("amountCents", "=", eb.fn.any(sql<number[]>`${amounts}::int[]`))))
    .execute();
  if (movements.length === 0) return 0;
  const [targets, rejected] = await Promise.all([
    openTargets(companyId),
    db.rejectedMatch.findMany({ where: { movementId: { in: movements.map((movement) => movement.id) } } }),
  ]);
  const matcher = new Matcher(targets.invoices, targets.documents, targets.taken, new Set(rejected.map((pair) => `${pair.movementId}:${pair.targetId}`)));
  let changed = 0;
  for (const movement of movements.sort((a, b) => a.date.getTime() - b.date.getTime())) {
    const decision = matcher.decide({ ...movement, date: movement.date.toISOString().slice(0, 10) });
    if (decision.status === "unmatched") continue;
    try {
      await db.$transaction(async (tx) => {
        if (decision.status === "matched" && decision.documentId) await markMatched(tx, { ...movement, companyId }, decision.documentId, decision.reasons, decision.score);
        else if (decision.status === "matched" && decision.invoiceId && context && mayIssueReceipts(context)) await payMatchedInvoice(tx, context, movement, decision.invoiceId, decision.reasons, decision.score);
        else await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "suggested", invoiceId: decision.invoiceId, documentId: decision.documentId, score: decision.score, reasons: decision.reasons } });
      });
      changed++;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "conflict")) throw error;
    }
  }
  return changed;
}

/**
 * After a new invoice (money in of its total) or archived document (money out of its total)
 * is committed: rematch only the unmatched movements of that amount. Never fails the write.
 */
export async function rematchAfterWrite(companyId: string, requestId: string, context: OperationContext | null, amountCents: { in?: number; out?: number }): Promise<void> {
  await rematchUnmatched(companyId, context, amountCents).catch((error) => log("warn", "rematch_failed", { requestId, error: error instanceof Error ? error.message : String(error) }));
}

import type { Database } from "@/lib/db";
import type { Transaction } from "@/lib/idempotency";
import { mapWithBreaks } from "./event-loop-breaks";
import type { MatchDecision } from "./matching";
import type { ParsedMovement } from "./parse-statement";

// What an account already holds, and writing an imported statement in the caller's transaction:
// new movements by set-based INSERTs (Prisma's createMany took ~2.4 s for 10 000 movements), the
// invoices they paid by one UPDATE. Rows travel as JSON text in batches of 2 000: 20 000 rows as
// eleven typed array parameters kept Prisma's parameter handling on the event loop for ~1.4 s at
// once, one JSON text of them all still ~145 ms.

const BATCH_ROWS = 2_000;

export interface DecidedMovement {
  movement: ParsedMovement & { id: string; fingerprint: string };
  decision: MatchDecision;
}

export interface PreparedMovements {
  /** The movements as JSON arrays of rows for `json_to_recordset`, one per batch. */
  batches: string[];
  /** The invoices paid by `matched` movements, as a JSON array of `{ id, at }`. */
  paidJson: string;
  paidCount: number;
}

export async function prepareMovements(decided: DecidedMovement[]): Promise<PreparedMovements> {
  const rows = await mapWithBreaks(decided, ({ movement, decision }) =>
    JSON.stringify({
      id: movement.id, date: movement.date, description: movement.description, amount: movement.amountCents, balance: movement.balanceCents, fingerprint: movement.fingerprint,
      status: decision.status, invoice_id: decision.invoiceId, document_id: decision.documentId, score: decision.score, reasons: decision.reasons,
    }),
  );
  const paid = decided.filter(({ decision }) => decision.status === "matched" && decision.invoiceId).map(({ movement, decision }) => ({ id: decision.invoiceId, at: movement.date }));
  const batches: string[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) batches.push(`[${rows.slice(start, start + BATCH_ROWS).join(",")}]`);
  return { batches, paidJson: JSON.stringify(paid), paidCount: paid.length };
}

/** Fingerprints already stored for the account between two ISO dates (a date range is cheaper than a huge IN list). */
export async function storedFingerprints(db: Database, accountId: string, from: string, to: string): Promise<Set<string>> {
  // One aggregated string rather than one row per movement: 20 000 rows through Prisma held the event loop ~180 ms.
  const [stored] = await db.$queryRaw<{ fingerprints: string | null }[]>`
    SELECT string_agg("fingerprint", ',') AS fingerprints FROM "BankMovement" WHERE "accountId" = ${accountId} AND "date" BETWEEN ${from}::date AND ${to}::date`;
  return new Set(stored?.fingerprints ? stored.fingerprints.split(",") : []);
}

/** Inserts the movements not already stored (same account and fingerprint) and marks the invoices they paid; returns how many were inserted. */
export async function storeMovements(tx: Transaction, target: { companyId: string; accountId: string }, prepared: PreparedMovements): Promise<number> {
  let count = 0;
  for (const batch of prepared.batches) {
    const [inserted] = await tx.$queryRaw<{ count: number }[]>`
      WITH inserted AS (
        INSERT INTO "BankMovement" ("id", "companyId", "accountId", "date", "description", "amountCents", "balanceCents", "fingerprint", "status", "invoiceId", "documentId", "score", "reasons")
        SELECT row.id, ${target.companyId}, ${target.accountId}, row.date, row.description, row.amount, row.balance, row.fingerprint, row.status::"MovementStatus",
          row.invoice_id, row.document_id, row.score, ARRAY(SELECT json_array_elements_text(row.reasons))
        FROM json_to_recordset(${batch}::json)
          AS row(id text, date date, description text, amount int, balance int, fingerprint text, status text, invoice_id text, document_id text, score float8, reasons json)
        ON CONFLICT ("accountId", "fingerprint") DO NOTHING
        RETURNING 1
      )
      SELECT COUNT(*)::int AS count FROM inserted`;
    count += inserted?.count ?? 0;
  }
  if (prepared.paidCount > 0) {
    await tx.$executeRaw`
      UPDATE "Invoice" AS invoice SET "paidAt" = paid.at
      FROM json_to_recordset(${prepared.paidJson}::json) AS paid(id text, at timestamp)
      WHERE invoice.id = paid.id AND invoice."companyId" = ${target.companyId}`;
  }
  return count;
}

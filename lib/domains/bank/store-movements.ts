import type { Database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { Transaction } from "@/lib/kernel/idempotency";
import { mapWithBreaks, type EventLoopBreaks } from "./event-loop-breaks";
import type { MatchDecision } from "./matching";
import type { ParsedMovement } from "./parse-statement";

// What an account already holds, and writing an imported statement in the caller's transaction.
// New movements go in by set-based INSERTs (Prisma's createMany took ~2.4 s for 10 000 movements),
// in batches that travel as JSON
// text (typed array parameters kept Prisma's parameter handling on the event loop far longer).
// The batches are written while the next ones are still being matched: PostgreSQL inserts one batch
// (~40 ms per 1 000 rows on the bench machine) while Node decides the next, instead of one after the
// other. 500 rows a batch: Prisma handles a batch's JSON text (~200 KB) on the event loop in ~10 ms.

export const WRITE_BATCH_ROWS = 500;

/** A movement an import matched at once: the same facts a match by hand reports (reconcile.ts). */
export interface MatchedMovement {
  movementId: string;
  invoiceId: string | null;
  documentId: string | null;
  /** YYYY-MM-DD: the day the money moved, which is when a matched invoice counts as paid. */
  date: string;
  score: number | null;
}

export interface DecidedMovement {
  movement: ParsedMovement & { id: string; fingerprint: string };
  decision: MatchDecision;
}

/** Fingerprints already stored for the account between two ISO dates (a date range is cheaper than a huge IN list). */
export async function storedFingerprints(db: Database, accountId: string, from: string, to: string): Promise<Set<string>> {
  // One aggregated string rather than one row per movement: 20 000 rows through Prisma held the event loop ~180 ms.
  const stored = await sqlOf(db)
    .selectFrom("BankMovement")
    .select((eb) => eb.fn<string | null>("string_agg", ["fingerprint", sql.lit(",")]).as("fingerprints"))
    .where("accountId", "=", accountId)
    .where((eb) => eb.between("date", sql<Date>`${from}::date`, sql<Date>`${to}::date`))
    .executeTakeFirst();
  return new Set(stored?.fingerprints ? stored.fingerprints.split(",") : []);
}

/**
 * Writes decided movements into the caller's transaction one batch after another, without making the
 * caller wait for each: `write` queues a batch, `finished` waits for them all (and throws the first
 * failure, which rolls the transaction back with everything before it).
 */
export class MovementWriter {
  private inserted = 0;
  /** Movements this import inserted as matched to a document, in the order written: each gets its events (import-statement.ts). */
  readonly matched: MatchedMovement[] = [];
  /**
   * Movements matched to an invoice: written as suggested, then paid one by one with a receipt through
   * the path every bank payment takes (payMatchedInvoice) once inserted (import-statement.ts).
   */
  readonly toPay: { id: string; date: Date; amountCents: number; invoiceId: string; reasons: string[]; score: number | null }[] = [];
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly tx: Transaction,
    private readonly target: { companyId: string; accountId: string },
    /** The import's own breaks, shared with the matching between the batches. */
    private readonly breakIfDue: EventLoopBreaks,
  ) {}

  /** Queues one batch: the movements not already stored (same account and fingerprint), and the invoices the matched ones paid. */
  async write(decided: DecidedMovement[]): Promise<void> {
    if (decided.length === 0) return;
    const rows = await mapWithBreaks(decided, ({ movement, decision }) => {
      const paysInvoice = decision.status === "matched" && decision.invoiceId !== null;
      if (paysInvoice) this.toPay.push({ id: movement.id, date: new Date(`${movement.date}T00:00:00Z`), amountCents: movement.amountCents, invoiceId: decision.invoiceId!, reasons: decision.reasons, score: decision.score });
      return JSON.stringify({
        id: movement.id, date: movement.date, description: movement.description, amount: movement.amountCents, balance: movement.balanceCents, fingerprint: movement.fingerprint,
        status: paysInvoice ? "suggested" : decision.status, invoice_id: decision.invoiceId, document_id: decision.documentId, score: decision.score, reasons: decision.reasons,
      });
    }, this.breakIfDue,
    );
    const batch = `[${rows.join(",")}]`;
    this.written = this.written.then(() => this.insert(batch));
    // Awaited in finished(); marked as handled here so a failure is not reported as unhandled before that.
    this.written.catch(() => undefined);
  }

  /** Waits for every queued batch; returns how many movements were inserted. */
  async finished(): Promise<number> {
    await this.written;
    return this.inserted;
  }

  private async insert(batch: string): Promise<void> {
    const { companyId, accountId } = this.target;
    // Rows from one JSON parameter (json_to_recordset) into a data-modifying CTE: written as SQL, run through the typed layer.
    const {
      rows: [result],
    } = await sql<{ count: number; matched: MatchedMovement[] }>`
      WITH inserted AS (
        INSERT INTO "BankMovement" ("id", "companyId", "accountId", "date", "description", "amountCents", "balanceCents", "fingerprint", "status", "invoiceId", "documentId", "score", "reasons")
        SELECT row.id, ${companyId}, ${accountId}, row.date, row.description, row.amount, row.balance, row.fingerprint, row.status::"MovementStatus",
          row.invoice_id, row.document_id, row.score, row.reasons
        FROM json_to_recordset(${batch}::json)
          AS row(id text, date date, description text, amount int, balance int, fingerprint text, status text, invoice_id text, document_id text, score float8, reasons text[])
        ON CONFLICT ("accountId", "fingerprint") DO NOTHING
        RETURNING "id", "invoiceId", "documentId", "date", "status", "score"
      )
      SELECT COUNT(*)::int AS count,
        COALESCE(json_agg(json_build_object('movementId', "id", 'invoiceId', "invoiceId", 'documentId', "documentId", 'date', "date", 'score', "score") ORDER BY "date", "id")
          FILTER (WHERE "status" = 'matched'), '[]') AS matched
      FROM inserted`.execute(sqlOf(this.tx));
    this.inserted += result?.count ?? 0;
    this.matched.push(...(result?.matched ?? []));
  }
}

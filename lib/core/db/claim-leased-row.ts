import type { RawBuilder, Selectable } from "kysely";
import { type DB, type RawSqlClient, sql, sqlOf, utcNow } from "@/lib/core/db/sql";

// The one job-claim statement (extraction jobs, webhook deliveries, seal jobs): a job is a row with a
// lease (`leaseOwner` + `leaseExpiresAt`). Claiming picks the first claimable row — the caller's
// condition, and no lease or an expired one — with FOR UPDATE SKIP LOCKED, and writes this owner's
// lease (plus the caller's other columns) in the same UPDATE: two claimers at once never get the
// same row, and a row whose claimer died mid-job is claimable again once its lease expires.
// The table and the returned columns are checked against the schema (the row's type follows from
// them); the caller's condition, order and assignments are SQL over the alias `candidate`, which
// the builder cannot type for a table chosen by the caller.

/** Prisma stores DateTime columns as UTC timestamps without a zone; compare them with the same. */
export const UTC_NOW = utcNow;

/** The tables whose rows are leased jobs. */
export type LeasedTable = { [T in keyof DB]: DB[T] extends { id: unknown; leaseOwner: unknown; leaseExpiresAt: unknown } ? T : never }[keyof DB];

export interface LeasedClaim<Table extends string = LeasedTable, Column extends string = string> {
  table: Table;
  owner: string;
  leaseMs: number;
  /** Which rows are jobs waiting, besides the lease; the candidate row is aliased `candidate`. */
  where: RawBuilder<unknown>;
  /** Which waiting row goes first (over `candidate`). */
  orderBy: RawBuilder<unknown>;
  /** Other assignments written with the lease, e.g. `"attempts" = "attempts" + 1`. */
  set?: RawBuilder<unknown>;
  /** Common table expressions the condition or the order read (`name AS (…)`, without WITH). */
  with?: RawBuilder<unknown>;
  /** The columns returned of the claimed row. */
  returning: readonly Column[];
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function quoted(name: string): RawBuilder<unknown> {
  if (!IDENTIFIER.test(name)) throw new Error(`not a column or table name: ${name}`);
  return sql.id(name);
}

/** Claims the next waiting row for `owner` with a lease of `leaseMs`; null when none waits. */
export function claimLeasedRow<Table extends LeasedTable, Column extends keyof Selectable<DB[Table]> & string>(
  db: RawSqlClient,
  claim: LeasedClaim<Table, Column>,
): Promise<Pick<Selectable<DB[Table]>, Column> | null> {
  return claimLeasedRowOfAnyTable(db, claim);
}

/**
 * The statement itself, for any table with the lease columns, its row type declared by the caller:
 * tests/integration/claim-leased-row.test.ts runs it on a table of its own, away from the workers.
 */
export async function claimLeasedRowOfAnyTable<Row>(db: RawSqlClient, claim: LeasedClaim<string, string>): Promise<Row | null> {
  const table = quoted(claim.table);
  const set = claim.set ? sql`, ${claim.set}` : sql``;
  const withClause = claim.with ? sql`WITH ${claim.with} ` : sql``;
  const returning = sql.join(claim.returning.map(quoted));
  const { rows } = await sql<Row>`
    ${withClause}UPDATE ${table}
    SET "leaseOwner" = ${claim.owner}, "leaseExpiresAt" = ${UTC_NOW} + ${claim.leaseMs}::integer * interval '1 millisecond'${set}
    WHERE "id" = (
      SELECT candidate."id" FROM ${table} candidate
      WHERE (${claim.where}) AND (candidate."leaseExpiresAt" IS NULL OR candidate."leaseExpiresAt" < ${UTC_NOW})
      ORDER BY ${claim.orderBy}
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${returning}`.execute(sqlOf(db));
  return rows[0] ?? null;
}

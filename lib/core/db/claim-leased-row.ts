import type { Database } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client.ts";

// The one job-claim statement (extraction jobs, webhook deliveries, seal jobs): a job is a row with a
// lease (`leaseOwner` + `leaseExpiresAt`). Claiming picks the first claimable row — the caller's
// condition, and no lease or an expired one — with FOR UPDATE SKIP LOCKED, and writes this owner's
// lease (plus the caller's other columns) in the same UPDATE: two claimers at once never get the
// same row, and a row whose claimer died mid-job is claimable again once its lease expires.

/** Prisma stores DateTime columns as UTC timestamps without a zone; compare them with the same. */
export const UTC_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

export interface LeasedClaim {
  /** The table (a model's name, quoted as an identifier); it has "id", "leaseOwner" and "leaseExpiresAt". */
  table: string;
  owner: string;
  leaseMs: number;
  /** Which rows are jobs waiting, besides the lease; the candidate row is aliased `candidate`. */
  where: Prisma.Sql;
  /** Which waiting row goes first (over `candidate`). */
  orderBy: Prisma.Sql;
  /** Other assignments written with the lease, e.g. `"attempts" = "attempts" + 1`. */
  set?: Prisma.Sql;
  /** Common table expressions the condition or the order read (`name AS (…)`, without WITH). */
  with?: Prisma.Sql;
  /** The columns returned of the claimed row. */
  returning: readonly string[];
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function quoted(name: string): Prisma.Sql {
  if (!IDENTIFIER.test(name)) throw new Error(`not a column or table name: ${name}`);
  return Prisma.raw(`"${name}"`);
}

/** Claims the next waiting row for `owner` with a lease of `leaseMs`; null when none waits. */
export async function claimLeasedRow<Row>(db: Database, claim: LeasedClaim): Promise<Row | null> {
  const table = quoted(claim.table);
  const set = claim.set ? Prisma.sql`, ${claim.set}` : Prisma.empty;
  const withClause = claim.with ? Prisma.sql`WITH ${claim.with} ` : Prisma.empty;
  const returning = Prisma.join(claim.returning.map(quoted), ", ");
  const claimed = await db.$queryRaw<Row[]>`
    ${withClause}UPDATE ${table}
    SET "leaseOwner" = ${claim.owner}, "leaseExpiresAt" = ${UTC_NOW} + ${claim.leaseMs}::integer * interval '1 millisecond'${set}
    WHERE "id" = (
      SELECT candidate."id" FROM ${table} candidate
      WHERE (${claim.where}) AND (candidate."leaseExpiresAt" IS NULL OR candidate."leaseExpiresAt" < ${UTC_NOW})
      ORDER BY ${claim.orderBy}
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${returning}`;
  return claimed[0] ?? null;
}

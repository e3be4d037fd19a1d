import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/core/db";
import { claimLeasedRowOfAnyTable } from "@/lib/core/db/claim-leased-row";
import { sql } from "@/lib/core/db/sql";
import { Prisma } from "@/lib/generated/prisma/client.ts";
import { testDatabase } from "../support/fixtures";

// The one job-claim statement (lib/core/db/claim-leased-row.ts) on real PostgreSQL, over a table of
// this test's own (the server's workers claim the real job tables): claims made at the same time by
// two instances never take the same row, and a lease that expired makes its row claimable again.

const TABLE = `ClaimTestJob_${Date.now().toString(36)}`;
const table = Prisma.raw(`"${TABLE}"`);

interface Job {
  id: string;
  leaseOwner: string;
  attempts: number;
}

describe("claimLeasedRow", () => {
  let db: Database;

  const claim = (owner: string, leaseMs = 60_000) =>
    claimLeasedRowOfAnyTable<Job>(db, {
      table: TABLE,
      owner,
      leaseMs,
      set: sql`"attempts" = "attempts" + 1`,
      where: sql`candidate."status" = 'waiting'`,
      orderBy: sql`candidate."createdAt" ASC, candidate."id" ASC`,
      returning: ["id", "leaseOwner", "attempts"],
    });

  async function insert(ids: string[], status = "waiting") {
    for (const id of ids) await db.$executeRaw`INSERT INTO ${table} ("id", "status") VALUES (${id}, ${status})`;
  }

  beforeAll(async () => {
    db = testDatabase();
    await db.$executeRaw`CREATE TABLE ${table} ("id" text PRIMARY KEY, "status" text NOT NULL, "leaseOwner" text, "leaseExpiresAt" timestamp(3), "attempts" integer NOT NULL DEFAULT 0, "createdAt" timestamp(3) NOT NULL DEFAULT clock_timestamp())`;
  });
  afterAll(async () => {
    if (db) await db.$executeRaw`DROP TABLE IF EXISTS ${table}`;
  });

  it("20 claims at once by two owners take the 20 waiting rows, each exactly once", async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `job-${String(index).padStart(2, "0")}`);
    await insert(ids);
    await insert(["finished"], "done");
    const claims = await Promise.all(Array.from({ length: 20 }, (_, index) => claim(index % 2 ? "instance-a" : "instance-b")));
    const claimed = claims.map((job) => job?.id);
    expect(claimed.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(claimed).size).toBe(20);
    expect([...claimed].sort()).toEqual(ids);
    expect(claims.every((job) => job?.attempts === 1)).toBe(true);
    // Every waiting row is leased now, and a row the caller's condition excludes is never claimed.
    expect(await claim("instance-c")).toBeNull();
    const rows = await db.$queryRaw<{ id: string; leaseOwner: string | null }[]>`SELECT "id", "leaseOwner" FROM ${table} ORDER BY "id"`;
    expect(rows.find((row) => row.id === "finished")?.leaseOwner).toBeNull();
    for (const job of claims) expect(rows.find((row) => row.id === job!.id)?.leaseOwner).toBe(job!.leaseOwner);
  });

  it("a lease that expired makes its row claimable again, by another owner, as a new attempt", async () => {
    await db.$executeRaw`UPDATE ${table} SET "status" = 'done'`;
    await insert(["expiring"]);
    const first = await claim("instance-a", 300);
    expect(first).toEqual({ id: "expiring", leaseOwner: "instance-a", attempts: 1 });
    // Leased: nobody else gets it meanwhile.
    expect(await claim("instance-b")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await claim("instance-b")).toEqual({ id: "expiring", leaseOwner: "instance-b", attempts: 2 });
    expect(await claim("instance-a")).toBeNull();
  });

  it("refuses a table or column name that is not a plain identifier", async () => {
    await expect(claimLeasedRowOfAnyTable(db, { table: `${TABLE}"; DROP TABLE x; --`, owner: "a", leaseMs: 1, where: sql`true`, orderBy: sql`1`, returning: ["id"] })).rejects.toThrow(/not a column or table name/);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import { inOneTransaction, inRolledBackTransaction, transactionScope } from "@/lib/core/db/scoped-transaction";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { freePort } from "@/lib/transports/server/embedded-database";

// The typed builder (lib/core/db/sql.ts) on the embedded database `npm start` uses when no
// DATABASE_URL is set: an in-memory PGlite behind its socket, the committed migrations applied, the
// same Prisma client and adapter as the app. Its statements run through the client they are given, so
// inside a transaction they see and undo what the transaction does.

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");

let pglite: PGlite;
let server: PGLiteSocketServer;
let db: Database;

beforeAll(async () => {
  pglite = await PGlite.create();
  for (const folder of readdirSync(MIGRATIONS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    await pglite.exec(readFileSync(path.join(MIGRATIONS, folder, "migration.sql"), "utf8"));
  }
  const port = await freePort();
  server = new PGLiteSocketServer({ db: pglite, port, host: "127.0.0.1" });
  await server.start();
  db = new PrismaClient({ adapter: new PrismaPg({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`, max: 1 }) });
}, 120_000);

afterAll(async () => {
  await db?.$disconnect();
  await server?.stop();
  await pglite?.close();
});

const company = (id: string) => ({ id, name: `Empresa ${id}`, nif: `5${id.padStart(8, "0")}`.slice(0, 9), legalForm: "Lda", cae: "62010", address: "Rua 1", email: `${id}@example.test` });

describe("sqlOf on the embedded PGlite", () => {
  it("inserts, joins and aggregates with the types the Prisma client reads", async () => {
    await sqlOf(db).insertInto("Company").values(company("1")).execute();
    const createdAt = new Date("2026-11-20T10:00:00.000Z");
    await sqlOf(db)
      .insertInto("AuditEvent")
      .values([1, 2, 3].map((n) => ({ id: `a${n}`, companyId: "1", createdAt, actorKind: "user", operation: n === 3 ? "issue_invoice" : "create_client", targetIds: [`t${n}`], requestId: `r${n}` })))
      .execute();

    const rows = await sqlOf(db)
      .selectFrom("AuditEvent as event")
      .innerJoin("Company as company", "company.id", "event.companyId")
      .select((eb) => ["company.name", "event.operation", eb.fn.countAll<bigint>().as("events"), eb.fn.max("event.createdAt").as("last")])
      .where("event.companyId", "=", "1")
      .groupBy(["company.name", "event.operation"])
      .orderBy("event.operation")
      .execute();

    expect(rows).toEqual([
      { name: "Empresa 1", operation: "create_client", events: 2n, last: createdAt },
      { name: "Empresa 1", operation: "issue_invoice", events: 1n, last: createdAt },
    ]);
    const [replayed] = await sqlOf(db).selectFrom("AuditEvent").select(["replayed", "targetIds"]).where("id", "=", "a1").execute();
    expect(replayed).toEqual({ replayed: false, targetIds: ["t1"] });
  });

  it("answers BigInt columns as bigint and counts the rows a write touched", async () => {
    const upsert = () =>
      sqlOf(db)
        .insertInto("AgentDailyUsage")
        .values({ holder: "key_1", day: "2026-11-27", documents: 1, cents: 5_000_000_000n })
        .onConflict((conflict) => conflict.columns(["holder", "day"]).doUpdateSet((eb) => ({ documents: eb("AgentDailyUsage.documents", "+", 1), cents: eb("AgentDailyUsage.cents", "+", eb.ref("excluded.cents")) })))
        .returning(["documents", "cents"])
        .executeTakeFirstOrThrow();
    expect(await upsert()).toEqual({ documents: 1, cents: 5_000_000_000n });
    expect(await upsert()).toEqual({ documents: 2, cents: 10_000_000_000n });

    const updated = await sqlOf(db).updateTable("AgentDailyUsage").set({ documents: 0 }).where("holder", "=", "key_1").executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("runs inside the Prisma transaction it is given: its rows and locks go with that transaction", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await sqlOf(tx).insertInto("Company").values(company("2")).execute();
        const locked = await sqlOf(tx).selectFrom("Company").select("id").where("id", "=", "2").forUpdate().skipLocked().execute();
        expect(locked).toEqual([{ id: "2" }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await sqlOf(db).selectFrom("Company").select("id").where("id", "=", "2").execute()).toEqual([]);

    const seen = await inRolledBackTransaction(db, async () => {
      const scoped = transactionScope.getStore() as Database;
      await sqlOf(scoped).insertInto("Company").values(company("3")).execute();
      return sqlOf(scoped).selectFrom("Company").select("name").where("id", "=", "3").executeTakeFirst();
    });
    expect(seen).toEqual({ name: "Empresa 3" });
    expect(await sqlOf(db).selectFrom("Company").select("id").where("id", "=", "3").execute()).toEqual([]);

    await inOneTransaction(db, async () => {
      await sqlOf(transactionScope.getStore() as Database).insertInto("Company").values(company("4")).execute();
    });
    expect(await sqlOf(db).selectFrom("Company").select("id").where("id", "=", "4").execute()).toEqual([{ id: "4" }]);
  });

  it("runs a raw template through the same client, with the result type it declares", async () => {
    const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM "Company"`.execute(sqlOf(db));
    expect(rows).toEqual([{ total: 2 }]);
  });

  it("writes FOR UPDATE SKIP LOCKED as asked", () => {
    const { sql: text } = sqlOf(db).selectFrom("WebhookDelivery").select("id").where("status", "=", "pending").orderBy("nextAttemptAt").limit(1).forUpdate().skipLocked().compile();
    expect(text).toBe('select "id" from "WebhookDelivery" where "status" = $1 order by "nextAttemptAt" limit $2 for update skip locked');
  });
});

import { execFileSync } from "node:child_process";
import { applyMigrations } from "@/lib/transports/server/migrate";

// Worst-input probes for two reads that grow with a company's history, run against a scratch database
// on the machine's PostgreSQL: `npx tsx tests/bench/probes/large-company.ts` (TEST_DATABASE_URL sets the
// server, default postgresql://postgres@127.0.0.1:5432/postgres). Figures go to docs/performance.md.
// - the Registo's filter choices and a rare action's page on 300 000 audit rows;
// - creating a test-mode sandbox for a company with 5 000 and 50 000 clients.

const admin = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const scratch = new URL(admin);
scratch.pathname = "/probe_large_company";
const psql = (database: string, sql: string) => execFileSync("psql", [database, "-q", "-c", sql]);
psql(admin, "DROP DATABASE IF EXISTS probe_large_company");
psql(admin, "CREATE DATABASE probe_large_company");
await applyMigrations(scratch.toString());
process.env.DATABASE_URL = scratch.toString();
const { database } = await import("@/lib/core/db");
const { auditFilterChoices } = await import("@/lib/domains/audit/audit-filter-choices");
const { readAuditPage } = await import("@/lib/domains/audit/list-audit-events");
const { sandboxCompanyIdOf } = await import("@/lib/domains/sandbox/create-sandbox");
const db = database();

async function company(name: string, nif: string): Promise<string> {
  const created = await db.company.create({ data: { name, nif, legalForm: "lda", cae: "62010", address: "Rua da Prova 1, 1000-001 Lisboa", email: "prova@example.pt" } });
  return created.id;
}
async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`${label}: ${Math.round(performance.now() - start)} ms, rss ${process.memoryUsage().rss >> 20} MiB`);
  return result;
}

const trail = await company("Registo Longo, Lda", "509999990");
psql(scratch.toString(), `INSERT INTO "AuditEvent" (id, "companyId", "createdAt", "actorKind", "actorUserId", operation, "targetIds", "requestId")
  SELECT 'a' || g, '${trail}', now() - (g || ' seconds')::interval, 'api_key', CASE WHEN g % 1000 = 0 THEN 'user_rare' END,
    CASE WHEN g % 5000 = 0 THEN 'annul_invoice' ELSE 'create_invoice' END, ARRAY['x' || g], 'r' || g FROM generate_series(1, 300000) g;
  ANALYZE "AuditEvent"`);
for (let round = 1; round <= 2; round++) {
  await timed(`audit, 300 000 rows, round ${round}: filter choices`, () => auditFilterChoices(trail));
  await timed(`audit, 300 000 rows, round ${round}: a rare action's first page`, () => readAuditPage(trail, { limit: 50, operation: "annul_invoice" }));
}

for (const [clients, nif] of [[5_000, "509999982"], [50_000, "509999974"]] as const) {
  const live = await company(`Muitos Clientes ${clients}, Lda`, nif);
  psql(scratch.toString(), `INSERT INTO "Client" (id, "companyId", name, "matchName", "updatedAt") SELECT 'c${clients}_' || g, '${live}', 'Cliente ' || g, 'cliente ' || g, now() FROM generate_series(1, ${clients}) g`);
  const sandbox = await timed(`sandbox of a company with ${clients} clients`, () => sandboxCompanyIdOf(live));
  console.log(`  copied ${await db.client.count({ where: { companyId: sandbox } })} clients`);
}
await db.$disconnect();
psql(admin, "DROP DATABASE probe_large_company");

import { database } from "@/lib/db";
import { applyMigrations } from "@/lib/runtime/migrate";
import { buildIsStale, runNextBuild } from "@/lib/runtime/next-build";
import { startAppServer } from "../support/app-server";
import { scratchOrEmbeddedDatabase } from "../support/test-services";
import { bulkInsertInvoices, createBenchCompany } from "./bench-data";
import { measureInvoicePaging } from "./invoice-paging";

// `npx tsx tests/bench/paging.ts`: only the paging figures of npm run bench (20 000 invoices), on a
// fresh server and scratch database (the same environment variables as npm run bench).

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = await scratchOrEmbeddedDatabase(adminUrl, "bench_paging");
try {
  await applyMigrations(scratch.url);
  process.env.DATABASE_URL = scratch.url;
  process.env.DATABASE_POOL_MAX = scratch.poolMax;
  if (buildIsStale()) await runNextBuild(process.cwd(), true);
  const server = await startAppServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: scratch.poolMax, REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL, RATE_LIMIT_PREFIX: `ctb-bench-paging-${Date.now().toString(36)}` });
  try {
    console.log(`Server ${server.baseUrl}; database ${adminUrl ? "PostgreSQL" : "embedded PGlite"}.`);
    const companyId = await createBenchCompany(database(), "Paginação Bench, Lda");
    await bulkInsertInvoices(database(), companyId, 20_000);
    for (const line of await measureInvoicePaging(database(), server.baseUrl, companyId, 20_000)) console.log(line);
  } finally {
    await server.stop();
    await database().$disconnect();
  }
} finally {
  await scratch.cleanup();
}

import { database } from "@/lib/db";
import { applyMigrations } from "@/lib/runtime/migrate";
import { buildIsStale, runNextBuild } from "@/lib/runtime/next-build";
import { startAppServer } from "../support/app-server";
import { scratchOrEmbeddedDatabase } from "../support/test-services";
import { measureBankImport } from "./bank-import";

// `npx tsx tests/bench/bank.ts [rounds]`: only the bank-import figures of npm run bench, on a fresh
// server and scratch database (the same environment variables as npm run bench), repeated `rounds` times.

const rounds = Number(process.argv[2] ?? 1);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = await scratchOrEmbeddedDatabase(adminUrl, "bench_bank");
try {
  await applyMigrations(scratch.url);
  process.env.DATABASE_URL = scratch.url;
  process.env.DATABASE_POOL_MAX = scratch.poolMax;
  if (buildIsStale()) await runNextBuild(process.cwd(), true);
  const server = await startAppServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: scratch.poolMax, REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL, RATE_LIMIT_PREFIX: `ctb-bench-bank-${Date.now().toString(36)}` });
  try {
    console.log(`Server ${server.baseUrl}; database ${adminUrl ? "PostgreSQL" : "embedded PGlite"}.`);
    for (const line of await measureBankImport(database(), server.baseUrl, server.process.pid!, rounds)) console.log(line);
  } finally {
    await server.stop();
    await database().$disconnect();
  }
} finally {
  await scratch.cleanup();
}

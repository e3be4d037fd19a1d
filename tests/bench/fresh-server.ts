import { database, type Database } from "@/lib/core/db";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { buildIsStale, runNextBuild } from "@/lib/transports/server/next-build";
import { startAppServer, type RunningServer } from "../support/app-server";
import { scratchOrEmbeddedDatabase } from "../support/test-services";

/**
 * For the runners that measure one part of npm run bench alone (`npx tsx tests/bench/<part>.ts`): a
 * scratch database (BENCH_DATABASE_URL or TEST_DATABASE_URL, else the embedded PGlite) and a fresh
 * production server on it (Redis from BENCH_REDIS_URL or TEST_REDIS_URL; `serverEnv` added to its
 * environment), both gone afterwards.
 */
export async function onFreshServer(part: string, measure: (db: Database, server: RunningServer) => Promise<void>, serverEnv: Record<string, string> = {}): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const scratch = await scratchOrEmbeddedDatabase(adminUrl, `bench_${part}`);
  try {
    await applyMigrations(scratch.url);
    process.env.DATABASE_URL = scratch.url;
    process.env.DATABASE_POOL_MAX = scratch.poolMax;
    if (buildIsStale()) await runNextBuild(process.cwd(), true);
    const server = await startAppServer({
      DATABASE_URL: scratch.url,
      DATABASE_POOL_MAX: scratch.poolMax,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
      RATE_LIMIT_PREFIX: `ctb-bench-${part}-${Date.now().toString(36)}`,
      ...serverEnv,
    });
    try {
      console.log(`Server ${server.baseUrl}; database ${adminUrl ? "PostgreSQL" : "embedded PGlite"}.`);
      await measure(database(), server);
    } finally {
      await server.stop();
      await database().$disconnect();
    }
  } finally {
    await scratch.cleanup();
  }
}

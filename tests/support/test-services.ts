import IORedis from "ioredis";
import pg from "pg";

// Which PostgreSQL and Redis the integration suite runs against, so that `npm test` alone runs
// everything on a machine of this kind:
// - TEST_DATABASE_URL / TEST_REDIS_URL when given (they must answer);
// - otherwise the machine's own services on their standard local ports, when they answer;
// - otherwise an embedded PGlite and in-process rate limits (the tests that need a real PostgreSQL
//   and Redis, e.g. outages and two instances, are then skipped).
// With CI=true both must answer: CI never falls back.

export const LOCAL_POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
export const LOCAL_REDIS_URL = "redis://127.0.0.1:6379";

export interface TestServices {
  postgresAdminUrl?: string;
  redisUrl?: string;
}

async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisProblem(url: string): Promise<string | null> {
  const redis = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3_000, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    redis.disconnect();
  }
}

/** A given URL must answer; without one, the standard local service is used when it answers. */
async function choose(given: string | undefined, local: string, name: string, problemOf: (url: string) => Promise<string | null>): Promise<string | undefined> {
  const problem = await problemOf(given ?? local);
  if (!problem) return given ?? local;
  if (given) throw new Error(`${name} does not answer: ${problem}`);
  if (process.env.CI === "true") throw new Error(`CI=true: no ${name} given and ${local} does not answer (${problem}); the suite never skips real services in CI.`);
  return undefined;
}

export async function resolveTestServices(): Promise<TestServices> {
  const [postgresAdminUrl, redisUrl] = await Promise.all([
    choose(process.env.TEST_DATABASE_URL, LOCAL_POSTGRES_URL, "TEST_DATABASE_URL", postgresProblem),
    choose(process.env.TEST_REDIS_URL, LOCAL_REDIS_URL, "TEST_REDIS_URL", redisProblem),
  ]);
  return { postgresAdminUrl, redisUrl };
}

/** Creates a database with a unique name on the given server; returns its URL and a drop function. */
export async function createScratchDatabase(adminUrl: string, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ctb_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A scratch database on the given PostgreSQL server, or an embedded PGlite in a temporary folder. */
export async function scratchOrEmbeddedDatabase(adminUrl: string | undefined, label: string): Promise<{ url: string; poolMax: string; cleanup: () => Promise<void> }> {
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, label);
    return { url: scratch.url, poolMax: "10", cleanup: scratch.drop };
  }
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { startEmbeddedDatabase } = await import("@/lib/transports/server/embedded-database");
  const dataDir = mkdtempSync(path.join(tmpdir(), `ctb-${label}-`));
  const embedded = await startEmbeddedDatabase(dataDir);
  return {
    url: embedded.url,
    poolMax: "1",
    async cleanup() {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

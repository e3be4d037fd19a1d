import IORedis from "ioredis";
import pg from "pg";

// Which PostgreSQL and Redis the integration suite runs against.
// TEST_DATABASE_URL: a PostgreSQL server where the suite may create and drop its own database.
// TEST_REDIS_URL: a Redis the suite may use under its own key prefix.
// Without them the suite uses the embedded defaults; with CI=true they are required and must answer.

export interface TestServices {
  postgresAdminUrl?: string;
  redisUrl?: string;
}

export async function resolveTestServices(): Promise<TestServices> {
  const postgresAdminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (process.env.CI === "true" && (!postgresAdminUrl || !redisUrl)) {
    throw new Error("CI=true: set TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run does); the suite never skips real services in CI.");
  }
  if (postgresAdminUrl) {
    const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (redisUrl) {
    const redis = new IORedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(`TEST_REDIS_URL does not answer: ${(error as Error).message}`);
    } finally {
      redis.disconnect();
    }
  }
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
  const { startEmbeddedDatabase } = await import("@/lib/runtime/embedded-database");
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

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { buildIsStale, runNextBuild } from "@/lib/transports/server/next-build";
import { startAppServer } from "./app-server";
import { resolveTestServices, scratchOrEmbeddedDatabase } from "./test-services";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    databasePoolMax: string;
    redisUrl: string;
    rateLimitPrefix: string;
    mode: "services" | "embedded";
    outboxPath: string;
  }
}

export default async function setup(project: TestProject) {
  const services = await resolveTestServices();
  const cleanups: (() => Promise<void>)[] = [];
  const database = await scratchOrEmbeddedDatabase(services.postgresAdminUrl, "test");
  cleanups.push(database.cleanup);
  const databaseUrl = database.url;
  const poolMax = database.poolMax;
  await applyMigrations(databaseUrl);
  if (buildIsStale()) await runNextBuild(process.cwd(), true);

  // Mail the server sends (no SMTP_URL in tests) lands in this outbox file, read by the account tests.
  const outboxPath = path.join(mkdtempSync(path.join(tmpdir(), "ctb-outbox-")), "outbox.jsonl");
  const rateLimitPrefix = `ctb-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const server = await startAppServer({
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: poolMax,
    REDIS_URL: services.redisUrl,
    RATE_LIMIT_PREFIX: rateLimitPrefix,
    CONTABILISTA_OUTBOX: outboxPath,
    SMTP_URL: undefined,
    UPSTASH_REDIS_REST_URL: undefined,
    UPSTASH_REDIS_REST_TOKEN: undefined,
  });
  cleanups.unshift(server.stop);

  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", databaseUrl);
  project.provide("databasePoolMax", poolMax);
  project.provide("redisUrl", services.redisUrl ?? "");
  project.provide("rateLimitPrefix", rateLimitPrefix);
  project.provide("outboxPath", outboxPath);
  // The outage and two-instance tests need both real services.
  project.provide("mode", services.postgresAdminUrl && services.redisUrl ? "services" : "embedded");
  console.log(`integration: server ${server.baseUrl}, ${services.postgresAdminUrl ? "PostgreSQL" : "embedded PGlite"} + ${services.redisUrl ? "Redis" : "in-process rate limits"}`);

  return async () => {
    if (process.env.KEEP_SERVER_LOG) console.log(server.output());
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error("cleanup failed:", error));
  };
}

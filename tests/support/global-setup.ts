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

/** What the global setup started, shared by the integration projects (vitest.config.ts). */
interface SharedServices {
  provided: SharedContext;
  log: () => string;
  cleanups: (() => Promise<void>)[];
  users: number;
}
type SharedContext = { baseUrl: string; databaseUrl: string; databasePoolMax: string; redisUrl: string; rateLimitPrefix: string; outboxPath: string; mode: "services" | "embedded" };

// Both integration projects list this setup, and vitest loads it once per project (each its own module
// instance): the first starts the build, database and server, the second uses the same ones, and the
// last teardown stops them. The handle lives on globalThis, which the projects' setups share.
const SHARED = Symbol.for("contabilista.integration-services");
type WithShared = typeof globalThis & { [SHARED]?: Promise<SharedServices> };

async function startServices(): Promise<SharedServices> {
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

  // The outage and two-instance tests need both real services.
  const mode = services.postgresAdminUrl && services.redisUrl ? "services" : "embedded";
  console.log(`integration: server ${server.baseUrl}, ${services.postgresAdminUrl ? "PostgreSQL" : "embedded PGlite"} + ${services.redisUrl ? "Redis" : "in-process rate limits"}`);
  return {
    provided: { baseUrl: server.baseUrl, databaseUrl, databasePoolMax: poolMax, redisUrl: services.redisUrl ?? "", rateLimitPrefix, outboxPath, mode },
    log: () => server.output(),
    cleanups,
    users: 0,
  };
}

export default async function setup(project: TestProject) {
  const shared = globalThis as WithShared;
  shared[SHARED] ??= startServices();
  const started = await shared[SHARED];
  started.users += 1;
  for (const [key, value] of Object.entries(started.provided)) project.provide(key as keyof SharedContext, value as never);

  return async () => {
    started.users -= 1;
    if (started.users > 0) return;
    delete shared[SHARED];
    if (process.env.KEEP_SERVER_LOG) console.log(started.log());
    for (const cleanup of started.cleanups) await cleanup().catch((error) => console.error("cleanup failed:", error));
  };
}

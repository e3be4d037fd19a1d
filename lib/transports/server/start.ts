import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { ensureTestSeal } from "@/lib/domains/seal/company-seal";
import { seedDemoBooks } from "@/seeds/demo-books";
import { DEMO_COMPANY, seedDemoCompany } from "@/seeds/demo-company";
import { seedDemoBank } from "@/seeds/demo-bank";
import { seedDemoExpenses } from "@/seeds/demo-expenses";
import { seedDemoSoleTrader } from "@/seeds/demo-sole-trader";
import { sessionSecret } from "./auth-secret";
import { ensureDemoApiKey } from "./demo-api-key";
import { allocatorEnvironment } from "./allocator-arenas";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded-database";
import { applyMigrations } from "./migrate";
import { shouldSeedDemo } from "./seed-demo";
import { startBanner } from "./start-banner";
import { buildIsStale, runNextBuild } from "./next-build";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "./data-dir-lock";

// `npm start`: one command from a fresh clone to a running, seeded app.
// With DATABASE_URL it uses that PostgreSQL; without it, an embedded PGlite under .data/.

const development = process.argv.includes("--dev");
const dataDir = path.resolve(process.env.CONTABILISTA_DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Next.js server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy within 120 s");
}

async function main(): Promise<void> {
  const baseUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  let embedded: EmbeddedDatabase | undefined;
  let lock: DataDirLock | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    // Before any file of the embedded database is touched: a second start in this folder stops here.
    lock = await lockDataDir(dataDir, { command: "npm start", url: baseUrl });
    embedded = await startEmbeddedDatabase(dataDir);
    databaseUrl = embedded.url;
    process.env.DATABASE_POOL_MAX = "1";
  }
  process.env.DATABASE_URL = databaseUrl;

  await applyMigrations(databaseUrl);
  const db = database();
  const seedDemo = shouldSeedDemo(Boolean(embedded));
  let created = false;
  let demoKey: string | undefined;
  if (seedDemo) {
    // The seed writes a few hundred documents through the registry: their request log lines would bury the banner.
    const requestLogs = process.env.LOG_REQUESTS;
    process.env.LOG_REQUESTS = "0";
    console.log("Seeding the demo companies…");
    const seeded = await seedDemoCompany(db);
    created = seeded.created;
    const today = lisbonToday(new Date());
    await seedDemoBooks(db, seeded.companyId, seeded.userId, today);
    await seedDemoExpenses(db, seeded.companyId, DEMO_COMPANY.nif, seeded.userId, today);
    await seedDemoBank(db, seeded.companyId, seeded.userId, today);
    // The demo user's second business, a sole trader: its IRS calendar and category B withholding.
    const soleTraderId = await seedDemoSoleTrader(db, seeded.userId, today);
    // Each demo business gets its self-signed TEST seal now (docs/sealed-pdf.md), encrypted with a key
    // derived from the session secret, which is therefore fixed before the server starts.
    process.env.NEXTAUTH_SECRET = sessionSecret(dataDir);
    for (const companyId of [seeded.companyId, soleTraderId]) await ensureTestSeal(companyId);
    // An all-scope key is made (and printed) only for the embedded demo: DATABASE_URL may be a real database.
    if (embedded) demoKey = await ensureDemoApiKey(db, dataDir, seeded.companyId);
    if (requestLogs === undefined) delete process.env.LOG_REQUESTS;
    else process.env.LOG_REQUESTS = requestLogs;
  }
  await db.$disconnect();
  // From here the operators' CLIs use this database through its socket rather than opening the files.
  lock?.publish({ databaseUrl });

  if (!development && buildIsStale()) {
    console.log("Building the production bundle (first start, or sources changed)…");
    await runNextBuild();
  }

  // The custom server (server.ts) runs Next.js's handler, so each request knows its client address.
  // One process (tsx as a loader, not its CLI wrapper), so that stopping it stops the server.
  const child = spawn(process.execPath, ["--import", "tsx", "lib/transports/server/server.ts", ...(development ? ["--dev"] : []), "--port", String(port)], {
    env: {
      ...process.env,
      ...allocatorEnvironment(),
      NODE_ENV: development ? "development" : "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_SECRET: sessionSecret(dataDir),
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? baseUrl,
      // The embedded demo pre-fills its sign-in form; a real deployment does not.
      CONTABILISTA_SHOW_DEMO_LOGIN: process.env.CONTABILISTA_SHOW_DEMO_LOGIN ?? (embedded ? "1" : "0"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    child.kill("SIGTERM");
    await embedded?.stop().catch(() => undefined);
    await lock?.release();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  child.on("exit", (code) => void stop(code ?? 1));

  await waitForHealth(`http://127.0.0.1:${port}`, child);

  const rateLimits = process.env.UPSTASH_REDIS_REST_URL ? "Upstash Redis" : process.env.REDIS_URL ? "Redis" : "in-process";
  const databaseDescription = embedded ? `embedded PGlite in ${path.relative(process.cwd(), dataDir) || "."}/ (delete it to reset the demo)` : "PostgreSQL from DATABASE_URL";
  console.log(startBanner({ created, seededDemo: seedDemo, database: databaseDescription, rateLimits, baseUrl, demoKey }));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  // A second start in a folder already in use exits with its own code, having touched nothing.
  process.exit(error instanceof DataDirInUseError ? 3 : 1);
});

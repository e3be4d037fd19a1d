import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { database } from "@/lib/db";
import { lisbonToday } from "@/lib/dates";
import { seedDemoBooks } from "@/seeds/demo-books";
import { DEMO_COMPANY, DEMO_USER, seedDemoCompany } from "@/seeds/demo-company";
import { seedDemoBank } from "@/seeds/demo-bank";
import { seedDemoExpenses } from "@/seeds/demo-expenses";
import { sessionSecret } from "./auth-secret";
import { ensureDemoApiKey } from "./demo-api-key";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded-database";
import { applyMigrations } from "./migrate";
import { buildIsStale, runNextBuild } from "./next-build";
import { writeRuntimeFile, removeRuntimeFile } from "./runtime-file";

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
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase(dataDir);
    databaseUrl = embedded.url;
    process.env.DATABASE_POOL_MAX = "1";
  }
  process.env.DATABASE_URL = databaseUrl;

  await applyMigrations(databaseUrl);
  const db = database();
  const { companyId, userId, created } = await seedDemoCompany(db);
  const today = lisbonToday(new Date());
  await seedDemoBooks(db, companyId, userId, today);
  await seedDemoExpenses(db, companyId, DEMO_COMPANY.nif, userId, today);
  await seedDemoBank(db, companyId, userId, today);
  const demoKey = await ensureDemoApiKey(db, dataDir, companyId);
  await db.$disconnect();

  if (!development && buildIsStale()) {
    console.log("Building the production bundle (first start, or sources changed)…");
    await runNextBuild();
  }

  const baseUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const next = path.join(process.cwd(), "node_modules", ".bin", "next");
  const child = spawn(next, [development ? "dev" : "start", "--port", String(port)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_SECRET: sessionSecret(dataDir),
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? baseUrl,
      // The embedded demo pre-fills its sign-in form; a real deployment does not.
      CONTABILISTA_SHOW_DEMO_LOGIN: process.env.CONTABILISTA_SHOW_DEMO_LOGIN ?? (embedded ? "1" : "0"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async (code: number) => {
    child.kill("SIGTERM");
    removeRuntimeFile(dataDir);
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  child.on("exit", (code) => void stop(code ?? 1));

  await waitForHealth(`http://127.0.0.1:${port}`, child);
  if (embedded) writeRuntimeFile(dataDir, { pid: process.pid, databaseUrl });

  const rateLimits = process.env.UPSTASH_REDIS_REST_URL ? "Upstash Redis" : process.env.REDIS_URL ? "Redis" : "in-process";
  console.log(
    [
      "",
      `Contabilista is running${created ? " (demo company seeded)" : ""}.`,
      `  Database:     ${embedded ? `embedded PGlite in ${path.relative(process.cwd(), dataDir) || "."}/ (delete it to reset the demo)` : "PostgreSQL from DATABASE_URL"}`,
      `  Rate limits:  ${rateLimits}`,
      `  App:          ${baseUrl}`,
      `  REST API:     ${baseUrl}/api/v1   (reference: ${baseUrl}/docs/api)`,
      `  MCP:          ${baseUrl}/api/mcp/mcp`,
      `  Sign in:      ${DEMO_USER.email} / ${DEMO_USER.password}`,
      `  Demo API key: ${demoKey}   (all scopes)`,
      "",
      `  Try: curl -H "Authorization: Bearer ${demoKey}" ${baseUrl}/api/v1/company`,
      "",
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

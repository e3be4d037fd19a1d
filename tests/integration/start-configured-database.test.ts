import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/lib/transports/server/embedded-database";
import { stopProcess, waitUntilHealthy } from "../support/app-server";
import { createScratchDatabase, resolveTestServices } from "../support/test-services";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

// L8 of the security review (2026-11-26): `npm start` against a database named by DATABASE_URL seeded
// the demo owner with the password published in the README, and printed it. Such a database may be a
// real one: the demo goes into the embedded database only (or when asked with --demo).
const services = await resolveTestServices();

describe.runIf(services.postgresAdminUrl)("npm start with DATABASE_URL", () => {
  let child: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (child) await stopProcess(child, "SIGINT");
    await drop?.();
  });

  it("migrates but seeds no demo owner and prints no demo password", { timeout: 300_000 }, async () => {
    const scratch = await createScratchDatabase(services.postgresAdminUrl!, "start");
    drop = scratch.drop;
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: scratch.url, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" };
    for (const name of ["DATABASE_POOL_MAX", "REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "PUBLIC_URL", "CONTABILISTA_SEED_DEMO"]) delete env[name];
    child = spawn(tsx, ["lib/transports/server/start.ts"], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    await waitUntilHealthy(`http://127.0.0.1:${port}`, child, () => output, 240_000);
    const deadline = Date.now() + 30_000;
    while (!output.includes("Contabilista is running") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(output).toContain("Contabilista is running.");
    expect(output).toContain("PostgreSQL from DATABASE_URL");
    expect(output).not.toContain("demo-contabilista");
    expect(output).not.toContain("demo@contabilista.example");
    expect(output).toContain(`http://localhost:${port}/registar`);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      // Migrated (the tables exist) but empty of demo data.
      const users = await client.query(`SELECT email FROM "User"`);
      const companies = await client.query(`SELECT nif FROM "Company"`);
      expect(users.rows).toEqual([]);
      expect(companies.rows).toEqual([]);
    } finally {
      await client.end();
    }

    // And the demo owner's published password does not sign in.
    const csrf = await fetch(`http://localhost:${port}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const signIn = await fetch(`http://localhost:${port}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: `http://localhost:${port}` },
      body: new URLSearchParams({ csrfToken, email: "demo@contabilista.example", password: "demo-contabilista", json: "true" }),
    });
    expect(signIn.headers.getSetCookie().some((line) => line.includes("session-token"))).toBe(false);
  });
});

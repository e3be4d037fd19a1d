import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/lib/transports/server/embedded-database";
import { stopProcess, waitUntilHealthy } from "../support/app-server";
import { DEMO_COMPANY } from "@/seeds/demo-company";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");
const run = promisify(execFile);

// `npm start` with no DATABASE_URL and no Redis: the embedded defaults a newcomer gets.
function embeddedEnvironment(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CONTABILISTA_DATA_DIR: dataDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["DATABASE_URL", "DATABASE_POOL_MAX", "REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "PUBLIC_URL"]) delete env[name];
  return env;
}

async function startLikeNpmStart(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(tsx, ["lib/transports/server/start.ts"], { cwd: projectRoot, env: embeddedEnvironment(dataDir, port), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // The first start seeds the demo books into PGlite: minutes on a busy machine.
  await waitUntilHealthy(`http://127.0.0.1:${port}`, child, () => output, 300_000);
  const deadline = Date.now() + 30_000;
  while (!output.includes("Demo API key:") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return { child, output: () => output };
}

async function company(port: number, key: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/company`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: response.status, body: await response.json() };
}

describe("npm start with the embedded defaults", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ctb-embedded-"));
  const running: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of running) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds, prints a working demo key, and keeps the data across a restart", { timeout: 900_000 }, async () => {
    const port = await freePort();
    const first = await startLikeNpmStart(dataDir, port);
    running.push(first.child);
    const printed = /Demo API key: (ctb_live_\w+)/.exec(first.output())?.[1];
    expect(printed).toBeDefined();
    expect(readFileSync(path.join(dataDir, "demo-api-key"), "utf8").trim()).toBe(printed);
    expect(first.output()).toContain(`http://localhost:${port}/api/v1`);
    expect(first.output()).toContain("/api/mcp/mcp");
    expect(first.output()).toContain("demo@contabilista.example");

    const before = await company(port, printed!);
    expect(before.status).toBe(200);
    expect(before.body.data.nif).toBe("509876544");

    // An operator creates a key with the CLI while the server runs (through the running database).
    const created = await run(tsx, ["lib/transports/cli/keys.ts", "create", "--name", "restart test", "--scopes", "read", "--company", DEMO_COMPANY.nif], { cwd: projectRoot, env: embeddedEnvironment(dataDir, port) });
    const operatorKey = /(ctb_live_\w+)/.exec(created.stdout)?.[1];
    expect(operatorKey).toBeDefined();
    expect((await company(port, operatorKey!)).status).toBe(200);

    // A second `npm start` in the same folder (a second terminal): refused before it opens the
    // database, naming the running one; it leaves the running one's files alone, so the CLI still
    // reaches the running server's database afterwards.
    const runtimeFile = path.join(dataDir, "runtime.json");
    const runtimeBefore = readFileSync(runtimeFile, "utf8");
    const holder = JSON.parse(runtimeBefore) as { pid: number; url: string };
    expect(holder.url).toBe(`http://localhost:${port}`);
    const secondPort = await freePort();
    const refused = await run(tsx, ["lib/transports/server/start.ts"], { cwd: projectRoot, env: embeddedEnvironment(dataDir, secondPort), timeout: 120_000 }).then(
      () => ({ code: 0, output: "" }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`already running at http://localhost:${port} (pid ${holder.pid})`);
    expect(refused.output).not.toContain("Contabilista is running");
    await expect(fetch(`http://127.0.0.1:${secondPort}/api/health`)).rejects.toThrow();
    expect(readFileSync(runtimeFile, "utf8")).toBe(runtimeBefore);
    const afterRefusal = await run(tsx, ["lib/transports/cli/keys.ts", "create", "--name", "after a refused start", "--scopes", "read", "--company", DEMO_COMPANY.nif], { cwd: projectRoot, env: embeddedEnvironment(dataDir, port) });
    const laterKey = /(ctb_live_\w+)/.exec(afterRefusal.stdout)?.[1];
    expect(laterKey).toBeDefined();
    expect((await company(port, laterKey!)).status).toBe(200);
    // Integrator review L4: the demo has two companies, yet a key id names one key: revoke needs no --company.
    const laterKeyId = /Created key (\S+)/.exec(afterRefusal.stdout)?.[1];
    const revoked = await run(tsx, ["lib/transports/cli/keys.ts", "revoke", laterKeyId!], { cwd: projectRoot, env: embeddedEnvironment(dataDir, port) });
    expect(revoked.stdout).toContain(`Revoked ${laterKeyId}`);
    await expect.poll(async () => (await company(port, laterKey!)).status, { timeout: 30_000 }).toBe(401);

    await stopProcess(first.child, "SIGINT");
    // The one that held the folder removed its runtime file when it stopped.
    expect(existsSync(runtimeFile)).toBe(false);
    const second = await startLikeNpmStart(dataDir, port);
    running.push(second.child);
    expect(second.output()).not.toContain("demo company seeded");
    expect(/Demo API key: (ctb_live_\w+)/.exec(second.output())?.[1]).toBe(printed);

    const after = await company(port, operatorKey!);
    expect(after.status).toBe(200);
    expect(after.body.data.id).toBe(before.body.data.id);
  });
});

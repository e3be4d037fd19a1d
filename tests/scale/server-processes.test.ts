import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server";
import { cpuTicks, serverProcessesOf, waitFor } from "../support/process-watch";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

// WEB_CONCURRENCY=2 (lib/transports/server/server-processes.ts): one server, two request processes on one port
// (and its large-body process), sharing PostgreSQL and Redis. Needs the real services, as the two-instance tests do.

/** The server's request processes (it has a large-body process besides, on with PostgreSQL and Redis). */
const requestProcesses = (server: RunningServer) => serverProcessesOf(server, "requests");

/** GET on a new connection (no keep-alive socket that may belong to a dead process): its status, or the error. */
function getOnNewConnection(url: string, timeoutMs = 10_000): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode!));
    });
    request.on("timeout", () => request.destroy(new Error("no answer")));
    request.on("error", (error) => resolve(error.message));
  });
}

describe.runIf(inject("mode") === "services")("one server as two processes (WEB_CONCURRENCY=2)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startAppServer({ DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "10", REDIS_URL: inject("redisUrl"), RATE_LIMIT_PREFIX: `ctb-processes-${Date.now().toString(36)}`, WEB_CONCURRENCY: "2" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers from both processes and numbers 200 concurrent invoices 1…200", async () => {
    const processes = await waitFor(() => requestProcesses(server), (pids) => pids.length === 2);
    expect(processes).toHaveLength(2);
    const before = processes.map(cpuTicks);
    const company = await createTestCompany();
    const keys = await Promise.all(Array.from({ length: 20 }, async () => (await createTestKey(company.companyId, { scopes: ["invoices:write"], rateLimitPerMinute: 100_000 })).key));
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const response = await fetch(`${server.baseUrl}/api/v1/invoices`, {
          method: "POST",
          headers: { Authorization: `Bearer ${keys[index % keys.length]}`, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ clientName: "Cliente Processos", lines: [{ description: "Serviço", unitEuros: 10 + index }] }),
        });
        return response.status;
      }),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(200);
    const rows = await testDatabase().invoice.findMany({ where: { companyId: company.companyId }, select: { number: true }, orderBy: { number: "asc" } });
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    // Each process did part of the work (more than 0.1 s of CPU each for 200 invoices).
    const used = processes.map((pid, index) => cpuTicks(pid) - before[index]!);
    for (const ticks of used) expect(ticks).toBeGreaterThan(10);
  });

  it("replaces a process that dies while serving, and answers every new connection meanwhile", async () => {
    const [victim, survivor] = await waitFor(() => requestProcesses(server), (pids) => pids.length === 2);
    process.kill(victim!, "SIGKILL");
    // Right after the crash: with the primary handing out connections, one of these hung.
    const answers = await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection(`${server.baseUrl}/api/health`)));
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    const replaced = await waitFor(() => requestProcesses(server), (pids) => pids.length === 2 && !pids.includes(victim!));
    expect(replaced).toContain(survivor);
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(victim);
    await waitFor(() => server.output(), (output) => output.includes('"event":"server_process_exited"'));
    expect(server.output()).toContain('"event":"server_process_exited"');
  });
});

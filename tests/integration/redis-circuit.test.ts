import { spawn, type ChildProcess } from "node:child_process";
import IORedis from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { freePort } from "@/lib/transports/server/embedded-database";
import { startAppServer, type RunningServer } from "../support/app-server";
import { createTestCompany, createTestKey } from "../support/fixtures";

// M6 (security review 2026-11-26): a Redis that stops answering (paused, not down) made every
// request wait ~9 s. This test runs a redis-server of its own, points a server of its own at it, and
// pauses it with SIGSTOP: the TCP connection stays open and nothing answers, as with a hung or
// partitioned Redis. Needs PostgreSQL over TCP (the embedded database takes one connection).

describe.runIf(inject("mode") === "services")("a Redis that stops answering", () => {
  let redisServer: ChildProcess;
  let own: IORedis;
  let server: RunningServer;
  let key: string;
  let keyId: string;
  let tightKey: string;
  const prefix = `ctb-circuit-${Date.now().toString(36)}`;

  const company = async (bearer: string) => {
    const startedAt = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/company`, { headers: { Authorization: `Bearer ${bearer}` } });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - startedAt };
  };
  const countedInRedis = () => own.zcard(`${prefix}:100000:${keyId}`);

  beforeAll(async () => {
    const port = await freePort();
    redisServer = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    // Queued until the server listens (ioredis reconnects and keeps its offline queue by default).
    own = new IORedis(`redis://127.0.0.1:${port}`, { retryStrategy: () => 100 });
    own.on("error", () => undefined);
    expect(await own.ping()).toBe("PONG");
    server = await startAppServer({ DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "5", REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PREFIX: prefix });
    const { companyId } = await createTestCompany();
    ({ key, keyId } = await createTestKey(companyId, { scopes: ["read"], rateLimitPerMinute: 100_000 }));
    ({ key: tightKey } = await createTestKey(companyId, { scopes: ["read"], rateLimitPerMinute: 5 }));
  });

  afterAll(async () => {
    if (redisServer?.pid) process.kill(redisServer.pid, "SIGCONT");
    await server?.stop();
    own?.disconnect();
    redisServer?.kill("SIGKILL");
  });

  it("answers within a second, counts in-process meanwhile, and returns to Redis once a probe gets an answer", { timeout: 60_000 }, async () => {
    expect((await company(key)).status).toBe(200);
    expect(await countedInRedis()).toBe(1);
    // The same burst with Redis answering, for comparison on a busy machine (10: the key's in-flight cap).
    const burst = () => Promise.all(Array.from({ length: 10 }, () => company(key)));
    const answering = await burst();

    process.kill(redisServer.pid!, "SIGSTOP");
    const sequential = [];
    for (let call = 0; call < 8; call++) sequential.push(await company(key));
    const parallel = await burst();
    const slowest = (results: { ms: number }[]) => Math.round(Math.max(...results.map((result) => result.ms)));
    console.log(`Redis answering: burst of 10 slowest ${slowest(answering)} ms. Paused: one by one ${sequential.map((r) => Math.round(r.ms)).join(", ")} ms; burst of 10 slowest ${slowest(parallel)} ms`);
    expect([...sequential, ...parallel].map((result) => result.status)).toEqual(Array.from({ length: 18 }, () => 200));
    // The first request finds Redis silent (two command deadlines of 300 ms open the circuit); from
    // then on Redis is not waited on at all (before: every request ~9 s).
    expect(sequential[0]!.ms).toBeLessThan(1_500);
    expect(slowest(sequential.slice(1))).toBeLessThan(1_000);
    expect(slowest(parallel)).toBeLessThan(slowest(answering) + 1_000);
    expect(server.output()).toContain('"event":"redis_circuit_open"');

    // Limits still hold meanwhile, counted in this process.
    const tight = [];
    for (let call = 0; call < 7; call++) tight.push(await company(tightKey));
    expect(tight.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Math.max(...tight.map((result) => result.ms))).toBeLessThan(1_000);

    process.kill(redisServer.pid!, "SIGCONT");
    // After the half-open delay one request probes Redis, finds it answering, and the circuit closes.
    await vi.waitFor(
      async () => {
        expect((await company(key)).status).toBe(200);
        expect(server.output()).toContain('"event":"redis_circuit_closed"');
      },
      { timeout: 20_000, interval: 500 },
    );
    const before = await countedInRedis();
    expect((await company(key)).status).toBe(200);
    expect(await countedInRedis()).toBe(before + 1);
  });
});

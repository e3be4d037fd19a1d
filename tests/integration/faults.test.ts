import http from "node:http";
import { hashPassword } from "@/lib/domains/auth/password";
import IORedis from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// Faults, against a server of its own whose PostgreSQL and Redis connections go through TCP proxies
// the test cuts and restores. Needs the real services (CI always has them; the embedded database
// takes one connection, which this second server cannot share).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (!accept(last) && Date.now() < deadline) {
    await sleep(250);
    last = await probe();
  }
  return last;
}

describe.runIf(inject("mode") === "services")("faults: database and Redis outages, cut-off uploads", () => {
  let postgres: TcpProxy;
  let redisProxy: TcpProxy;
  let server: RunningServer;
  let company: TestCompany;
  let key: string;
  let keyId: string;
  const prefix = `ctb-faults-${Date.now().toString(36)}`;
  const redis = new IORedis(inject("redisUrl"));

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { success: boolean; data?: any; error?: { code: string; message: string } } };
  };

  beforeAll(async () => {
    const databaseUrl = new URL(inject("databaseUrl"));
    const redisUrl = new URL(inject("redisUrl"));
    postgres = await startTcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    redisProxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    const proxiedDatabase = new URL(databaseUrl);
    proxiedDatabase.hostname = "127.0.0.1";
    proxiedDatabase.port = String(postgres.port);
    server = await startAppServer({ DATABASE_URL: proxiedDatabase.toString(), DATABASE_POOL_MAX: "5", REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`, RATE_LIMIT_PREFIX: prefix });
    company = await createTestCompany();
    ({ key, keyId } = await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 }));
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.close();
    await redisProxy?.close();
    redis.disconnect();
  });

  it("Redis down: requests keep clear answers counted in-process, with a warning; Redis is used again when it returns", async () => {
    const counted = () => redis.zcard(`${prefix}:100000:${keyId}`);
    // Right after start the Redis connection may still be opening (those requests count in-process).
    const before = await eventually(
      async () => {
        expect((await call("GET", "/company")).status).toBe(200);
        return counted();
      },
      (count) => count > 0,
    );
    expect(before).toBeGreaterThan(0);

    redisProxy.cut();
    const during = await Promise.all(Array.from({ length: 5 }, () => call("GET", "/company")));
    for (const response of during) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-limit")).toBe("100000");
    }
    expect(await counted()).toBe(before);
    expect(server.output()).toContain("rate_limit_redis_unavailable");

    redisProxy.restore();
    const after = await eventually(
      async () => {
        await call("GET", "/company");
        return counted();
      },
      (count) => count > before,
    );
    expect(after).toBeGreaterThan(before);
  });

  it("PostgreSQL down: 503 service_unavailable with Retry-After, no half-written invoice, recovery without a restart", async () => {
    // A person signed in on this server before the outage (review L4: their exports answered 500).
    const email = `falhas.${Date.now()}@empresa.example`;
    const user = await testDatabase().user.create({ data: { email, name: "Falhas", passwordHash: await hashPassword("palavra-passe-das-falhas"), emailVerifiedAt: new Date() } });
    await testDatabase().membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const csrfBefore = await fetch(`${server.baseUrl}/api/auth/csrf`);
    const { csrfToken: csrfBeforeToken } = (await csrfBefore.json()) as { csrfToken: string };
    const jar = csrfBefore.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
    const signedIn = await fetch(`${server.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.join("; "), Origin: server.baseUrl },
      body: new URLSearchParams({ csrfToken: csrfBeforeToken, email, password: "palavra-passe-das-falhas", json: "true" }),
    });
    const sessionCookie = [...jar, ...signedIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!)].join("; ");
    expect((await fetch(`${server.baseUrl}/faturas/exportar?formato=csv`, { headers: { Cookie: sessionCookie } })).status).toBe(200);
    for (const path of ["/painel", "/faturas"]) expect((await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: sessionCookie } })).status).toBe(200);
    const issue = (index: number) => call("POST", "/invoices", { clientName: `Cliente ${index}`, lines: [{ description: "Serviço", unitEuros: 10 + index }] });
    expect((await issue(0)).status).toBe(201);

    postgres.cut();
    const whileDown = [await call("GET", "/company"), await issue(1), await call("GET", "/invoices")];
    for (const response of whileDown) {
      expect(response.status).toBe(503);
      expect(response.body.error?.code).toBe("service_unavailable");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    // Review L4: the OAuth endpoints and a signed-in export answer the outage as 503 with Retry-After, not 500.
    const token = await fetch(`${server.baseUrl}/oauth/token`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "grant_type=refresh_token&client_id=x&refresh_token=y" });
    expect(token.status).toBe(503);
    expect(((await token.json()) as { error: string }).error).toBe("temporarily_unavailable");
    expect(Number(token.headers.get("retry-after"))).toBeGreaterThan(0);
    const register = await fetch(`${server.baseUrl}/oauth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_name: "Falha", redirect_uris: ["https://app.example/cb"] }) });
    expect(register.status).toBe(503);
    const exported = await fetch(`${server.baseUrl}/faturas/exportar?formato=csv`, { headers: { Cookie: sessionCookie } });
    expect(exported.status).toBe(503);
    expect(await exported.text()).toContain("temporariamente indisponível");
    // Review L4: signed-in pages answered 500; now 503 with Retry-After and a notice in Portuguese,
    // without the driver's words, the database's address or a stack.
    for (const path of ["/painel", "/faturas", "/faturas?estado=vencida"]) {
      const page = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: sessionCookie } });
      const html = await page.text();
      expect(page.status, path).toBe(503);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(html).toContain("O serviço está temporariamente indisponível");
      expect(html).toContain("Tentar de novo");
      expect(html).not.toMatch(/prisma|reach database|invocation|ECONNREFUSED|\s+at\s+\S+\s+\(/i);
      expect(html).not.toContain(`:${postgres.port}`);
    }
    // Security review L4: the sign-in answer names the problem by our code, never the driver's text with the database's host.
    const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signIn = await fetch(`${server.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; "), Origin: server.baseUrl },
      body: new URLSearchParams({ csrfToken, email: "alguem@empresa.example", password: "uma-palavra-passe", json: "true" }),
    });
    const { url } = JSON.parse(await signIn.text()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toBe("service_unavailable");
    expect(url).not.toMatch(/prisma|reach database|invocation/i);
    expect(url).not.toContain(`:${postgres.port}`);

    postgres.restore();
    const recovered = await eventually(() => issue(2), (response) => response.status === 201);
    expect(recovered.status).toBe(201);
    const invoices = await testDatabase().invoice.findMany({ where: { companyId: company.companyId }, orderBy: { number: "asc" }, select: { number: true } });
    expect(invoices.map((invoice) => invoice.number)).toEqual(invoices.map((_, index) => index + 1));
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    // Once the database is back the same session's pages answer again (the outage ended no session).
    expect((await fetch(`${server.baseUrl}/painel`, { headers: { Cookie: sessionCookie } })).status).toBe(200);
  });

  it("PostgreSQL cut during a bank import: all movements or none", async () => {
    const lines = Array.from({ length: 8_000 }, (_, index) => `2026-10-${String((index % 28) + 1).padStart(2, "0")};Movimento ${index};${index % 2 ? "-" : ""}${(index % 900) + 1},${String(index % 100).padStart(2, "0")}`);
    const importing = call("POST", "/bank/import", { csv: lines.join("\n") });
    setTimeout(() => postgres.cut(), 150);
    const answer = await importing;
    postgres.restore();
    const unexpected = server.output().split("\n").filter((line) => line.includes("unexpected_error")).join("\n");
    expect([200, 503], `answered ${answer.status}; server logged: ${unexpected}`).toContain(answer.status);
    const stored = await eventually(() => testDatabase().bankMovement.count({ where: { companyId: company.companyId } }), () => true);
    expect(stored === 0 || stored === 8_000, `${stored} movements after ${answer.status}`).toBe(true);
    if (answer.status === 200) expect(stored).toBe(8_000);
    console.log(`faults: bank import cut mid-way answered ${answer.status}; ${stored} movements stored`);
  });

  it("an upload cut off mid-body stores nothing", async () => {
    const db = testDatabase();
    const count = () => Promise.all([db.expenseDocument.count({ where: { companyId: company.companyId } }), db.storedFile.count({ where: { companyId: company.companyId } })]);
    const before = await count();
    const url = new URL(`${server.baseUrl}/api/v1/documents`);
    await new Promise<void>((resolve) => {
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Content-Length": String(4_000_000) } });
      request.on("error", () => resolve());
      request.write(`{"fileName":"cortado.pdf","mimeType":"application/pdf","dataBase64":"${"JVBERi0xLjQK".repeat(20_000)}`);
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300);
    });
    await sleep(1_000);
    expect(await count()).toEqual(before);
    // Security review L5: a client going away is not a database outage.
    expect(server.output().split("\n").filter((line) => line.includes("database_unavailable") && line.includes("aborted"))).toEqual([]);
    // The server is still fine afterwards.
    expect((await call("GET", "/documents")).status).toBe(200);
  });
});

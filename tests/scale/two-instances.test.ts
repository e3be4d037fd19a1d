import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

// npm run test:scale (also part of npm test): two production instances on different ports sharing
// one PostgreSQL and one Redis. Needs the real services (CI has them): the embedded database takes
// a single connection and cannot be shared by several servers.

type Answer = { status: number; headers: Headers; body: any } | { status: "network_error" };

async function post(server: RunningServer, key: string, path: string, body: unknown, idempotencyKey?: string): Promise<Answer> {
  try {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  } catch {
    return { status: "network_error" };
  }
}

/**
 * A well-behaved client: an overloaded instance may answer 503 (no database connection free within
 * 5 s) or 429 with Retry-After, and nothing was written; the client waits and sends the same request
 * with the same Idempotency-Key. Returns the final answer and how many times it was told to wait.
 */
async function postUntilAnswered(server: RunningServer, key: string, path: string, body: unknown, idempotencyKey: string): Promise<{ answer: Answer; waits: number }> {
  for (let waits = 0; ; waits++) {
    const answer = await post(server, key, path, body, idempotencyKey);
    if ((answer.status !== 503 && answer.status !== 429) || waits === 5) return { answer, waits };
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get("retry-after") ?? 1) * 1000));
  }
}

async function invoiceNumbers(companyId: string): Promise<number[]> {
  const rows = await testDatabase().invoice.findMany({ where: { companyId }, select: { number: true }, orderBy: { number: "asc" } });
  return rows.map((row) => row.number);
}

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe.runIf(inject("mode") === "services")("two instances sharing PostgreSQL and Redis", () => {
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    const env = { DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "10", REDIS_URL: inject("redisUrl"), RATE_LIMIT_PREFIX: `ctb-scale-${Date.now().toString(36)}` };
    [first, second] = await Promise.all([startAppServer(env), startAppServer(env)]);
    expect(first.port).not.toBe(second.port);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  it("lets exactly 60 of 200 requests with one key through, whichever instance answers", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => fetch(`${(index % 2 ? first : second).baseUrl}/api/v1/company`, { headers: { Authorization: `Bearer ${key}` } })),
    );
    const allowed = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(allowed).toHaveLength(60);
    expect(limited).toHaveLength(140);
    for (const answer of limited) {
      expect(answer.headers.get("x-ratelimit-limit")).toBe("60");
      expect(answer.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await answer.json()).error.code).toBe("rate_limited");
    }
  });

  it("numbers 200 concurrent invoices across both 1…200, each retried once with its idempotency key", async () => {
    const company = await createTestCompany();
    // Twenty keys of the one company, ten requests each: all 200 contend for the company's series at
    // once while each key stays within its 10 requests in flight.
    const keys = await Promise.all(Array.from({ length: 20 }, async () => (await createTestKey(company.companyId, { scopes: ["invoices:write"], rateLimitPerMinute: 100_000 })).key));
    const requests = Array.from({ length: 200 }, (_, index) => ({ idempotencyKey: randomUUID(), body: { clientName: `Cliente ${index % 7}`, lines: [{ description: "Serviço", unitEuros: 10 + index }] } }));
    const attempts = await Promise.all(
      requests.map(async (request, index) => {
        const key = keys[index % keys.length]!;
        const firstTry = await postUntilAnswered(index % 2 ? first : second, key, "/invoices", request.body, request.idempotencyKey);
        const retry = await postUntilAnswered(index % 2 ? second : first, key, "/invoices", request.body, request.idempotencyKey);
        return [firstTry.answer, retry.answer, firstTry.waits + retry.waits] as const;
      }),
    );
    // Told to wait is fine (it is the documented answer to overload); a wrong number never is.
    console.log(`scale: 200 concurrent invoices, ${attempts.filter(([, , waits]) => waits > 0).length} told to retry after 503/429`);
    for (const [firstTry, retry] of attempts) {
      expect(firstTry!.status).toBe(201);
      expect(retry!.status).toBe(201);
      if (firstTry!.status !== "network_error" && retry!.status !== "network_error") expect(retry!.body.data.id).toBe(firstTry!.body.data.id);
    }
    expect(await invoiceNumbers(company.companyId)).toEqual(oneTo(200));
  });

  it("keeps answering when one instance is killed mid-load; after retries every invoice exists exactly once", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["invoices:write"], rateLimitPerMinute: 100_000 });
    const requests = Array.from({ length: 120 }, (_, index) => ({ idempotencyKey: randomUUID(), body: { clientName: "Cliente Resiliente", lines: [{ description: "Serviço", unitEuros: 5 + index }] } }));
    const victim = first;
    // Ten at a time; the victim is killed once it has answered 20, so some of its requests are in flight.
    const firstRound: Answer[] = new Array(requests.length);
    let victimAnswered = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const target = index % 2 ? victim : second;
        firstRound[index] = await post(target, key, "/invoices", requests[index]!.body, requests[index]!.idempotencyKey);
        if (target === victim && firstRound[index]!.status === 201 && ++victimAnswered === 20) victim.process.kill("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    const failedOnVictim = firstRound.filter((answer) => answer.status === "network_error").length;
    // Everything that did not get a 201 is retried on the survivor with the same key.
    const finals = await Promise.all(
      requests.map(async (request, index) => (firstRound[index]!.status === 201 ? firstRound[index]! : post(second, key, "/invoices", request.body, request.idempotencyKey))),
    );
    expect(finals.every((answer) => answer.status === 201)).toBe(true);
    const ids = new Set(finals.map((answer) => (answer.status === 201 ? answer.body.data.id : null)));
    expect(ids.size).toBe(120);
    expect(await invoiceNumbers(company.companyId)).toEqual(oneTo(120));
    expect(failedOnVictim).toBeGreaterThan(0);
    // A reply already on the wire when SIGKILL lands still arrives, so the count may pass 20.
    expect(victimAnswered).toBeGreaterThanOrEqual(20);
    expect(victim.process.signalCode ?? "SIGKILL").toBe("SIGKILL");
    console.log(`scale: the killed instance had answered ${victimAnswered}; ${failedOnVictim} of 120 requests were cut off and completed on the other instance`);
  });
});

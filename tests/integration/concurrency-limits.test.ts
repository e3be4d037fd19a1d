import { request as httpRequest } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { startAppServer } from "../support/app-server";
import { IN_FLIGHT_WAIT_MS, MAX_IN_FLIGHT_PER_KEY } from "@/lib/transports/api/in-flight-limit";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

// Cost-aware limits: a key may keep only so many requests in flight (REST and MCP together), and heavy
// work is capped per instance with a per-company share, so a busy tenant cannot starve another.

/**
 * A POST whose body arrives slowly: the first byte at once, the rest after `holdMs`. Resolves with the
 * status and headers as soon as the server answers (which it may do before the body is complete).
 */
function slowPost(path: string, key: string, holdMs: number): Promise<{ status: number; retryAfter: string | undefined; code?: string; answeredAfterMs: number }> {
  const body = JSON.stringify({ clientName: "" });
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${inject("baseUrl")}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => request.end(body.slice(1)), holdMs);
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode!, retryAfter: response.headers["retry-after"] as string | undefined, code: text ? JSON.parse(text).error?.code : undefined, answeredAfterMs: Date.now() - startedAt });
      });
    });
    request.on("error", reject);
    request.write(body.slice(0, 1));
  });
}

describe("requests in flight per key", () => {
  it(`refuses requests beyond ${MAX_IN_FLIGHT_PER_KEY} in flight with 429 rate_limited and Retry-After`, async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { rateLimitPerMinute: 1_000 });
    const holdMs = IN_FLIGHT_WAIT_MS + 2_500;
    const results = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_KEY + 4 }, () => slowPost("/api/v1/invoices", key, holdMs)));
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(4);
    for (const result of refused) {
      expect(result.code).toBe("rate_limited");
      expect(Number(result.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(result.answeredAfterMs).toBeLessThan(holdMs); // refused while the others still hold their slots
    }
    // The admitted ones read their (invalid) body to the end and answered it.
    expect(results.filter((result) => result.status === 400)).toHaveLength(MAX_IN_FLIGHT_PER_KEY);
    // Slots are released: the key works again at once.
    expect((await api("GET", "/company", { key })).status).toBe(200);
  }, 30_000);

  it("counts each key separately", async () => {
    const company = await createTestCompany();
    const busy = await createTestKey(company.companyId, { rateLimitPerMinute: 1_000 });
    const quiet = await createTestKey(company.companyId, { scopes: ["read"] });
    const held = Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, () => slowPost("/api/v1/invoices", busy.key, 3_000)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const startedAt = Date.now();
    expect((await api("GET", "/company", { key: quiet.key })).status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(2_500);
    expect((await held).every((result) => result.status === 400)).toBe(true);
  }, 30_000);
});

describe("heavy work per instance", () => {
  it("a burst of one company's bank imports gets 429 beyond its share, and another company's light requests stay quick", async () => {
    const busy = await createTestCompany();
    const keys = await Promise.all(Array.from({ length: 3 }, () => createTestKey(busy.companyId, { scopes: ["banks:write"], rateLimitPerMinute: 1_000 })));
    const other = await createTestCompany();
    const { key: otherKey } = await createTestKey(other.companyId, { scopes: ["read"] });
    const statement = (batch: number) =>
      Array.from({ length: 5_000 }, (_, line) => `2026-${String((line % 9) + 1).padStart(2, "0")}-${String((line % 28) + 1).padStart(2, "0")};Lote ${batch} movimento ${line};${line % 2 ? "-" : ""}${(line % 900) + 1},${String(batch % 100).padStart(2, "0")}`).join("\n");
    const burst = Promise.all(Array.from({ length: 30 }, (_, index) => api("POST", "/bank/import", { key: keys[index % 3]!.key, body: { csv: statement(index) } })));

    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies: number[] = [];
    for (let call = 0; call < 5; call++) {
      const startedAt = Date.now();
      const response = await api("GET", "/company", { key: otherKey });
      latencies.push(Date.now() - startedAt);
      expect(response.status).toBe(200);
    }
    const results = await burst;
    // Generous bound (the tight figures live in the bench): without the cap these waited for every import.
    expect(Math.max(...latencies), `light request latencies ${latencies.join(", ")} ms`).toBeLessThan(3_000);
    for (const result of results) expect([200, 201, 429], JSON.stringify(result.body).slice(0, 200)).toContain(result.status);
    const refused = results.filter((result) => result.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) {
      expect(result.body.error.code).toBe("rate_limited");
      expect(Number(result.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    expect(results.some((result) => result.status < 300)).toBe(true);
  }, 120_000);

  it("identical reports waiting behind the company's heavy share get one run's answer, on REST and MCP, each under its own request and JSON-RPC id", async () => {
    // An instance of its own, to read its request log.
    const server = await startAppServer({ DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "10", REDIS_URL: inject("redisUrl"), RATE_LIMIT_PREFIX: inject("rateLimitPrefix") });
    try {
      const company = await createTestCompany();
      const { key } = await createTestKey(company.companyId, { scopes: ["read", "invoices:write", "banks:write"], rateLimitPerMinute: 1_000 });
      const auth = { Authorization: `Bearer ${key}` };
      const issued = await fetch(`${server.baseUrl}/api/v1/invoices`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ clientName: "Cliente Partilha", lines: [{ description: "Serviço", unitEuros: 100 }] }) });
      expect(issued.status).toBe(201);
      const year = Number(new Date().toISOString().slice(0, 4));
      // A bank import holds the company's heavy share while the reports arrive.
      const lines = Array.from({ length: 3_000 }, (_, line) => `${year}-01-${String((line % 28) + 1).padStart(2, "0")};Partilha ${line};-${(line % 900) + 1},03`);
      const importing = fetch(`${server.baseUrl}/api/v1/bank/import`, { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ csv: lines.join("\n") }) });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const rest = Array.from({ length: 4 }, () => fetch(`${server.baseUrl}/api/v1/reports/financial?year=${year}`, { headers: auth }));
      const mcp = Array.from({ length: 4 }, (_, index) =>
        fetch(`${server.baseUrl}/api/mcp/mcp`, {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
          body: JSON.stringify({ jsonrpc: "2.0", id: `call-${index}`, method: "tools/call", params: { name: "get_financial_report", arguments: { year } } }),
        }),
      );
      const answered = async (pending: Promise<Response>) => {
        const response = await pending;
        return { status: response.status, requestId: response.headers.get("x-request-id")!, body: await response.json() };
      };
      const restAnswers = await Promise.all(rest.map(answered));
      const mcpAnswers = await Promise.all(mcp.map(answered));
      expect((await importing).status).toBe(200);

      for (const answer of [...restAnswers, ...mcpAnswers]) expect(answer.status).toBe(200);
      const report = restAnswers[0]!.body.data;
      expect(report.receitasLiquidasCents).toBe(10_000);
      for (const answer of restAnswers) expect(answer.body.data).toEqual(report);
      mcpAnswers.forEach((answer, index) => {
        expect(answer.body.id).toBe(`call-${index}`);
        expect(answer.body.result.isError).toBeFalsy();
        expect(answer.body.result.structuredContent).toEqual(report);
      });

      // The log says which request's run answered which: a run of the same surface, itself not shared.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const logged = new Map<string, { sharedRunOf?: string }>();
      for (const line of server.output().split("\n")) {
        if (!line.includes('"event":"request"')) continue;
        const entry = JSON.parse(line) as { requestId: string; sharedRunOf?: string };
        logged.set(entry.requestId, entry);
      }
      for (const answers of [restAnswers, mcpAnswers]) {
        const ids = answers.map((answer) => answer.requestId);
        const shared = ids.filter((id) => logged.get(id)?.sharedRunOf);
        expect(shared.length, `shared answers among ${ids.join(", ")}`).toBeGreaterThanOrEqual(2);
        for (const id of shared) {
          const runBy = logged.get(id)!.sharedRunOf!;
          expect(ids).toContain(runBy);
          expect(logged.get(runBy)?.sharedRunOf).toBeUndefined();
        }
      }
    } finally {
      await server.stop();
    }
  }, 60_000);
});

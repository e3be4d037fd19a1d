import { describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

describe("per-key rate limit (60 per minute)", () => {
  it("lets exactly 60 of 200 concurrent requests through, with headers on every response", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const responses = await Promise.all(Array.from({ length: 200 }, () => api("GET", "/company", { key })));

    const allowed = responses.filter((response) => response.status === 200);
    const limited = responses.filter((response) => response.status === 429);
    expect(allowed).toHaveLength(60);
    expect(limited).toHaveLength(140);

    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const response of responses) {
      expect(response.headers.get("x-ratelimit-limit")).toBe("60");
      const reset = Number(response.headers.get("x-ratelimit-reset"));
      expect(reset).toBeGreaterThanOrEqual(nowSeconds);
      expect(reset).toBeLessThanOrEqual(nowSeconds + 61);
    }
    const remaining = allowed.map((response) => Number(response.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b);
    expect(remaining[0]).toBe(0);
    expect(remaining.at(-1)).toBe(59);
    for (const response of limited) {
      expect(response.body.error.code).toBe("rate_limited");
      expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it("counts each key separately", async () => {
    const company = await createTestCompany();
    const busy = await createTestKey(company.companyId, { scopes: ["read"] });
    const quiet = await createTestKey(company.companyId, { scopes: ["read"] });
    await Promise.all(Array.from({ length: 61 }, () => api("GET", "/company", { key: busy.key })));
    expect((await api("GET", "/company", { key: busy.key })).status).toBe(429);
    expect((await api("GET", "/company", { key: quiet.key })).status).toBe(200);
  });

  it("honours a key's raised limit (set by operators, e.g. for benchmarks)", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"], rateLimitPerMinute: 100 });
    const responses = await Promise.all(Array.from({ length: 110 }, () => api("GET", "/company", { key })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(100);
    expect(responses[0]!.headers.get("x-ratelimit-limit")).toBe("100");
  });
});

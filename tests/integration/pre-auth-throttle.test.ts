import { describe, expect, it } from "vitest";
import { generateApiKey } from "@/lib/domains/auth/api-key-secret";
import { FAILED_KEY_LOOKUPS_PER_MINUTE } from "@/lib/transports/api/authenticate-request";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domains/auth/client-address";
import { createTestCompany, createTestGrantToken, createTestKey } from "../support/fixtures";
import { requestFrom } from "../support/from-address";

// Every unknown API key costs a database lookup, so an address that tries more than
// FAILED_KEY_LOOKUPS_PER_MINUTE unknown keys is refused before the lookup, on REST and MCP alike,
// with 429 rate_limited and Retry-After; other addresses are not affected.

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

describe("pre-authentication throttle per client address", () => {
  it("refuses an address guessing keys with 429 before looking further keys up; another address is unaffected", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 });
    const guesser = "127.0.0.21";

    const statuses: number[] = [];
    for (let attempt = 0; attempt < FAILED_KEY_LOOKUPS_PER_MINUTE; attempt++) {
      // Forged address headers change nothing: the server keys on the socket.
      const forged = { "x-forwarded-for": `203.0.113.${attempt + 1}`, [CLIENT_ADDRESS_HEADER]: `203.0.113.${attempt + 1}` };
      statuses.push((await requestFrom(guesser, "GET", "/api/v1/company", { headers: { ...bearer(generateApiKey().plaintext), ...forged } })).status);
    }
    expect(statuses).toEqual(Array(FAILED_KEY_LOOKUPS_PER_MINUTE).fill(401));

    const refused = await requestFrom(guesser, "GET", "/api/v1/company", { headers: bearer(generateApiKey().plaintext) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const body = JSON.parse(refused.text);
    expect(body).toMatchObject({ success: false, error: { code: "rate_limited" } });
    expect(typeof body.error.requestId).toBe("string");

    const mcp = await requestFrom(guesser, "POST", "/api/mcp/mcp", {
      headers: { ...bearer(generateApiKey().plaintext), "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(mcp.status).toBe(429);

    // A malformed key never reaches the database, so it is still answered 401, not 429.
    expect((await requestFrom(guesser, "GET", "/api/v1/company", { headers: bearer("not-a-key") })).status).toBe(401);
    // Another address is not affected.
    expect((await requestFrom("127.0.0.22", "GET", "/api/v1/company", { headers: bearer(key) })).status).toBe(200);
    expect((await requestFrom("127.0.0.22", "GET", "/api/v1/company", { headers: bearer(generateApiKey().plaintext) })).status).toBe(401);
  });

  it("never refuses a valid key or access token from an address that is locked for unknown keys (shared NAT, issue 38 M3)", async () => {
    const company = await createTestCompany();
    const shared = "127.0.0.23";
    for (let attempt = 0; attempt < FAILED_KEY_LOOKUPS_PER_MINUTE; attempt++) {
      await requestFrom(shared, "GET", "/api/v1/company", { headers: bearer(generateApiKey().plaintext) });
    }
    expect((await requestFrom(shared, "GET", "/api/v1/company", { headers: bearer(generateApiKey().plaintext) })).status).toBe(429);

    // Keys created after the lock, so no instance has them cached: each needs a database lookup.
    const { key: neighbour } = await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 });
    const { key: readOnly } = await createTestKey(company.companyId, { scopes: ["read"], rateLimitPerMinute: 10_000 });
    expect((await requestFrom(shared, "GET", "/api/v1/company", { headers: bearer(neighbour) })).status).toBe(200);
    expect((await requestFrom(shared, "GET", "/api/v1/invoices", { headers: bearer(readOnly) })).status).toBe(200);
    const { token } = await createTestGrantToken(company.companyId, { scopes: ["read"] });
    const mcp = await requestFrom(shared, "POST", "/api/mcp/mcp", {
      headers: { ...bearer(token), "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(mcp.status).toBe(200);

    // The unknown ones are still refused, and a revoked key is still told it is revoked.
    expect((await requestFrom(shared, "GET", "/api/v1/company", { headers: bearer(generateApiKey().plaintext) })).status).toBe(429);
    const { key: revoked } = await createTestKey(company.companyId, { revoked: true });
    expect((await requestFrom(shared, "GET", "/api/v1/company", { headers: bearer(revoked) })).status).toBe(401);
  });
});

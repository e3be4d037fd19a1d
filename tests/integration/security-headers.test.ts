import { describe, expect, inject, it } from "vitest";
import { createTestCompany, createTestKey } from "../support/fixtures";

// What the browser is told about every answer: pages carry a per-request nonce policy (no
// 'unsafe-inline'), API answers a policy that loads and frames nothing.

describe("security headers", () => {
  const base = () => inject("baseUrl");

  it("sends API answers, including errors, with nosniff, no framing, no caching and a deny-all policy", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    for (const [path, headers, status] of [
      ["/api/v1/company", { Authorization: `Bearer ${key}` }, 200],
      ["/api/v1/company", {}, 401],
      ["/api/v1/nao-existe", { Authorization: `Bearer ${key}` }, 404],
      ["/api/health", {}, 200],
    ] as const) {
      const response = await fetch(`${base()}${path}`, { headers });
      expect(response.status, path).toBe(status);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("gives every page a fresh nonce, puts it on the page's scripts, and allows no inline script without it", async () => {
    const policies = [];
    for (const path of ["/entrar", "/entrar", "/docs/api", "/"]) {
      const response = await fetch(`${base()}${path}`, { redirect: "manual" });
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("unsafe-eval");
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      if (response.status === 200) {
        const html = await response.text();
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
      }
      policies.push(nonce);
    }
    expect(new Set(policies).size).toBe(policies.length);
  });
});

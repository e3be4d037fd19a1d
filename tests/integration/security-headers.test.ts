import { describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { base64, invoicePdf } from "../support/document-fixtures";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";
import { signInCookie } from "../support/session";

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

  it("lets only the app's own pages frame an uploaded document's file (the PDF preview), and every other answer keeps frame-ancestors 'none'", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    const email = `dona.${Date.now()}@cabecalhos.example`;
    const user = await testDatabase().user.create({ data: { email, name: "Dona", passwordHash: await hashPassword("palavra-passe-segura-123"), emailVerifiedAt: new Date() } });
    await testDatabase().membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const cookie = `${await signInCookie(email, "palavra-passe-segura-123")}; ctb-company=${company.companyId}`;
    const pdf = await api("POST", "/documents", { key, body: { fileName: "fatura.pdf", mimeType: "application/pdf", dataBase64: base64(await invoicePdf(["Padaria Fornecedora, Lda", "Total 12,30 EUR"])) } });
    expect(pdf.status, JSON.stringify(pdf.body)).toBeLessThan(300);
    const xml = `<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></Invoice>`;
    const ubl = await api("POST", "/documents", { key, body: { fileName: "fatura.xml", mimeType: "application/xml", dataBase64: Buffer.from(xml).toString("base64") } });

    const file = await fetch(`${base()}/documentos/${pdf.body.data.id}/ficheiro`, { headers: { Cookie: cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; object-src 'self'");
    // Anything else served back is also sandboxed: a script in an uploaded XML runs in no origin.
    expect(ubl.status, JSON.stringify(ubl.body)).toBeLessThan(300);
    const served = await fetch(`${base()}/documentos/${ubl.body.data.id}/ficheiro`, { headers: { Cookie: cookie } });
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox");
    // The review page frames it; pages, the invoice PDF and the API still may not be framed at all.
    const review = await fetch(`${base()}/documentos?rever=${pdf.body.data.id}`, { headers: { Cookie: cookie } });
    expect(await review.text()).toMatch(new RegExp(`<iframe src="/documentos/${pdf.body.data.id}/ficheiro"`));
    const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente", lines: [{ description: "Serviço", unitEuros: 10 }] } });
    for (const path of ["/documentos", "/", `/faturas/${invoice.body.data.id}/pdf`, "/api/v1/company"]) {
      const response = await fetch(`${base()}${path}`, { headers: { Cookie: cookie, Authorization: `Bearer ${key}` }, redirect: "manual" });
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      const policy = response.headers.get("content-security-policy");
      if (policy) expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });
});

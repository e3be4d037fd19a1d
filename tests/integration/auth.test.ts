import { beforeAll, describe, expect, it } from "vitest";
import { generateApiKey } from "@/lib/domains/auth/api-key-secret";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

describe("authentication and scopes (GET /company)", () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await createTestCompany();
  });

  it.each([
    ["no Authorization header", {}, /Missing API key/],
    ["a Basic credential", { Authorization: "Basic dXNlcjpwYXNz" }, /Bearer scheme/],
    ["an empty bearer", { Authorization: "Bearer " }, /Bearer scheme/],
    ["a malformed key", { Authorization: "Bearer not-a-key" }, /invalid/],
    ["a well-formed unknown key", { Authorization: `Bearer ${generateApiKey().plaintext}` }, /invalid/],
  ])("refuses %s with 401 invalid_api_key", async (_label, headers, message) => {
    const response = await api("GET", "/company", { headers });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("invalid_api_key");
    expect(response.body.error.message).toMatch(message);
  });

  it("refuses an expired key with 401 expired_api_key", async () => {
    const { key } = await createTestKey(company.companyId, { expiresAt: new Date(Date.now() - 60_000) });
    const response = await api("GET", "/company", { key });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("expired_api_key");
  });

  it("refuses a revoked key with 401 revoked_api_key", async () => {
    const { key } = await createTestKey(company.companyId, { revoked: true });
    const response = await api("GET", "/company", { key });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("revoked_api_key");
  });

  it("refuses a key without the operation's scope, naming the missing scope", async () => {
    const { key } = await createTestKey(company.companyId, { scopes: ["chat", "invoices:write"] });
    const response = await api("GET", "/company", { key });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("insufficient_scope");
    expect(response.body.error.message).toContain("'read'");
  });

  it("answers a key holding the scope with its own company", async () => {
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const response = await api("GET", "/company", { key });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        id: company.companyId,
        name: company.name,
        nif: company.nif,
        vatRegime: "trimestral",
        legalForm: "Sociedade por quotas (Lda)",
        cae: "62020",
        address: "Rua de Teste 1, 1000-001 Lisboa",
        email: "teste@empresa.example",
        vatRegimeSince: null,
        activityStartDate: null,
        iban: null,
        paymentReference: null,
        accountingRegime: "organized",
        hasEmployees: false,
        holdsInventory: false,
        euOperations: false,
        hasCompanyCars: false,
        carRegistrationMonths: [],
        paysNonResidents: false,
        emailOwnersOnAgentProposal: false,
      },
    });
  });

  it("takes a revocation made elsewhere into account within a few seconds", async () => {
    const { key, keyId } = await createTestKey(company.companyId, { scopes: ["read"] });
    expect((await api("GET", "/company", { key })).status).toBe(200); // now cached by the server
    await testDatabase().apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < 8_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await api("GET", "/company", { key })).status;
    }
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(7_000);
  });

  it("records when a key was last used", async () => {
    const { key, keyId } = await createTestKey(company.companyId, { scopes: ["read"] });
    expect((await testDatabase().apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt).toBeNull();
    await api("GET", "/company", { key });
    let lastUsedAt: Date | null = null;
    for (let attempt = 0; attempt < 20 && !lastUsedAt; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lastUsedAt = (await testDatabase().apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt;
    }
    expect(lastUsedAt).not.toBeNull();
    expect(Math.abs(lastUsedAt!.getTime() - Date.now())).toBeLessThan(10_000);
  });
});

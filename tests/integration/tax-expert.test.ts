import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

describe("POST /tax-expert", () => {
  let key: string;
  let companyId: string;
  beforeAll(async () => {
    companyId = (await createTestCompany()).companyId;
    key = (await createTestKey(companyId, { scopes: ["read"] })).key;
  });

  it("answers from the knowledge base, citing its sources", async () => {
    const response = await api("POST", "/tax-expert", { key, body: { question: "Posso deduzir o IVA do gasóleo da carrinha?" } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ engine: "local", fontes: [{ referencia: "CIVA art. 21.º" }] });
    expect(response.body.data.resposta).toMatch(/50%/);
  });

  it("says so when it does not know", async () => {
    const response = await api("POST", "/tax-expert", { key, body: { question: "Como se tributa a venda de NFTs em Marte?" } });
    expect(response.body.data).toMatchObject({ fontes: [], confianca: 0 });
  });

  it("validates the question and needs the read scope", async () => {
    expect((await api("POST", "/tax-expert", { key, body: { question: "ok" } })).body.error.details[0].path).toBe("question");
    expect((await api("POST", "/tax-expert", { key, body: { question: "x".repeat(2001) } })).status).toBe(400);
    expect((await api("POST", "/tax-expert", { key, body: {} })).status).toBe(400);
    const chatOnly = (await createTestKey(companyId, { scopes: ["chat"] })).key;
    const refused = await api("POST", "/tax-expert", { key: chatOnly, body: { question: "Qual a taxa de IVA?" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("'read'");
  });
});

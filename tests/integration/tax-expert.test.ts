import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

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
    expect(response.body.data).toMatchObject({ engine: "local", sources: [{ reference: "CIVA art. 21.º, n.º 1, al. b)", verifiedAt: null, verificationSource: null }] });
    expect(response.body.data.resposta).toMatch(/confirme com o seu contabilista certificado\.$/);
    expect(response.body.data.resposta).toMatch(/50%/);
  });

  it("understands a customer's wording and shows the source with its year", async () => {
    const response = await api("POST", "/tax-expert", { key, body: { question: "posso pagar 5000 euros em dinheiro vivo a um fornecedor?" } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ type: "answer", sources: [{ year: 2026 }] });
    expect(response.body.data.resposta).toContain("3 000 €");
  });

  it("asks for the missing data, using the company's profile from the database", async () => {
    const question = { question: "tenho de cobrar iva nas minhas faturas?" };
    const normal = await api("POST", "/tax-expert", { key, body: question });
    expect(normal.body.data.type).toBe("clarification");
    expect(normal.body.data.resposta).toContain("Pelo perfil da empresa, está no regime normal de IVA, com declaração trimestral");
    // What the chat shows as a card: the question put back and the data it needs.
    expect(normal.body.data.clarification.question).toMatch(/^Diga-me/);
    expect(normal.body.data.clarification.neededData).toContain("O que vende");
    expect(normal.body.data.clarification.dependsOn).toContain("Pelo perfil da empresa");
    await testDatabase().company.update({ where: { id: companyId }, data: { vatRegime: "isento" } });
    const exempt = await api("POST", "/tax-expert", { key, body: question });
    expect(exempt.body.data.resposta).toContain("Pelo perfil da empresa, está no regime de isenção do art. 53.º do CIVA.");
    await testDatabase().company.update({ where: { id: companyId }, data: { vatRegime: "trimestral" } });
  });

  it("says so when it does not know", async () => {
    const response = await api("POST", "/tax-expert", { key, body: { question: "Como se tributa a venda de NFTs em Marte?" } });
    expect(response.body.data).toMatchObject({ sources: [], confidence: 0, type: "unknown", clarification: null });
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

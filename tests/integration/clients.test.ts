import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, randomCompanyNif, testDatabase, type TestCompany } from "../support/fixtures";

describe("clients", () => {
  let company: TestCompany;
  let key: string;
  beforeAll(async () => {
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
  });

  it("creates a client (201 criado), then updates it when matched by NIF (200 atualizado)", async () => {
    const nif = randomCompanyNif();
    const created = await api("POST", "/clients", { key, body: { name: "Café Girassol, Lda", nif, email: "geral@girassol.example" } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ acao: "criado", nome: "Café Girassol, Lda", nif, email: "geral@girassol.example", address: null });

    const updated = await api("POST", "/clients", { key, body: { name: "Café Girassol Lda", nif, address: "Rua Nova 1, Braga" } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ acao: "atualizado", id: created.body.data.id, nome: "Café Girassol Lda", email: "geral@girassol.example", address: "Rua Nova 1, Braga" });
  });

  it("matches by name ignoring case and accents when no NIF is sent", async () => {
    const first = await api("POST", "/clients", { key, body: { name: "Associação Recreativa São João" } });
    const again = await api("POST", "/clients", { key, body: { name: "  ASSOCIACAO recreativa sao  joao " } });
    expect(first.body.data.acao).toBe("criado");
    expect(again.body.data).toMatchObject({ acao: "atualizado", id: first.body.data.id });
  });

  it("keeps two people with the same name and different NIFs apart", async () => {
    const first = await api("POST", "/clients", { key, body: { name: "João Silva", nif: "123456789" } });
    const second = await api("POST", "/clients", { key, body: { name: "João Silva", nif: "287024008" } });
    expect(second.body.data.acao).toBe("criado");
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it.each([
    [{ name: "X", nif: "501964842" }, "nif", /check digit/],
    [{ name: "X", nif: "420000000" }, "nif", /prefix/],
    [{ name: "X", nif: "12345" }, "nif", /9 digits/],
    [{ name: "X", email: "not-an-email" }, "email", /email/],
    [{ name: "   " }, "name", /empty/],
    [{ nif: "123456789" }, "name", /.+/],
    [{ name: 42 }, "name", /.+/],
  ])("refuses %j naming the field, and creates nothing", async (body, field, message) => {
    const before = await testDatabase().client.count({ where: { companyId: company.companyId } });
    const response = await api("POST", "/clients", { key, body });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(response.body.error.details[0].path).toBe(field);
    expect(response.body.error.details[0].message).toMatch(message);
    expect(await testDatabase().client.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("refuses malformed JSON and other content types with 400", async () => {
    const malformed = await api("POST", "/clients", { key, rawBody: '{"name": "A"', headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toMatch(/Malformed JSON/);
    const form = await api("POST", "/clients", { key, rawBody: "name=A", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(400);
    expect(form.body.error.message).toMatch(/application\/json/);
    const array = await api("POST", "/clients", { key, body: [{ name: "A" }] });
    expect(array.status).toBe(400);
  });

  it("needs invoices:write to write and read to list", async () => {
    const readOnly = await createTestKey(company.companyId, { scopes: ["read"] });
    const refused = await api("POST", "/clients", { key: readOnly.key, body: { name: "Y" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("invoices:write");
    const writeOnly = await createTestKey(company.companyId, { scopes: ["invoices:write"] });
    expect((await api("GET", "/clients", { key: writeOnly.key })).status).toBe(403);
  });

  it("lists clients with invoice counts and totals", async () => {
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente Com Faturas", lines: [{ description: "Serviço", unitEuros: 100 }] } });
    expect(issued.status).toBe(201);
    const list = await api("GET", "/clients", { key });
    const client = list.body.data.clientes.find((item: { nome: string }) => item.nome === "Cliente Com Faturas");
    expect(client).toMatchObject({ faturas: 1, totalInvoicedCents: 12_300, totalInvoiced: "123,00 €", openCents: 12_300 });
    const names = list.body.data.clientes.map((item: { nome: string }) => item.nome);
    expect(names.length).toBeGreaterThan(3);
  });

  it("deletes a client entered by mistake, and keeps one that has issued documents (409)", async () => {
    const mistaken = await api("POST", "/clients", { key, body: { name: "Cliente Por Engano" } });
    const deleted = await api("DELETE", `/clients/${mistaken.body.data.id}`, { key });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: mistaken.body.data.id, deleted: true });
    expect((await api("GET", `/clients/${mistaken.body.data.id}`, { key })).status).toBe(404);
    expect((await api("DELETE", `/clients/${mistaken.body.data.id}`, { key })).status).toBe(404);

    const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente Faturado", lines: [{ description: "Serviço", unitEuros: 10 }] } });
    const kept = await api("DELETE", `/clients/${invoice.body.data.clientId}`, { key });
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe("conflict");
    expect(kept.body.error.message).toContain("1 issued document");
    expect((await api("GET", `/clients/${invoice.body.data.clientId}`, { key })).status).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Integrator review 2026-11-26 L10 (issue 34 §4): what a list shows, one id can fetch — a client, a
// receipt, an event, a webhook endpoint — with the same fields as in the list or the answer that
// created it, and 404 for an id that is not the company's (the isolation matrix covers other companies).

describe("retrieve by id", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    company = await createTestCompany("Recuperar por Id, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("gets a client with the figures the list shows, balances included (English names; the list keeps the owner's nome and faturas)", async () => {
    const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente Procurado", lines: [{ description: "Serviço", unitEuros: 100 }] } });
    await api("POST", `/invoices/${invoice.body.data.id}/payments`, { key, body: { amountEuros: 23 } });
    const listed = (await api("GET", "/clients?q=procurado", { key })).body.data.clientes;
    expect(listed).toHaveLength(1);
    const got = await api("GET", `/clients/${listed[0].id}`, { key });
    expect(got.status).toBe(200);
    const { nome, faturas, ...figures } = listed[0];
    expect(got.body.data).toEqual({ ...figures, name: nome, invoiceCount: faturas });
    expect(got.body.data.openCents).toBe(12_300 - 2_300);
    expect((await api("GET", "/clients/nao-existe", { key })).status).toBe(404);
    // Each invoice row names its client's id, and the list filters by it.
    expect(invoice.body.data.clientId).toBe(listed[0].id);
    await api("POST", "/invoices", { key, body: { clientName: "Outro Cliente", lines: [{ description: "Serviço", unitEuros: 5 }] } });
    const ofClient = (await api("GET", `/invoices?clientId=${listed[0].id}`, { key })).body.data.faturas;
    expect(ofClient.map((row: { id: string }) => row.id)).toEqual([invoice.body.data.id]);
    expect((await api("GET", "/invoices?clientId=nao-existe", { key })).body.data.faturas).toEqual([]);
  });

  it("gets a receipt as JSON, with the fields register_payment answered, and sees its annulment", async () => {
    const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente do Recibo", lines: [{ description: "Serviço", unitEuros: 50 }] } });
    const paid = await api("POST", `/invoices/${invoice.body.data.id}/payments`, { key, body: { amountEuros: 20 } });
    const got = await api("GET", `/receipts/${paid.body.data.id}`, { key });
    expect(got.status).toBe(200);
    // register_payment answers the receipt plus the invoice it paid; the receipt's own fields agree.
    // Only the single read adds the seal (none yet).
    const { seal, ...fields } = got.body.data;
    expect(seal).toBeNull();
    expect(paid.body.data).toMatchObject(fields);
    expect(got.body.data.display).toMatch(/^RC /);
    await api("POST", `/receipts/${paid.body.data.id}/annul`, { key, body: { reason: "Registado em duplicado" } });
    const annulled = await api("GET", `/receipts/${paid.body.data.id}`, { key });
    expect(annulled.body.data.annulledAt).not.toBeNull();
    expect(annulled.body.data.annulmentReason).toBe("Registado em duplicado");
  });

  it("gets an event by the id webhooks deliver, as list_events shows it", async () => {
    const events = (await api("GET", "/events?limit=5", { key })).body.data.events;
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const got = await api("GET", `/events/${event.id}`, { key });
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(event);
    }
    expect((await api("GET", "/events/nao-existe", { key })).status).toBe(404);
  });

  it("gets a webhook endpoint without its secret", async () => {
    const endpoint = await testDatabase().webhookEndpoint.create({ data: { companyId: company.companyId, url: "https://192.0.2.10/recuperar", secret: "whsec_segredo", description: "Recuperar" } });
    const got = await api("GET", `/webhooks/endpoints/${endpoint.id}`, { key });
    expect(got.status).toBe(200);
    const listed = (await api("GET", "/webhooks/endpoints", { key })).body.data.endpoints.find((row: { id: string }) => row.id === endpoint.id);
    expect(got.body.data).toEqual(listed);
    expect(JSON.stringify(got.body)).not.toContain("whsec_segredo");
  });
});

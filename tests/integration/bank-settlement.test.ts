import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Money in that settles part of an invoice, or several invoices of one client: suggested with its
// reasons (suggest_bank_settlement), carried out as receipts (settle_bank_movement, register_payment's logic).

const today = lisbonToday(new Date());

describe("bank settlement of partial and grouped payments", () => {
  let company: TestCompany;
  let key: string;
  let accountId: string;
  let counter = 0;
  beforeAll(async () => {
    company = await createTestCompany("Liquidações Teste, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write", "banks:write"], rateLimitPerMinute: 100_000 })).key;
    accountId = (await testDatabase().bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Teste", iban: "PT50000201231234567890154" } })).id;
  });

  async function invoice(clientName: string, clientNif: string, unitEuros: number) {
    const response = await api("POST", "/invoices", { key, body: { clientName, clientNif, clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros, vatRate: 23 }] } });
    expect(response.status).toBe(201);
    return response.body.data as { id: string; display: string; totalCents: number };
  }

  async function movement(description: string, amountCents: number) {
    return (await testDatabase().bankMovement.create({ data: { companyId: company.companyId, accountId, date: toUtcDate(today), description, amountCents, fingerprint: `f${++counter}` } })).id;
  }

  it("suggests and settles part of an invoice named in the description", async () => {
    const ft = await invoice("Padaria Lusitana, Lda.", "508123453", 1000); // 1 230,00 €
    const id = await movement(`TRF PADARIA LUSITANA ${ft.display}`, 50_000);
    const suggestion = await api("GET", `/bank/movements/${id}/settlement`, { key });
    expect(suggestion.status).toBe(200);
    expect(suggestion.body.data.plan.allocations).toEqual([expect.objectContaining({ invoiceId: ft.id, amountCents: 50_000, partial: true })]);
    expect(suggestion.body.data.plan.explanation.join(" ")).toContain("parcial");

    const settled = await api("POST", `/bank/movements/${id}/settle`, { key, body: {} });
    expect(settled.status).toBe(200);
    expect(settled.body.data.movement.status).toBe("matched");
    expect(settled.body.data.receipts).toHaveLength(1);
    expect(settled.body.data.receipts[0]).toMatchObject({ invoiceId: ft.id, amountCents: 50_000 });
    const stored = await testDatabase().invoice.findUniqueOrThrow({ where: { id: ft.id } });
    expect(stored).toMatchObject({ paidCents: 50_000, paidAt: null });

    const again = await api("POST", `/bank/movements/${id}/settle`, { key, body: {} });
    expect(again.status).toBe(409);
    expect(await testDatabase().receipt.count({ where: { invoiceId: ft.id } })).toBe(1);
  });

  it("settles several invoices of one client, oldest first, when the amount is the sum of their open amounts", async () => {
    const first = await invoice("Oficina Ribeiro, Lda.", "501442600", 100); // 123,00
    const second = await invoice("Oficina Ribeiro, Lda.", "501442600", 200); // 246,00
    const id = await movement("TRF OFICINA RIBEIRO FATURAS", first.totalCents + second.totalCents);
    const suggestion = await api("GET", `/bank/movements/${id}/settlement`, { key });
    expect(suggestion.body.data.plan.allocations.map((allocation: { invoiceId: string; partial: boolean }) => [allocation.invoiceId, allocation.partial])).toEqual([[first.id, false], [second.id, false]]);

    const settled = await api("POST", `/bank/movements/${id}/settle`, { key, body: {} });
    expect(settled.status).toBe(200);
    expect(settled.body.data.receipts).toHaveLength(2);
    const rows = await testDatabase().invoice.findMany({ where: { id: { in: [first.id, second.id] } } });
    expect(rows.every((row) => row.paidAt !== null && row.paidCents === row.totalCents)).toBe(true);
  });

  it("suggests nothing and settles nothing when the amount exceeds what the client owes, or no client is named", async () => {
    const ft = await invoice("Talho Central, Lda.", "503504564", 10);
    const tooMuch = await movement("TRF TALHO CENTRAL", ft.totalCents + 1);
    expect((await api("GET", `/bank/movements/${tooMuch}/settlement`, { key })).body.data.plan).toBeNull();
    const response = await api("POST", `/bank/movements/${tooMuch}/settle`, { key, body: {} });
    expect(response.status).toBe(409);
    const anonymous = await movement("TRF 000123", 500);
    expect((await api("GET", `/bank/movements/${anonymous}/settlement`, { key })).body.data.plan).toBeNull();
    expect(await testDatabase().receipt.count({ where: { invoiceId: ft.id } })).toBe(0);
  });
});

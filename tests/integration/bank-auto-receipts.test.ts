import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { formatEuros } from "@/lib/core/money";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Issue #35 §2: every way an invoice becomes paid from the bank issues its receipt. An import's
// automatic match and an accepted suggestion used to set paidAt in bulk with no receipt RC, so the
// invoice said paid while paidCents stayed 0 and no receipt existed for the SAF-T.

const today = lisbonToday(new Date());
const csvDate = today.split("-").reverse().join("-");

describe("automatic and accepted bank matches pay the invoice with a receipt", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    company = await createTestCompany("Recibos Automáticos, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 })).key;
  });

  const issue = async (clientName: string, unitEuros: number) => {
    const issued = await api("POST", "/invoices", { key, body: { clientName, lines: [{ description: "Serviço", unitEuros }] } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    return issued.body.data as { id: string; display: string; totalCents: number };
  };
  const figures = async (id: string) => (await api("GET", `/invoices/${id}`, { key })).body.data as { paidCents: number; openCents: number; status: string };
  const receiptsOf = (invoiceId: string) => testDatabase().receipt.findMany({ where: { invoiceId, annulledAt: null } });

  it("an import that matches a movement to an invoice issues its receipt RC, with the payment's events", async () => {
    const ft = await issue("Padaria Estrela, Lda", 81.3);
    const since = new Date().toISOString();
    const csv = `Data;Descrição;Montante\n${csvDate};TRF PADARIA ESTRELA ${ft.display};${(ft.totalCents / 100).toFixed(2).replace(".", ",")}\n`;
    const imported = await api("POST", "/bank/import", { key, body: { csv } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.matched).toBe(1);
    expect(await figures(ft.id)).toMatchObject({ paidCents: ft.totalCents, openCents: 0, status: "paid" });
    const receipts = await receiptsOf(ft.id);
    expect(receipts.map((receipt) => [receipt.amountCents, receipt.method, receipt.paymentDate.toISOString().slice(0, 10)])).toEqual([[ft.totalCents, "TB", today]]);
    const movement = await testDatabase().bankMovement.findFirstOrThrow({ where: { companyId: company.companyId, description: { startsWith: "TRF PADARIA ESTRELA" } } });
    expect(movement.status).toBe("matched");
    expect(movement.reasons).toContain(`${receipts[0]!.display}: ${formatEuros(ft.totalCents)} de ${ft.display}`);
    const types = ((await api("GET", `/events?since=${encodeURIComponent(since)}&limit=200`, { key })).body.data.events as { type: string }[]).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(["payment.registered", "invoice.paid", "bank.movement.reconciled", "bank.import.completed"]));
    // Importing the same statement again pays nothing twice.
    expect((await api("POST", "/bank/import", { key, body: { csv } })).body.data.duplicates).toBe(1);
    expect(await receiptsOf(ft.id)).toHaveLength(1);
  });

  it("accepting a suggestion issues the receipt; undoing it annuls the receipt and the invoice is open again", async () => {
    const ft = await issue("Cliente Sugerido", 40);
    const account = await testDatabase().bankAccount.findFirstOrThrow({ where: { companyId: company.companyId, isDefault: true } });
    const suggested = await testDatabase().bankMovement.create({
      data: { companyId: company.companyId, accountId: account.id, date: toUtcDate(today), description: "TRF SUGERIDA", amountCents: ft.totalCents, fingerprint: `sugerida-${Date.now()}`, status: "suggested", invoiceId: ft.id, score: 0.6, reasons: ["valor igual"] },
    });
    const accepted = await api("POST", `/bank/movements/${suggested.id}/accept`, { key });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.status).toBe("matched");
    expect(await figures(ft.id)).toMatchObject({ paidCents: ft.totalCents, openCents: 0, status: "paid" });
    expect(await receiptsOf(ft.id)).toHaveLength(1);

    const undone = await api("POST", `/bank/movements/${suggested.id}/unmatch`, { key });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await figures(ft.id)).toMatchObject({ paidCents: 0, openCents: ft.totalCents });
    expect(await receiptsOf(ft.id)).toHaveLength(0);
  });

  it("a reconciled movement names the receipt it issued and the invoice it paid, also when matched by hand; undone, it names none", async () => {
    const ft = await issue("Cliente À Mão", 50);
    const account = await testDatabase().bankAccount.findFirstOrThrow({ where: { companyId: company.companyId, isDefault: true } });
    const movement = await testDatabase().bankMovement.create({
      data: { companyId: company.companyId, accountId: account.id, date: toUtcDate(today), description: "TRF A MAO PARCIAL", amountCents: 2_000, fingerprint: `a-mao-${Date.now()}`, status: "unmatched" },
    });
    const matched = await api("POST", `/bank/movements/${movement.id}/match`, { key, body: { invoiceId: ft.id } });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    const [receipt] = await receiptsOf(ft.id);
    const expected = { id: receipt!.id, display: receipt!.display, invoiceId: ft.id, invoiceDisplay: ft.display, amountCents: 2_000, amount: formatEuros(2_000) };
    // By hand the movement names no one invoice (match null: an invoice paid in parts has several movements); its receipts do.
    expect(matched.body.data).toMatchObject({ status: "matched", match: null, receipts: [expected] });
    const listed = async () => ((await api("GET", "/bank/overview?status=matched&q=A%20MAO%20PARCIAL", { key })).body.data.movimentos as { id: string; receipts: unknown[] }[]).find((row) => row.id === movement.id);
    expect((await listed())?.receipts).toEqual([expected]);
    expect((await api("POST", `/bank/movements/${movement.id}/unmatch`, { key })).status).toBe(200);
    expect((await api("GET", `/bank/overview?q=A%20MAO%20PARCIAL`, { key })).body.data.movimentos[0]).toMatchObject({ status: "unmatched", receipts: [] });
  });

  it("«Aceitar todas» pays each suggested invoice with its receipt and sends back a second payment of the same invoice", async () => {
    const ft = await issue("Cliente Em Bloco", 20);
    const account = await testDatabase().bankAccount.findFirstOrThrow({ where: { companyId: company.companyId, isDefault: true } });
    for (const n of [1, 2]) {
      await testDatabase().bankMovement.create({
        data: { companyId: company.companyId, accountId: account.id, date: toUtcDate(today), description: `TRF BLOCO ${n}`, amountCents: ft.totalCents, fingerprint: `bloco-${n}-${Date.now()}`, status: "suggested", invoiceId: ft.id, score: 0.9 - n / 10, reasons: ["valor igual"] },
      });
    }
    const all = await api("POST", "/bank/suggestions/accept", { key });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toEqual({ conciliadas: 1, returned: 1 });
    expect(await figures(ft.id)).toMatchObject({ paidCents: ft.totalCents, openCents: 0, status: "paid" });
    expect(await receiptsOf(ft.id)).toHaveLength(1);
  });

  it("a new invoice that an unmatched credit names is matched with its receipt", async () => {
    const account = await testDatabase().bankAccount.findFirstOrThrow({ where: { companyId: company.companyId, isDefault: true } });
    // 61,50 € = 50 € + IVA; the description names the client, so the new invoice is matched at once.
    await testDatabase().bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: toUtcDate(today), description: "TRF PASTELARIA ANTES DA FATURA", amountCents: 6150, fingerprint: `antes-${Date.now()}` } });
    const ft = await issue("Pastelaria Antes", 50);
    const movement = await testDatabase().bankMovement.findFirstOrThrow({ where: { companyId: company.companyId, description: "TRF PASTELARIA ANTES DA FATURA" } });
    expect(movement.status).toBe("matched");
    expect(await figures(ft.id)).toMatchObject({ paidCents: 6150, openCents: 0, status: "paid" });
    expect(await receiptsOf(ft.id)).toHaveLength(1);
  });
  it("a key without invoices:write issues no receipt: its import leaves the sure match a suggestion, and accepting it is refused", async () => {
    const ft = await issue("Mercearia Sem Recibo, Lda", 57.2);
    const bankOnly = (await createTestKey(company.companyId, { scopes: ["read", "banks:write"], rateLimitPerMinute: 100_000 })).key;
    const csv = `Data;Descrição;Montante\n${csvDate};TRF MERCEARIA ${ft.display};${(ft.totalCents / 100).toFixed(2).replace(".", ",")}\n`;
    const imported = await api("POST", "/bank/import", { key: bankOnly, body: { csv } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ imported: 1, matched: 0, suggested: 1 });
    const movement = await testDatabase().bankMovement.findFirstOrThrow({ where: { companyId: company.companyId, description: { startsWith: "TRF MERCEARIA" } } });
    expect(movement).toMatchObject({ status: "suggested", invoiceId: ft.id });
    expect(await receiptsOf(ft.id)).toEqual([]);

    for (const path of [`/bank/movements/${movement.id}/accept`, "/bank/suggestions/accept"]) {
      const refused = await api("POST", path, { key: bankOnly });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code).toBe("insufficient_scope");
      expect(refused.body.error.message).toContain("invoices:write");
    }
    expect(await receiptsOf(ft.id)).toEqual([]);
    expect((await testDatabase().bankMovement.findUniqueOrThrow({ where: { id: movement.id } })).status).toBe("suggested");
    // The same suggestion, accepted by a key that may issue receipts, pays the invoice.
    expect((await api("POST", `/bank/movements/${movement.id}/accept`, { key })).status).toBe(200);
    expect(await receiptsOf(ft.id)).toHaveLength(1);
  });
  it("an invoice credited in full is no match: the import goes through and issues no receipt", async () => {
    const ft = await issue("Cliente Creditado Por Inteiro", 66);
    const credited = await api("POST", "/credit-notes", { key, body: { reason: "Devolução total", references: [{ invoiceId: ft.id }] } });
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    const csv = `Data;Descrição;Montante\n${csvDate};TRF CREDITADO ${ft.display};${(ft.totalCents / 100).toFixed(2).replace(".", ",")}\n`;
    const imported = await api("POST", "/bank/import", { key, body: { csv } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ imported: 1, matched: 0 });
    const movement = await testDatabase().bankMovement.findFirstOrThrow({ where: { companyId: company.companyId, description: { startsWith: "TRF CREDITADO" } } });
    expect(movement.invoiceId).not.toBe(ft.id);
    expect(await receiptsOf(ft.id)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { handMatchCandidates } from "@/lib/domains/bank/hand-match-candidates";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { formatEuros } from "@/lib/core/money";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Issue #35 §2 (ux review 8, 15): «Associar» on a bank credit pays the invoice the movement's amount
// with a receipt, through the settle path; the invoice's figures add up after every step; a bank fee
// becomes an expense; an expense paid in cash leaves the gaps list; a mistaken document is deleted.

const today = lisbonToday(new Date());

describe("bank «Associar», bank fees and expenses paid outside the bank", () => {
  let company: TestCompany;
  let key: string;
  let accountId: string;
  let counter = 0;

  beforeAll(async () => {
    company = await createTestCompany("Associar Teste, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 })).key;
    accountId = (await testDatabase().bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Exemplo", iban: "PT50000201231234567890154" } })).id;
  });

  const movement = async (description: string, amountCents: number) =>
    (await testDatabase().bankMovement.create({ data: { companyId: company.companyId, accountId, date: toUtcDate(today), description, amountCents, fingerprint: `assoc-${++counter}` } })).id;
  const invoiceFigures = async (id: string) => {
    const response = await api("GET", `/invoices/${id}`, { key });
    expect(response.status).toBe(200);
    return response.body.data as { totalCents: number; withholdingCents: number; creditedCents: number; paidCents: number; openCents: number; status: string };
  };
  const events = async (since: string) => ((await api("GET", `/events?since=${encodeURIComponent(since)}&limit=200`, { key })).body.data.events as { type: string; data: Record<string, unknown> }[]).reverse();
  const mark = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Date().toISOString();
  };

  it("pays part of a credited invoice with a receipt, then the rest from a second movement; paid + credited + open = total at every step", async () => {
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Café Central, Lda.", clientNif: "508123453", clientAddress: "Rua do Café 1, 1000-001 Lisboa", lines: [{ description: "Pastelaria", unitEuros: 139.53, vatRate: 23 }] } });
    expect(issued.status).toBe(201);
    const ft = issued.body.data as { id: string; display: string; totalCents: number };
    expect(ft.totalCents).toBe(17_162);
    expect((await api("POST", "/credit-notes", { key, body: { reason: "Desconto", references: [{ invoiceId: ft.id, lines: [{ line: 1, amountEuros: 12.5 }] }] } })).status).toBe(201);
    const adds = (figures: Awaited<ReturnType<typeof invoiceFigures>>) => expect(figures.paidCents + figures.creditedCents + figures.openCents).toBe(figures.totalCents - figures.withholdingCents);
    const credited = await invoiceFigures(ft.id);
    adds(credited);

    // The hand-match choices offer the open amount, not the total.
    const first = await movement(`TRF CAFE CENTRAL ${ft.display}`, 10_000);
    const [offered] = (await handMatchCandidates(company.companyId, [{ id: first, amountCents: 10_000 }])).get(first)!.filter((candidate) => candidate.value === `invoice:${ft.id}`);
    expect(offered!.label).toBe(`Fatura ${ft.display} · Café Central, Lda. · em aberto ${formatEuros(credited.openCents)} de ${formatEuros(ft.totalCents)}`);

    const since = await mark();
    const partial = await api("POST", `/bank/movements/${first}/match`, { key, body: { invoiceId: ft.id } });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data.status).toBe("matched");
    const afterFirst = await invoiceFigures(ft.id);
    expect(afterFirst).toMatchObject({ paidCents: 10_000, openCents: credited.openCents - 10_000, status: expect.not.stringMatching(/^paid$/) });
    adds(afterFirst);
    const receipts = await testDatabase().receipt.findMany({ where: { invoiceId: ft.id }, orderBy: { number: "asc" } });
    expect(receipts.map((receipt) => [receipt.amountCents, receipt.method, receipt.paymentDate.toISOString().slice(0, 10)])).toEqual([[10_000, "TB", today]]);
    expect(partial.body.data.reasons).toContain(`${receipts[0]!.display}: 100,00 € de ${ft.display}`);
    expect((await events(since)).map((event) => event.type)).toEqual(["payment.registered", "bank.movement.reconciled"]);

    // More than is open is refused and changes nothing.
    const tooMuch = await movement("TRF CAFE CENTRAL EXCESSO", afterFirst.openCents + 1);
    const refused = await api("POST", `/bank/movements/${tooMuch}/match`, { key, body: { invoiceId: ft.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^FT \S+ has only .* open; a payment of .* is refused\.$/);
    expect(await invoiceFigures(ft.id)).toEqual(afterFirst);

    const rest = await movement("TRF CAFE CENTRAL RESTO", afterFirst.openCents);
    const since2 = await mark();
    const settled = await api("POST", `/bank/movements/${rest}/match`, { key, body: { invoiceId: ft.id } });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const paid = await invoiceFigures(ft.id);
    expect(paid).toMatchObject({ paidCents: 10_000 + afterFirst.openCents, openCents: 0, status: "paid" });
    adds(paid);
    expect(await testDatabase().receipt.count({ where: { invoiceId: ft.id, annulledAt: null } })).toBe(2);
    const written = await events(since2);
    expect(written.map((event) => event.type)).toEqual(["payment.registered", "invoice.paid", "bank.movement.reconciled"]);
    expect(written[2]!.data).toMatchObject({ movementId: rest, invoiceId: ft.id, date: today });

    // Undoing the second reconciliation annuls its receipt: the invoice is open again by that amount.
    const undone = await api("POST", `/bank/movements/${rest}/unmatch`, { key, body: {} });
    expect(undone.status).toBe(200);
    const reopened = await invoiceFigures(ft.id);
    expect(reopened).toMatchObject({ paidCents: 10_000, openCents: afterFirst.openCents });
    adds(reopened);
  });

  it("refuses to issue a receipt for a key without invoices:write, even with banks:write", async () => {
    const bankOnly = (await createTestKey(company.companyId, { scopes: ["read", "banks:write"] })).key;
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente Banco, Lda.", lines: [{ description: "Serviço", unitEuros: 10 }] } });
    const id = await movement("TRF CLIENTE BANCO", issued.body.data.totalCents);
    const response = await api("POST", `/bank/movements/${id}/match`, { key: bankOnly, body: { invoiceId: issued.body.data.id } });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("insufficient_scope");
    expect(await testDatabase().receipt.count({ where: { invoiceId: issued.body.data.id } })).toBe(0);
  });

  it("books a bank fee as a VAT-free expense of «comissões bancárias» and reconciles the movement", async () => {
    const fee = await movement("COMISSAO MANUTENCAO CONTA", -1_240);
    const since = await mark();
    const booked = await api("POST", `/bank/movements/${fee}/expense`, { key, body: {} });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.movement).toMatchObject({ status: "matched", match: { type: "document", id: booked.body.data.expense.id } });
    expect(booked.body.data.expense).toMatchObject({ status: "archived", supplierName: "Banco Exemplo", totalCents: 1_240, netCents: 1_240, vatCents: 0, vatDeductibleCents: 0, category: "comissões bancárias", documentDate: today });
    expect(booked.body.data.expense.categoryReason).toMatch(/CIVA art\. 9\.º, n\.º 27/);
    expect((await events(since)).map((event) => event.type)).toEqual(["bank.movement.reconciled"]);
    expect((await api("POST", `/bank/movements/${fee}/expense`, { key, body: {} })).status).toBe(409);
    const moneyIn = await movement("TRF RECEBIDA", 500);
    expect((await api("POST", `/bank/movements/${moneyIn}/expense`, { key, body: {} })).status).toBe(409);
  });

  it("an expense marked paid in cash leaves the «despesas sem movimento bancário» gap; undone, it comes back", async () => {
    const old = await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "fornecedor.pdf", status: "archived", supplierName: "Moagem do Norte, Lda.", documentDate: toUtcDate("2026-01-05"), netCents: 1_000, vatCents: 60, totalCents: 1_060, category: "mercadorias para revenda" },
    });
    const gaps = async () => (await api("GET", "/compliance/gaps", { key })).body.data.despesasSemMovimentoBancario.map((gap: { documentId: string }) => gap.documentId) as string[];
    expect(await gaps()).toContain(old.id);
    const marked = await api("POST", `/documents/${old.id}/paid-outside-bank`, { key, body: {} });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toEqual({ id: old.id, method: "NU", date: "2026-01-05", methodDescription: "Paga em numerário" });
    expect(await gaps()).not.toContain(old.id);
    expect((await api("POST", `/documents/${old.id}/paid-outside-bank`, { key, body: { method: null } })).body.data.method).toBeNull();
    expect(await gaps()).toContain(old.id);
    const processing = await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "a-ler.pdf", status: "needs_review" } });
    expect((await api("POST", `/documents/${processing.id}/paid-outside-bank`, { key, body: {} })).status).toBe(409);
  });

  it("deletes a mistaken document with its file and audit line; refuses one a bank movement is matched to", async () => {
    const db = testDatabase();
    const storageKey = `documents/${company.companyId}/ata-${Date.now()}`;
    await db.storedFile.create({ data: { key: storageKey, companyId: company.companyId, bytes: Buffer.from("%PDF-1.4\n% Ata da reunião de sócios\n") } });
    const document = await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: "ata.pdf", mimeType: "application/pdf", status: "needs_review", storageKey } });
    const deleted = await api("DELETE", `/documents/${document.id}`, { key });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data).toEqual({ id: document.id, fileName: "ata.pdf", deleted: true });
    expect(await db.expenseDocument.count({ where: { id: document.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { key: storageKey } })).toBe(0);
    expect((await api("GET", `/documents/${document.id}`, { key })).status).toBe(404);
    expect(await db.auditEvent.count({ where: { companyId: company.companyId, operation: "delete_document", targetIds: { has: document.id } } })).toBe(1);

    const fee = await movement("COMISSAO TRANSFERENCIA", -150);
    const booked = await api("POST", `/bank/movements/${fee}/expense`, { key, body: {} });
    expect((await api("DELETE", `/documents/${booked.body.data.expense.id}`, { key })).status).toBe(409);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

// Integrator review 2026-11-26 L10 (issue 34 §4): a receipt list, cursor-paged like list_invoices and
// filtered by document, client, issue date and annulment; and an invoice found by its printed number.
// Another company's receipts and same-numbered invoices are never listed.

type Row = { id: string };
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe("list_receipts and list_invoices by number", () => {
  let key = "";
  let otherKey = "";
  const invoices: Record<"first" | "second" | "third", { id: string; display: string; clientId: string }> = {} as never;
  /** A's receipts, oldest first: r[0] (annulled) and r[1] pay the first invoice, r[2] the second (same client), r[3] the third. */
  const r: string[] = [];
  let otherReceipt = "";
  let otherInvoice: { id: string; display: string } = { id: "", display: "" };

  beforeAll(async () => {
    const company = await createTestCompany("Recibos Listados, Lda");
    const other = await createTestCompany("Outra Empresa dos Recibos, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    otherKey = (await createTestKey(other.companyId, { rateLimitPerMinute: 10_000 })).key;
    const issue = async (withKey: string, clientName: string) => {
      const answer = await api("POST", "/invoices", { key: withKey, body: { clientName, lines: [{ description: "Serviço", unitEuros: 100 }] } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data;
    };
    const pay = async (withKey: string, invoiceId: string, amountEuros: number) => {
      const answer = await api("POST", `/invoices/${invoiceId}/payments`, { key: withKey, body: { amountEuros } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as string;
    };
    invoices.first = await issue(key, "Padaria Lusitana, Lda.");
    invoices.second = await issue(key, "Padaria Lusitana, Lda.");
    invoices.third = await issue(key, "Café Central, Lda.");
    r.push(await pay(key, invoices.first.id, 10));
    r.push(await pay(key, invoices.first.id, 20));
    r.push(await pay(key, invoices.second.id, 123));
    r.push(await pay(key, invoices.third.id, 50));
    expect((await api("POST", `/receipts/${r[0]}/annul`, { key, body: { reason: "Registado em duplicado" } })).status).toBe(200);
    // Issued on four days, so the order and the date range are the receipts' own dates.
    const days = ["2026-10-05", "2026-10-20", "2026-11-03", "2026-11-15"];
    for (const [index, id] of r.entries()) await testDatabase().receipt.update({ where: { id }, data: { issueDate: new Date(days[index]!) } });
    // The other company: the same client, the same invoice number, a receipt on one of those days.
    otherInvoice = await issue(otherKey, "Padaria Lusitana, Lda.");
    otherReceipt = await pay(otherKey, otherInvoice.id, 30);
    await testDatabase().receipt.update({ where: { id: otherReceipt }, data: { issueDate: new Date("2026-11-03") } });
  });

  const list = async (query: string, withKey = key) => {
    const answer = await api("GET", `/receipts${query}`, { key: withKey });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { receipts: (Row & Record<string, unknown>)[]; nextCursor: string | null; hasMore: boolean };
  };

  it("pages through the company's receipts newest first, each once, with the fields get_receipt answers, and never another company's", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.receipts).toHaveLength(1);
      expect(page.hasMore).toBe(page.nextCursor !== null);
      seen.push(...ids(page.receipts));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([r[3], r[2], r[1], r[0]]);
    const all = await list("");
    expect(ids(all.receipts)).toEqual(seen);
    expect(all.hasMore).toBe(false);
    for (const receipt of all.receipts) {
      const { seal: _seal, ...fields } = (await api("GET", `/receipts/${receipt.id}`, { key })).body.data;
      expect(receipt).toEqual(fields);
    }
    expect(ids((await list("", otherKey)).receipts)).toEqual([otherReceipt]);
  });

  it("filters by document, client, issue date and annulment, and another company's ids find nothing", async () => {
    expect(ids((await list(`?invoiceId=${invoices.first.id}`)).receipts)).toEqual([r[1], r[0]]);
    expect(invoices.first.clientId).toBe(invoices.second.clientId);
    expect(ids((await list(`?clientId=${invoices.first.clientId}`)).receipts)).toEqual([r[2], r[1], r[0]]);
    expect(ids((await list(`?clientId=${invoices.third.clientId}`)).receipts)).toEqual([r[3]]);
    expect(ids((await list("?startDate=2026-10-10&endDate=2026-11-10")).receipts)).toEqual([r[2], r[1]]);
    expect(ids((await list("?startDate=2026-11-03")).receipts)).toEqual([r[3], r[2]]);
    expect(ids((await list("?status=annulled")).receipts)).toEqual([r[0]]);
    expect(ids((await list("?status=in_force")).receipts)).toEqual([r[3], r[2], r[1]]);
    expect(ids((await list(`?clientId=${invoices.first.clientId}&status=in_force&limit=1`)).receipts)).toEqual([r[2]]);
    // The other company's document and client: nothing of theirs through A's key.
    expect((await list(`?invoiceId=${otherInvoice.id}`)).receipts).toEqual([]);
    const otherClientId = (await api("GET", `/invoices/${otherInvoice.id}`, { key: otherKey })).body.data.clientId;
    expect((await list(`?clientId=${otherClientId}`)).receipts).toEqual([]);
    expect((await api("GET", "/receipts?limit=201", { key })).status).toBe(400);
    expect((await api("GET", "/receipts?status=anulado", { key })).status).toBe(400);
  });

  it("finds an invoice by its number exactly as printed, only the company's own", async () => {
    // Both companies number their own series: the same printed number names two documents.
    expect(otherInvoice.display).toBe(invoices.first.display);
    expect(invoices.first.display).toMatch(/^FT \d{4}\/1$/);
    const byNumber = async (display: string, withKey = key) => {
      const answer = await api("GET", `/invoices?display=${encodeURIComponent(display)}`, { key: withKey });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return ids(answer.body.data.faturas);
    };
    expect(await byNumber(invoices.first.display)).toEqual([invoices.first.id]);
    expect(await byNumber(invoices.third.display)).toEqual([invoices.third.id]);
    expect(await byNumber(invoices.first.display, otherKey)).toEqual([otherInvoice.id]);
    // Exact: not a prefix, not another number.
    expect(await byNumber(invoices.first.display.replace(/\/1$/, ""))).toEqual([]);
    expect(await byNumber(invoices.first.display.replace(/\/1$/, "/999"))).toEqual([]);
  });
});

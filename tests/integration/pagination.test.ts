import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

type Page<Item> = { status: number; items: Item[]; nextCursor: string | null; hasMore: boolean };

/**
 * Reads a list page by page; after each page `during` may write (concurrent inserts). Returns every
 * id seen, in order, so a duplicate or a skipped row shows.
 */
async function pageThrough(key: string, path: string, listField: string, limit: number, during: (page: number) => Promise<unknown> = async () => {}): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1_000; page++) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const [response] = await Promise.all([api("GET", `${path}?${query}`, { key }), during(page)]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const data = response.body.data as Record<string, unknown> & Omit<Page<{ id: string }>, "status" | "items">;
    const items = data[listField] as { id: string }[];
    expect(items.length).toBeLessThanOrEqual(limit);
    ids.push(...items.map((item) => item.id));
    expect(data.hasMore).toBe(data.nextCursor !== null);
    if (!data.hasMore) return ids;
    expect(items.length).toBe(limit);
    cursor = data.nextCursor;
  }
  throw new Error("the list never ended");
}

function expectEachOnce(seen: string[], expected: string[]): void {
  expect(new Set(seen).size, "no row is seen twice").toBe(seen.length);
  const seenSet = new Set(seen);
  expect(expected.filter((id) => !seenSet.has(id)), "no row is skipped").toEqual([]);
}

describe("cursor pagination", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    company = await createTestCompany("Paginação, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("pages through 1 000 invoices with inserts running meanwhile, each row exactly once", async () => {
    const first = await api("POST", "/invoices", { key, body: { clientName: "Cliente Volume", lines: [{ description: "Serviço", unitEuros: 10 }] } });
    expect(first.status).toBe(201);
    const db = testDatabase();
    const template = await db.invoice.findUniqueOrThrow({ where: { id: first.body.data.id } });
    // Many rows share a date and a createdAt, so the id tie-break is what keeps pages exact.
    const createdAt = new Date("2026-01-15T10:00:00Z");
    await db.invoice.createMany({
      data: Array.from({ length: 999 }, (_, index) => ({
        companyId: company.companyId, clientId: template.clientId, seriesId: template.seriesId, type: template.type, number: 10_000 + index,
        display: `FT TEST/${10_000 + index}`, atcud: `TEST-${10_000 + index}`, issueDate: new Date(Date.UTC(2026, 0, 1 + (index % 20))), dueDate: template.dueDate,
        clientName: template.clientName, netCents: 1000, vatCents: 230, totalCents: 1230, qrPayload: "test", hash: "test", createdAt: index % 3 === 0 ? createdAt : new Date(createdAt.getTime() + index),
      })),
    });
    const before = (await db.invoice.findMany({ where: { companyId: company.companyId }, select: { id: true } })).map((row) => row.id);
    expect(before).toHaveLength(1_000);

    // Each page, an invoice issued through the API and one written with an old date behind the cursor.
    const during = async (page: number) => {
      // Writes stop well before the last page, so every old-dated row exists when the tail is read.
      if (page > 8) return;
      await Promise.all([
        api("POST", "/invoices", { key, body: { clientName: "Cliente Volume", lines: [{ description: `Concorrente ${page}`, unitEuros: 5 }] } }),
        db.invoice.create({
          data: { companyId: company.companyId, clientId: template.clientId, seriesId: template.seriesId, type: template.type, number: 20_000 + page, display: `FT TEST/${20_000 + page}`, atcud: `TEST-${20_000 + page}`,
            issueDate: new Date(Date.UTC(2025, 5, 1)), dueDate: template.dueDate, clientName: template.clientName, netCents: 1, vatCents: 0, totalCents: 1, qrPayload: "test", hash: "test" },
        }),
      ]);
    };
    const seen = await pageThrough(key, "/invoices", "faturas", 77, during);
    expectEachOnce(seen, before);
    // The old-dated rows come after every page already read, so each one is also read once.
    const oldRows = await db.invoice.findMany({ where: { companyId: company.companyId, number: { gte: 20_000 } }, select: { id: true } });
    expectEachOnce(seen, oldRows.map((row) => row.id));
  });

  it("keeps the default page size of 50 without paging parameters, and filters by issue date", async () => {
    const response = await api("GET", "/invoices", { key });
    expect(response.body.data.faturas).toHaveLength(50);
    expect(response.body.data.hasMore).toBe(true);
    const january = await api("GET", "/invoices?startDate=2026-01-05&endDate=2026-01-05&limit=200", { key });
    expect(january.status).toBe(200);
    expect(january.body.data.faturas.length).toBe(50); // indexes 4, 24, 44, … of 999 fall on 5 January
    for (const invoice of january.body.data.faturas) expect(invoice.issueDate).toBe("2026-01-05");
  });

  it("pages through 500 bank movements with inserts running meanwhile, each row exactly once", async () => {
    const db = testDatabase();
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Teste", iban: "PT50000201231234567890154" } });
    await db.bankMovement.createMany({
      data: Array.from({ length: 500 }, (_, index) => ({
        companyId: company.companyId, accountId: account.id, date: new Date(Date.UTC(2026, 2, 1 + (index % 10))), description: `MOVIMENTO ${index}`, amountCents: 100 + index, fingerprint: `bulk-${index}`,
      })),
    });
    const before = (await db.bankMovement.findMany({ where: { companyId: company.companyId }, select: { id: true } })).map((row) => row.id);
    const during = (page: number) =>
      db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: new Date(Date.UTC(2026, 2, 1 + (page % 10))), description: `CONCORRENTE ${page}`, amountCents: 7, fingerprint: `during-${page}` } });
    const seen = await pageThrough(key, "/bank/overview", "movimentos", 40, during);
    expectEachOnce(seen, before);
    const defaults = await api("GET", "/bank/overview", { key });
    expect(defaults.body.data.movimentos).toHaveLength(25);
  });

  it("pages documents, clients and e-Fatura purchases with the same parameters", async () => {
    for (const [path, field] of [["/documents", "documentos"], ["/clients", "clientes"], ["/efatura", "movimentos"]] as const) {
      const all = await api("GET", `${path}?limit=200`, { key });
      expect(all.status, path).toBe(200);
      const seen = await pageThrough(key, path, field, 1);
      expect(seen, path).toEqual(all.body.data[field].map((item: { id: string }) => item.id));
    }
  });

  it("refuses a bad cursor, another list's cursor, an unknown parameter and a limit over the maximum with 400", async () => {
    const invoicesPage = await api("GET", "/invoices?limit=1", { key });
    const invoiceCursor = invoicesPage.body.data.nextCursor as string;
    const cases: [string, string][] = [
      ["/invoices?cursor=not-a-cursor", "cursor"],
      [`/invoices?cursor=${Buffer.from(JSON.stringify(["invoices", "x", "y", "z"])).toString("base64url")}`, "cursor"],
      [`/bank/overview?cursor=${invoiceCursor}`, "cursor"],
      ["/documents?limt=5", "limt"],
      ["/invoices?limit=201", "limit"],
      ["/invoices?startDate=2026-02-30", "startDate"],
      // The names before issue #34 §2 are unknown parameters now, never silently ignored.
      ["/invoices?desde=2026-01-01", "desde"],
    ];
    for (const [path, field] of cases) {
      const response = await api("GET", path, { key });
      expect(response.status, path).toBe(400);
      expect(response.body.error.code).toBe("validation_error");
      expect(response.body.error.details.map((detail: { path: string }) => detail.path), path).toContain(field);
    }
    const unknown = await api("GET", "/clients?page=2&offset=10", { key });
    expect(unknown.body.error.message).toContain("'page', 'offset'");
  });
});

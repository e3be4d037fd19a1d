import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoBooks } from "@/seeds/demo-books";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { decodeSaft, elementValues, encodeSaft, salesControlTotals, salesDocuments } from "../support/saft-file";
import { validateSaft } from "../support/saft-schema";

// GET /saft (export_saft) through the real server on the demo company's year of books (the seed's
// FT and FR, final consumers, 0% M07 lines, 6% and 23%): every export validates against AT's schema
// (SAF-T (PT) 1.04_01, Portaria 302/2016), and its control totals match sums computed in SQL here.

const TODAY = "2026-11-20";

async function sqlTotals(companyId: string, from: string, to: string): Promise<{ entries: number; creditCents: number; numbers: string[] }> {
  const db = testDatabase();
  const [row] = await db.$queryRaw<{ entries: bigint; credit: bigint | null }[]>`
    SELECT (SELECT count(*) FROM "Invoice" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date) AS entries,
           (SELECT sum(l."netCents") FROM "InvoiceLine" l JOIN "Invoice" i ON i."id" = l."invoiceId"
             WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${from}::date AND ${to}::date) AS credit`;
  const numbers = await db.$queryRaw<{ display: string }[]>`
    SELECT "display" FROM "Invoice" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date`;
  return { entries: Number(row!.entries), creditCents: Number(row!.credit ?? 0), numbers: numbers.map((invoice) => invoice.display).sort() };
}

describe("SAF-T (PT) export", () => {
  let company: TestCompany;
  let key: string;
  let other: TestCompany;

  beforeAll(async () => {
    company = await createTestCompany("Exportadora SAF-T, Lda");
    await seedDemoBooks(testDatabase(), company.companyId, "saft-test-user", TODAY);
    key = (await createTestKey(company.companyId, { scopes: ["read"], rateLimitPerMinute: 10_000 })).key;
    other = await createTestCompany("Outra Empresa, Lda");
    const otherKey = (await createTestKey(other.companyId)).key;
    expect((await api("POST", "/invoices", { key: otherKey, body: { clientName: "Cliente Alheio", lines: [{ description: "Serviço alheio", unitEuros: 77 }] } })).status).toBe(201);
  }, 120_000);

  it.each([
    ["the year", "ano=2026", "2026-01-01", "2026-12-31"],
    ["a quarter", "ano=2026&trimestre=3", "2026-07-01", "2026-09-30"],
    ["a month", "ano=2026&mes=10", "2026-10-01", "2026-10-31"],
  ])("exports %s as Windows-1252 XML that AT's schema accepts, with control totals equal to SQL's", async (_label, query, from, to) => {
    const response = await api<Uint8Array>("GET", `/saft?${query}`, { key });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=windows-1252");
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`SAFT-PT_${company.nif}_2026`));
    const validation = await validateSaft(response.body);
    expect(validation.errors).toEqual([]);

    const text = decodeSaft(response.body);
    const expected = await sqlTotals(company.companyId, from, to);
    expect(expected.entries).toBeGreaterThan(0);
    const totals = salesControlTotals(text);
    expect(totals).toEqual({ entries: expected.entries, debitCents: 0, creditCents: expected.creditCents });
    const documents = salesDocuments(text);
    expect(documents.map((document) => document.invoiceNo).sort()).toEqual(expected.numbers);
    // The lines written add up to the totals declared, and each document's lines to its NetTotal.
    expect(documents.reduce((sum, document) => sum + document.creditCents, 0)).toBe(totals.creditCents);
    for (const document of documents) expect(document.creditCents, document.invoiceNo).toBe(document.netTotalCents);
    expect(elementValues(text, "StartDate")).toEqual([from]);
    expect(elementValues(text, "EndDate")).toEqual([to]);
  }, 60_000);

  it("names only customers and products of the master files, the final consumer as 999999990, and 0% lines with M07 and its text", async () => {
    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?ano=2026", { key })).body);
    const customers = new Set([...text.matchAll(/<Customer><CustomerID>([^<]+)</g)].map((match) => match[1]));
    for (const used of [...text.matchAll(/<CustomerID>([^<]+)<\/CustomerID><Line>/g)].map((match) => match[1])) expect(customers.has(used)).toBe(true);
    const products = new Set([...text.matchAll(/<Product><ProductType>S<\/ProductType><ProductCode>([^<]+)</g)].map((match) => match[1]));
    for (const used of [...text.matchAll(/<LineNumber>\d+<\/LineNumber><ProductCode>([^<]+)</g)].map((match) => match[1])) expect(products.has(used)).toBe(true);
    expect(text).toMatch(/<Customer><CustomerID>CONSUMIDOR-FINAL<\/CustomerID><AccountID>Desconhecido<\/AccountID><CustomerTaxID>999999990<\/CustomerTaxID><CompanyName>Consumidor final<\/CompanyName>/);
    expect(text).toContain("<TaxPercentage>0</TaxPercentage></Tax><TaxExemptionReason>Isento artigo 9.º do CIVA</TaxExemptionReason><TaxExemptionCode>M07</TaxExemptionCode>");
    // The demo descriptions carry "ç", "ã", "—": one byte each in Windows-1252, read back intact.
    expect(text).toContain("Consultoria em transformação digital");
    expect(text).toContain("Desenvolvimento de software — sprint de 2 semanas");
  });

  it("fills Hash from each series' chain: the documents' stored hashes, the last one being the series' lastHash", async () => {
    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?ano=2026", { key })).body);
    const db = testDatabase();
    const series = await db.invoiceSeries.findMany({ where: { companyId: company.companyId, year: 2026 }, include: { invoices: { select: { display: true, hash: true }, orderBy: { number: "asc" } } } });
    expect(series.length).toBeGreaterThan(0);
    const hashes = new Map(salesDocuments(text).map((document) => [document.invoiceNo, /<Hash>([^<]+)</.exec(document.block)![1]]));
    for (const one of series) {
      for (const invoice of one.invoices) expect(hashes.get(invoice.display)).toBe(invoice.hash);
      expect(hashes.get(one.invoices.at(-1)!.display)).toBe(one.lastHash);
    }
    expect(elementValues(text, "HashControl").every((value) => value === "1")).toBe(true);
  });

  it("never includes another company's documents", async () => {
    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?ano=2026", { key })).body);
    expect(text).not.toContain("Serviço alheio");
    expect(text).not.toContain("Cliente Alheio");
    const otherText = decodeSaft((await api<Uint8Array>("GET", "/saft?ano=2026", { key: (await createTestKey(other.companyId, { scopes: ["read"] })).key })).body);
    expect(salesControlTotals(otherText).entries).toBe(1);
    expect(elementValues(otherText, "CompanyID")).toEqual([other.nif]);
  });

  it.each([
    ["mes and trimestre together", "ano=2026&mes=1&trimestre=1", "trimestre"],
    ["a month 13", "ano=2026&mes=13", "mes"],
    ["no year", "mes=10", "ano"],
    ["a year in words", "ano=dois-mil", "ano"],
  ])("refuses %s with 400 naming the field", async (_label, query, field) => {
    const response = await api("GET", `/saft?${query}`, { key });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(JSON.stringify(response.body.error.details)).toContain(field);
  });

  it("is an MCP tool: a summary with the control totals and the download path, and the XML inline for a small period", async () => {
    const session = await connectMcp(key);
    try {
      const month = await session.client.callTool({ name: "export_saft", arguments: { ano: 2026, mes: 10 } });
      expect(month.isError ?? false).toBe(false);
      const summary = month.structuredContent as { numberOfEntries: number; totalCreditCents: number; downloadPath: string; xml: string | null; fileName: string };
      const expected = await sqlTotals(company.companyId, "2026-10-01", "2026-10-31");
      expect(summary).toMatchObject({ numberOfEntries: expected.entries, totalCreditCents: expected.creditCents, downloadPath: "/api/v1/saft?ano=2026&mes=10", fileName: `SAFT-PT_${company.nif}_2026-10.xml` });
      expect((await validateSaft(encodeSaft(summary.xml!))).errors).toEqual([]);
      const download = await api<Uint8Array>("GET", summary.downloadPath.replace("/api/v1", ""), { key });
      expect(decodeSaft(download.body).replace(/<DateCreated>[^<]+/, "")).toBe(summary.xml!.replace(/<DateCreated>[^<]+/, ""));

      const year = await session.client.callTool({ name: "export_saft", arguments: { ano: 2026 } });
      const yearly = year.structuredContent as { numberOfEntries: number; xml: string | null };
      expect(yearly.numberOfEntries).toBeGreaterThan(100);
      expect(yearly.xml).toBeNull();

      const refused = await session.client.callTool({ name: "export_saft", arguments: { ano: 2026, mes: 2, trimestre: 1 } });
      expect(refused.isError).toBe(true);
    } finally {
      await session.client.close();
    }
  });
});

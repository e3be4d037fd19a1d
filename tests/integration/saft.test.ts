import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoBooks } from "@/seeds/demo-books";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { decodeSaft, elementValues, encodeSaft, paymentControlTotals, payments, salesControlTotals, salesDocuments } from "../support/saft-file";
import { validateSaft } from "../support/saft-schema";

// GET /saft (export_saft) through the real server on the demo company's year of books: FT, FR, FS,
// an NC crediting part of an FT and one crediting a duplicate in full, an ND, an FT annulled with its
// reason, a partial payment's receipt, an EU client under reverse charge (M40) and an IRC withholding
// invoice (seeds/demo-corrections.ts). Every export validates against AT's schema (SAF-T (PT)
// 1.04_01, Portaria 302/2016), and its control totals equal sums computed in SQL here: annulled
// documents listed but not summed (4.1.1–4.1.3), NC lines on the debit side, receipts in Payments.

const TODAY = "2026-11-20";

interface SqlTotals {
  entries: number;
  debitCents: number;
  creditCents: number;
  numbers: string[];
  receipts: { entries: number; creditCents: number; numbers: string[] };
}

async function sqlTotals(companyId: string, from: string, to: string): Promise<SqlTotals> {
  const db = testDatabase();
  const [row] = await db.$queryRaw<{ entries: bigint; debit: bigint | null; credit: bigint | null; receipts: bigint; received: bigint | null }[]>`
    SELECT (SELECT count(*) FROM "Invoice" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date) AS entries,
           (SELECT sum(l."netCents") FROM "InvoiceLine" l JOIN "Invoice" i ON i."id" = l."invoiceId"
             WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${from}::date AND ${to}::date AND i."annulledAt" IS NULL AND i."type" = 'NC') AS debit,
           (SELECT sum(l."netCents") FROM "InvoiceLine" l JOIN "Invoice" i ON i."id" = l."invoiceId"
             WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${from}::date AND ${to}::date AND i."annulledAt" IS NULL AND i."type" <> 'NC') AS credit,
           (SELECT count(*) FROM "Receipt" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date) AS receipts,
           (SELECT sum("amountCents") FROM "Receipt" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date AND "annulledAt" IS NULL) AS received`;
  const numbers = await db.$queryRaw<{ display: string }[]>`
    SELECT "display" FROM "Invoice" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date`;
  const receiptNumbers = await db.$queryRaw<{ display: string }[]>`
    SELECT "display" FROM "Receipt" WHERE "companyId" = ${companyId} AND "issueDate" BETWEEN ${from}::date AND ${to}::date`;
  return {
    entries: Number(row!.entries),
    debitCents: Number(row!.debit ?? 0),
    creditCents: Number(row!.credit ?? 0),
    numbers: numbers.map((invoice) => invoice.display).sort(),
    receipts: { entries: Number(row!.receipts), creditCents: Number(row!.received ?? 0), numbers: receiptNumbers.map((receipt) => receipt.display).sort() },
  };
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
    ["the year", "year=2026", "2026-01-01", "2026-12-31"],
    ["a quarter", "year=2026&quarter=3", "2026-07-01", "2026-09-30"],
    ["a month", "year=2026&month=10", "2026-10-01", "2026-10-31"],
    ["the month of the corrections", "year=2026&month=11", "2026-11-01", "2026-11-30"],
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
    expect(totals).toEqual({ entries: expected.entries, debitCents: expected.debitCents, creditCents: expected.creditCents });
    const documents = salesDocuments(text);
    expect(documents.map((document) => document.invoiceNo).sort()).toEqual(expected.numbers);
    // The lines written of documents not annulled add up to the totals declared, and each document's lines to its NetTotal.
    const counted = documents.filter((document) => document.status !== "A");
    expect(counted.reduce((sum, document) => sum + document.creditCents, 0)).toBe(totals.creditCents);
    expect(counted.reduce((sum, document) => sum + document.debitCents, 0)).toBe(totals.debitCents);
    for (const document of documents) expect(document.creditCents + document.debitCents, document.invoiceNo).toBe(document.netTotalCents);
    expect(paymentControlTotals(text)).toEqual({ entries: expected.receipts.entries, debitCents: 0, creditCents: expected.receipts.creditCents });
    expect(payments(text).map((payment) => payment.paymentRefNo).sort()).toEqual(expected.receipts.numbers);
    expect(elementValues(text, "StartDate")).toEqual([from]);
    expect(elementValues(text, "EndDate")).toEqual([to]);
  }, 60_000);

  it("names only customers and products of the master files, the final consumer as 999999990, and 0% lines with M07 and its text", async () => {
    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?year=2026", { key })).body);
    const customers = new Set([...text.matchAll(/<Customer><CustomerID>([^<]+)</g)].map((match) => match[1]));
    for (const used of [...text.matchAll(/<CustomerID>([^<]+)<\/CustomerID><Line>/g)].map((match) => match[1])) expect(customers.has(used)).toBe(true);
    const products = new Set([...text.matchAll(/<Product><ProductType>[PS]<\/ProductType><ProductCode>([^<]+)</g)].map((match) => match[1]));
    for (const used of [...text.matchAll(/<LineNumber>\d+<\/LineNumber><ProductCode>([^<]+)</g)].map((match) => match[1])) expect(products.has(used)).toBe(true);
    expect(text).toMatch(/<Customer><CustomerID>CONSUMIDOR-FINAL<\/CustomerID><AccountID>Desconhecido<\/AccountID><CustomerTaxID>999999990<\/CustomerTaxID><CompanyName>Consumidor final<\/CompanyName>/);
    expect(text).toContain("<TaxPercentage>0</TaxPercentage></Tax><TaxExemptionReason>Isento artigo 9.º do CIVA</TaxExemptionReason><TaxExemptionCode>M07</TaxExemptionCode>");
    // The demo descriptions carry "ç", "ã", "—": one byte each in Windows-1252, read back intact.
    expect(text).toContain("Consultoria em transformação digital");
    expect(text).toContain("Desenvolvimento de software — sprint de 2 semanas");
  });

  it("carries every kind of document of the books as Portaria 302/2016 asks", async () => {
    const db = testDatabase();
    const year = { gte: new Date("2026-01-01T00:00:00Z"), lte: new Date("2026-12-31T00:00:00Z") };
    const rows = await db.invoice.findMany({
      where: { companyId: company.companyId, issueDate: year },
      include: { client: true, lines: { include: { referencedInvoice: { select: { display: true } } }, orderBy: { position: "asc" } } },
    });
    const receipts = await db.receipt.findMany({ where: { companyId: company.companyId, issueDate: year }, include: { invoice: true } });
    // The seed really holds each kind (a test of the file is only as good as its data).
    for (const type of ["FT", "FR", "FS", "NC", "ND"]) expect(rows.some((row) => row.type === type), type).toBe(true);
    const annulled = rows.find((row) => row.annulledAt)!;
    const withheld = rows.find((row) => row.withholdingCode === "irc_94")!;
    const foreign = rows.find((row) => row.client.country !== "PT")!;
    expect([annulled, withheld, foreign].every(Boolean)).toBe(true);
    expect(receipts.some((receipt) => receipt.amountCents < receipt.invoice.totalCents)).toBe(true);

    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?year=2026", { key })).body);
    const documents = new Map(salesDocuments(text).map((document) => [document.invoiceNo, document]));

    // Annulled (anulação): listed with status A, its date and reason (4.1.4.3).
    const annulledBlock = documents.get(annulled.display)!;
    expect(annulledBlock.status).toBe("A");
    expect(annulledBlock.block).toContain(`<Reason>${annulled.annulmentReason}</Reason>`);
    expect(documents.get(withheld.display)!.status).toBe("N");

    // NC: debit lines, each referencing the document it credits with the note's reason (4.1.4.19.9); ND: credit lines with the same.
    for (const row of rows.filter((one) => one.type === "NC" || one.type === "ND")) {
      const block = documents.get(row.display)!;
      expect(row.type === "NC" ? block.creditCents : block.debitCents, row.display).toBe(0);
      const references = [...block.block.matchAll(/<References><Reference>([^<]+)<\/Reference><Reason>([^<]+)<\/Reason><\/References>/g)];
      expect(references.map((match) => match[1])).toEqual(row.lines.map((line) => line.referencedInvoice!.display));
      for (const match of references) expect(match[2]).toBe(row.reason!.slice(0, 50));
    }

    // Withholding (retenção na fonte): IRC for CIRC art. 94.º income, the amount on the document.
    expect(documents.get(withheld.display)!.block).toMatch(
      new RegExp(`<WithholdingTax><WithholdingTaxType>IRC</WithholdingTaxType><WithholdingTaxDescription>[^<]+</WithholdingTaxDescription><WithholdingTaxAmount>${(withheld.withholdingCents / 100).toFixed(2)}</WithholdingTaxAmount></WithholdingTax>`),
    );

    // A client in another member state: its own customer, its country, its VAT number without the country prefix (2.2.3), M40 lines.
    const foreignCustomer = new RegExp(`<Customer><CustomerID>${foreign.clientId}</CustomerID><AccountID>Desconhecido</AccountID><CustomerTaxID>([^<]+)</CustomerTaxID>[\\s\\S]*?<Country>([^<]+)</Country>`).exec(text)!;
    expect(foreignCustomer.slice(1)).toEqual([foreign.client.foreignTaxId!.slice(2), foreign.client.country]);
    expect(documents.get(foreign.display)!.block).toContain(`<CustomerID>${foreign.clientId}</CustomerID>`);
    expect(documents.get(foreign.display)!.block).toContain("<TaxExemptionReason>IVA - autoliquidação</TaxExemptionReason><TaxExemptionCode>M40</TaxExemptionCode>");

    // FR and FS are paid at issue: the payment sits in their DocumentTotals.
    for (const row of rows.filter((one) => one.type === "FR" || one.type === "FS")) expect(documents.get(row.display)!.block, row.display).toMatch(/<Payment><PaymentAmount>/);

    // Receipts: RG payments settling their FT/ND by amount, method and date received.
    const written = new Map(payments(text).map((payment) => [payment.paymentRefNo, payment]));
    for (const receipt of receipts) {
      const payment = written.get(receipt.display)!;
      expect(payment.originatingOn).toEqual([receipt.invoice.display]);
      expect(payment.creditCents).toBe(receipt.amountCents);
      expect(payment.block).toContain("<PaymentType>RG</PaymentType>");
      expect(payment.block).toContain(`<PaymentMechanism>${receipt.method}</PaymentMechanism>`);
      expect(payment.block).toContain(`<PaymentDate>${receipt.paymentDate.toISOString().slice(0, 10)}</PaymentDate>`);
      expect(payment.block).toContain(`<CustomerID>${receipt.invoice.clientNif ? receipt.invoice.clientId : "CONSUMIDOR-FINAL"}</CustomerID>`);
    }
  });

  it("fills Hash from each series' chain: the documents' stored hashes, the last one being the series' lastHash", async () => {
    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?year=2026", { key })).body);
    const db = testDatabase();
    const series = await db.invoiceSeries.findMany({ where: { companyId: company.companyId, year: 2026, type: { not: "RC" } }, include: { invoices: { select: { display: true, hash: true }, orderBy: { number: "asc" } } } });
    expect(series.length).toBeGreaterThan(0);
    const hashes = new Map(salesDocuments(text).map((document) => [document.invoiceNo, /<Hash>([^<]+)</.exec(document.block)![1]]));
    for (const one of series) {
      for (const invoice of one.invoices) expect(hashes.get(invoice.display)).toBe(invoice.hash);
      expect(hashes.get(one.invoices.at(-1)!.display)).toBe(one.lastHash);
    }
    expect(elementValues(text, "HashControl").every((value) => value === "1")).toBe(true);
  });

  it("never includes another company's documents", async () => {
    const text = decodeSaft((await api<Uint8Array>("GET", "/saft?year=2026", { key })).body);
    expect(text).not.toContain("Serviço alheio");
    expect(text).not.toContain("Cliente Alheio");
    const otherText = decodeSaft((await api<Uint8Array>("GET", "/saft?year=2026", { key: (await createTestKey(other.companyId, { scopes: ["read"] })).key })).body);
    expect(salesControlTotals(otherText).entries).toBe(1);
    expect(elementValues(otherText, "CompanyID")).toEqual([other.nif]);
  });

  it.each([
    ["month and quarter together", "year=2026&month=1&quarter=1", "quarter"],
    ["a month 13", "year=2026&month=13", "month"],
    ["no year", "month=10", "year"],
    ["a year in words", "year=dois-mil", "year"],
  ])("refuses %s with 400 naming the field", async (_label, query, field) => {
    const response = await api("GET", `/saft?${query}`, { key });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(JSON.stringify(response.body.error.details)).toContain(field);
  });

  it("is an MCP tool: a summary with the control totals and the download path, and the XML inline for a small period", async () => {
    const session = await connectMcp(key);
    try {
      const month = await session.client.callTool({ name: "export_saft", arguments: { year: 2026, month: 10 } });
      expect(month.isError ?? false).toBe(false);
      const summary = month.structuredContent as { numberOfEntries: number; totalCreditCents: number; downloadPath: string; xml: string | null; fileName: string };
      const expected = await sqlTotals(company.companyId, "2026-10-01", "2026-10-31");
      expect(summary).toMatchObject({ numberOfEntries: expected.entries, totalCreditCents: expected.creditCents, downloadPath: "/api/v1/saft?year=2026&month=10", fileName: `SAFT-PT_${company.nif}_2026-10.xml` });
      expect((await validateSaft(encodeSaft(summary.xml!))).errors).toEqual([]);
      const download = await api<Uint8Array>("GET", summary.downloadPath.replace("/api/v1", ""), { key });
      expect(decodeSaft(download.body).replace(/<DateCreated>[^<]+/, "")).toBe(summary.xml!.replace(/<DateCreated>[^<]+/, ""));

      const year = await session.client.callTool({ name: "export_saft", arguments: { year: 2026 } });
      const yearly = year.structuredContent as { numberOfEntries: number; xml: string | null };
      expect(yearly.numberOfEntries).toBeGreaterThan(100);
      expect(yearly.xml).toBeNull();

      const refused = await session.client.callTool({ name: "export_saft", arguments: { year: 2026, month: 2, quarter: 1 } });
      expect(refused.isError).toBe(true);
    } finally {
      await session.client.close();
    }
  });
});

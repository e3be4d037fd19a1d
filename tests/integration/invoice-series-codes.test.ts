import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { decodeSaft, salesDocuments } from "../support/saft-file";
import { validateSaft } from "../support/saft-schema";

// Added invoice series (create_invoice_series) beside the default one, through the real server: each
// numbers from 1 on its own, gap-free under concurrent issues in both, with its own hash chain and
// validation code (ATCUD), and the SAF-T export still validates against AT's schema.

const year = Number(lisbonToday(new Date()).slice(0, 4));
const line = (unitEuros: number) => [{ description: "Consultoria", unitEuros }];

describe("invoice series with a code", () => {
  let company: TestCompany;
  let key: string;
  beforeAll(async () => {
    company = await createTestCompany("Séries Várias, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write", "company:write"], rateLimitPerMinute: 100_000 })).key;
  });

  it("creates a series with its own validation code, lists it, and refuses a duplicate or a bad code naming the field", async () => {
    const created = await api("POST", "/invoice-series", { key, body: { code: "a" } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: "FT", year, code: "A", seriesCode: `FT A-${year}`, lastNumber: 0 });
    expect(created.body.data.validationCode).toMatch(/^[A-Z2-9]{8}$/);

    const again = await api("POST", "/invoice-series", { key, body: { code: "A" } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("conflict");
    for (const code of ["", "1A", "A/B", "ABCDEFGHIJK", "A B"]) {
      const bad = await api("POST", "/invoice-series", { key, body: { code } });
      expect(bad.status, code).toBe(400);
      expect(JSON.stringify(bad.body.error.details)).toContain("code");
    }
    const badYear = await api("POST", "/invoice-series", { key, body: { code: "OLD", year: year - 1 } });
    expect(badYear.status).toBe(400);
    expect(JSON.stringify(badYear.body.error.details)).toContain("year");

    const listed = await api("GET", "/invoice-series", { key });
    expect(listed.status).toBe(200);
    expect(listed.body.data.series.map((entry: { seriesCode: string }) => entry.seriesCode)).toContain(`FT A-${year}`);
    expect(await testDatabase().invoiceSeries.count({ where: { companyId: company.companyId } })).toBe(1);
  });

  it("needs company:write to add a series", async () => {
    const invoicesOnly = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] })).key;
    const response = await api("POST", "/invoice-series", { key: invoicesOnly, body: { code: "B" } });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("insufficient_scope");
  });

  it("refuses to issue into a series that was never created, and issues nothing", async () => {
    const response = await api("POST", "/invoices", { key, body: { clientName: "Cliente X", series: "ZZ", lines: line(10) } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.error.details)).toContain("series");
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(0);
  });

  it("numbers the default and the added series independently, gap-free under concurrent issues, each with its own chain and ATCUD", async () => {
    const perSeries = 12;
    const issues = Array.from({ length: perSeries * 2 }, (_, index) =>
      api("POST", "/invoices", { key, body: { clientName: `Cliente ${index % 3}`, ...(index % 2 ? { series: "A" } : {}), lines: line(10 + index) } }),
    );
    const responses = await Promise.all(issues);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));

    const db = testDatabase();
    const series = await db.invoiceSeries.findMany({
      where: { companyId: company.companyId, type: "FT", year },
      include: { invoices: { orderBy: { number: "asc" }, select: { number: true, display: true, atcud: true, hash: true, issueDate: true, createdAt: true, totalCents: true } } },
      orderBy: { code: "asc" },
    });
    expect(series.map((entry) => entry.code)).toEqual(["", "A"]);
    expect(series[0]!.validationCode).not.toBe(series[1]!.validationCode);
    for (const entry of series) {
      const label = entry.code ? `FT ${entry.code}-${year}` : `FT ${year}`;
      expect(entry.invoices.map((invoice) => invoice.number)).toEqual(Array.from({ length: perSeries }, (_, index) => index + 1));
      expect(entry.lastNumber).toBe(perSeries);
      expect(entry.invoices.map((invoice) => invoice.display)).toEqual(entry.invoices.map((invoice) => `${label}/${invoice.number}`));
      expect(entry.invoices.every((invoice) => invoice.atcud === `${entry.validationCode}-${invoice.number}`)).toBe(true);
      expect(entry.lastHash).toBe(entry.invoices.at(-1)!.hash);
    }
    // The response names the series the invoice went to.
    const coded = responses.filter((_, index) => index % 2).map((response) => response.body.data.display as string);
    expect(coded.every((display) => display.startsWith(`FT A-${year}/`))).toBe(true);
  });

  it("issues an FR into its own coded series", async () => {
    await api("POST", "/invoice-series", { key, body: { type: "FR", code: "LOJA2" } });
    const response = await api("POST", "/invoices", { key, body: { clientName: "Cliente Loja", type: "FR", series: "loja2", lines: line(5) } });
    expect(response.status).toBe(201);
    expect(response.body.data.display).toBe(`FR LOJA2-${year}/1`);
    const invoice = await testDatabase().invoice.findUniqueOrThrow({ where: { id: response.body.data.id }, include: { series: true } });
    expect(invoice.series).toMatchObject({ type: "FR", code: "LOJA2", lastNumber: 1, lastHash: invoice.hash });
    expect(invoice.atcud).toBe(`${invoice.series.validationCode}-1`);
  });

  it("exports a SAF-T that AT's schema accepts, listing every document of both series once with its hash", async () => {
    const response = await api<Uint8Array>("GET", `/saft?year=${year}`, { key });
    expect(response.status).toBe(200);
    expect((await validateSaft(response.body)).errors).toEqual([]);
    const documents = salesDocuments(decodeSaft(response.body));
    const stored = await testDatabase().invoice.findMany({ where: { companyId: company.companyId }, select: { display: true, hash: true } });
    expect(documents.map((document) => document.invoiceNo).sort()).toEqual(stored.map((invoice) => invoice.display).sort());
    const hashes = new Map(documents.map((document) => [document.invoiceNo, /<Hash>([^<]+)</.exec(document.block)![1]]));
    for (const invoice of stored) expect(hashes.get(invoice.display)).toBe(invoice.hash);
  });
});

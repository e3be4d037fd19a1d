import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoBooks } from "@/seeds/demo-books";
import { seedDemoExpenses } from "@/seeds/demo-expenses";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// The financial report's provenance (issue #32): revenue, expenses, VAT balance and receivables each
// list the documents that make them (get_financial_report_lines), and the lines add up to the
// report's figure to the cent, for the year, a quarter and a month of the demo company's books.

const TODAY = "2026-11-20";

interface Line { id: string; documentKind: "invoice" | "expense"; documentId: string; amountCents: number }

describe("financial report: every figure drills down to its documents", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    company = await createTestCompany("Tejo Relatórios, Lda");
    await seedDemoBooks(testDatabase(), company.companyId, "report-provenance-user", TODAY);
    await seedDemoExpenses(testDatabase(), company.companyId, company.nif, "report-provenance-user", TODAY);
    key = (await createTestKey(company.companyId, { scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  }, 300_000);

  async function allLines(metric: string, query: string): Promise<{ amountCents: number; lines: Line[] }> {
    const lines: Line[] = [];
    let cursor: string | null = null;
    let amountCents = 0;
    do {
      const response: { status: number; body: { data: { amountCents: number; lines: Line[]; nextCursor: string | null } } } = await api("GET", `/reports/financial/${metric}?${query}&limit=7${cursor ? `&cursor=${cursor}` : ""}`, { key });
      expect(response.status, `${metric} ${query}`).toBe(200);
      lines.push(...response.body.data.lines);
      amountCents = response.body.data.amountCents;
      cursor = response.body.data.nextCursor;
    } while (cursor);
    return { amountCents, lines };
  }

  it.each([
    ["year=2026", "year=2026"],
    ["year=2026&quarter=4", "year=2026&quarter=4"],
    ["year=2026&month=11", "year=2026&month=11"],
  ])("revenue, expenses, VAT balance and receivables (%s) are each the sum of the documents listed for them, to the cent", async (linesQuery, reportQuery) => {
    const report = (await api("GET", `/reports/financial?${reportQuery}`, { key })).body.data;
    const figures: Record<string, number> = { revenue: report.period.revenueCents, expenses: report.period.expensesCents, vatBalance: report.period.vatBalanceCents, receivables: report.porCobrarCents };
    const invoiceIds = new Set((await testDatabase().invoice.findMany({ where: { companyId: company.companyId }, select: { id: true } })).map((row) => row.id));
    const documentIds = new Set((await testDatabase().expenseDocument.findMany({ where: { companyId: company.companyId }, select: { id: true } })).map((row) => row.id));
    for (const [metric, figure] of Object.entries(figures)) {
      const { amountCents, lines } = await allLines(metric, linesQuery);
      expect(lines.length, metric).toBeGreaterThan(0);
      expect(new Set(lines.map((line) => line.id)).size, metric).toBe(lines.length);
      expect(lines.reduce((sum, line) => sum + line.amountCents, 0), metric).toBe(figure);
      expect(amountCents, metric).toBe(figure);
      for (const line of lines) expect(line.documentKind === "invoice" ? invoiceIds.has(line.documentId) : documentIds.has(line.documentId), line.id).toBe(true);
    }
  });

  it("an unknown metric is a 404; a quarter and a month together a 400", async () => {
    expect((await api("GET", "/reports/financial/lucro?year=2026", { key })).status).toBe(404);
    expect((await api("GET", "/reports/financial/revenue?year=2026&quarter=4&month=11", { key })).status).toBe(400);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

describe("fiscal calendar and financial report", () => {
  let company: TestCompany;
  let key: string;
  beforeAll(async () => {
    company = await createTestCompany();
    // A company with employees: the calendar then lists the DMR and Segurança Social (profile-driven).
    await testDatabase().company.update({ where: { id: company.companyId }, data: { hasEmployees: true } });
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
    for (const unitEuros of [100, 250.5, 1234.56]) {
      await api("POST", "/invoices", { key, body: { clientName: "Cliente Relatório", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros }, { description: "Livro", unitEuros: 10, vatRate: 6 }] } });
    }
    await api("POST", "/invoices", { key, body: { clientName: "Cliente FR", type: "FR", lines: [{ description: "Serviço", unitEuros: 50 }] } });
  });

  it("lists the next 120 days of obligations, soonest first, with VAT estimates from the books", async () => {
    const today = lisbonToday(new Date());
    const response = await api("GET", "/fiscal-calendar", { key });
    expect(response.status).toBe(200);
    const { vatRegime, obligations } = response.body.data;
    expect(vatRegime).toBe("trimestral");
    expect(obligations.length).toBeGreaterThan(10);
    expect(obligations.map((obligation: { dueDate: string }) => obligation.dueDate)).toEqual(obligations.map((obligation: { dueDate: string }) => obligation.dueDate).sort());
    for (const obligation of obligations) {
      expect(obligation.dueDate >= today).toBe(true);
      expect(obligation.daysLeft).toBeLessThanOrEqual(120);
      expect(obligation.done).toBe(false);
    }
    const vat = obligations.filter((obligation: { key: string }) => obligation.key.startsWith("iva-pagamento"));
    expect(vat.length).toBeGreaterThan(0);
    // Add a deductible expense in the first VAT period listed: its estimate must drop by that VAT.
    const period = vat[0].period as string;
    const [periodYear, quarter] = period.split("-T").map(Number);
    const start = `${periodYear}-${String((quarter! - 1) * 3 + 1).padStart(2, "0")}-01`;
    const end = new Date(Date.UTC(periodYear!, quarter! * 3, 0)).toISOString().slice(0, 10);
    const charged = await testDatabase().invoice.aggregate({ where: { companyId: company.companyId, issueDate: { gte: toUtcDate(start), lte: toUtcDate(end) } }, _sum: { vatCents: true } });
    expect(vat[0].estimatedAmountCents).toBe(charged._sum.vatCents ?? 0);
    await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "luz.pdf", status: "archived", documentDate: toUtcDate(start), netCents: 10_000, vatCents: 2_300, totalCents: 12_300, category: "eletricidade e água" },
    });
    const after = await api("GET", "/fiscal-calendar", { key });
    const sameObligation = after.body.data.obligations.find((obligation: { key: string }) => obligation.key === vat[0].key);
    expect(sameObligation.estimatedAmountCents).toBe((charged._sum.vatCents ?? 0) - 2_300);
    expect(obligations.find((obligation: { key: string }) => obligation.key.startsWith("dmr")).estimatedAmountCents).toBeNull();
  });

  it("reports the year's figures from the books", async () => {
    const year = Number(lisbonToday(new Date()).slice(0, 4));
    const response = await api("GET", `/reports/financial?year=${year}`, { key });
    expect(response.status).toBe(200);
    const report = response.body.data;
    const db = testDatabase();
    const range = { gte: toUtcDate(`${year}-01-01`), lte: toUtcDate(`${year}-12-31`) };
    const invoices = await db.invoice.aggregate({ where: { companyId: company.companyId, issueDate: range }, _sum: { netCents: true, vatCents: true } });
    const expenses = await db.expenseDocument.aggregate({ where: { companyId: company.companyId, status: "archived", documentDate: range }, _sum: { netCents: true, vatCents: true } });
    const unpaid = await db.invoice.aggregate({ where: { companyId: company.companyId, type: "FT", paidAt: null, issueDate: range }, _sum: { totalCents: true } });
    expect(report.receitasLiquidasCents).toBe(invoices._sum.netCents);
    expect(report.vatChargedCents).toBe(invoices._sum.vatCents);
    expect(report.expensesCents).toBe(expenses._sum.netCents ?? 0);
    expect(report.vatDeductibleCents).toBe(expenses._sum.vatCents ?? 0);
    expect(report.resultCents).toBe(report.receitasLiquidasCents - report.expensesCents);
    expect(report.vatBalanceCents).toBe(report.vatChargedCents - report.vatDeductibleCents);
    expect(report.porCobrarCents).toBe(unpaid._sum.totalCents);
    expect(report.issuedInvoiceCount).toBe(4);
    expect(report.monthlyEvolution).toHaveLength(12);
    expect(report.monthlyEvolution.reduce((sum: number, month: { revenueCents: number }) => sum + month.revenueCents, 0)).toBe(report.receitasLiquidasCents);
    expect(report.receitasLiquidas).toMatch(/^\d{1,3}( \d{3})*,\d{2} €$/);
    if (report.expensesCents > 0) expect(report.topExpenseCategories[0]).toMatchObject({ category: "eletricidade e água", percentage: 100 });
  });

  it("gives a quarter's and a month's figures in periodo, the quarter's VAT equal to the calendar's estimate", async () => {
    const today = lisbonToday(new Date());
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const quarter = Math.ceil(month / 3);
    const quarterly = (await api("GET", `/reports/financial?quarter=${quarter}`, { key })).body.data;
    expect(quarterly.period).toMatchObject({ type: "quarter", year, quarter, month: null, label: `${quarter}.º trimestre de ${year}` });
    const inQuarter = quarterly.monthlyEvolution.filter((row: { month: number }) => Math.ceil(row.month / 3) === quarter);
    expect(quarterly.period.revenueCents).toBe(inQuarter.reduce((sum: number, row: { revenueCents: number }) => sum + row.revenueCents, 0));
    expect(quarterly.period.vatBalanceCents).toBe(quarterly.period.vatChargedCents - quarterly.period.vatDeductibleCents);
    // Another code path computes the same figure: the calendar's VAT estimate for this quarter.
    const calendar = (await api("GET", "/fiscal-calendar", { key })).body.data;
    const payment = calendar.obligations.find((obligation: { key: string; period: string }) => obligation.key.startsWith("iva-pagamento") && obligation.period === `${year}-T${quarter}`);
    if (payment) expect(quarterly.period.vatBalanceCents).toBe(payment.estimatedAmountCents);
    expect(quarterly.period.vatChargedCents).toBeGreaterThan(0);

    const monthly = (await api("GET", `/reports/financial?month=${month}`, { key })).body.data;
    expect(monthly.period).toMatchObject({ type: "month", month, revenueCents: monthly.monthlyEvolution[month - 1].revenueCents });
    const whole = (await api("GET", "/reports/financial", { key })).body.data;
    expect(whole.period).toMatchObject({ type: "year", revenueCents: whole.receitasLiquidasCents, vatBalanceCents: whole.vatBalanceCents });

    const both = await api("GET", "/reports/financial?quarter=1&month=2", { key });
    expect(both.status).toBe(400);
    expect(both.body.error.details[0].path).toBe("month");
    expect((await api("GET", "/reports/financial?quarter=5", { key })).status).toBe(400);
  });

  it("defaults to the current year and refuses a bad year", async () => {
    const current = await api("GET", "/reports/financial", { key });
    expect(current.body.data.ano).toBe(Number(lisbonToday(new Date()).slice(0, 4)));
    for (const ano of ["abc", "1999", "2026.5"]) {
      const response = await api("GET", `/reports/financial?year=${ano}`, { key });
      expect(response.status).toBe(400);
      expect(response.body.error.details[0].path).toBe("year");
    }
    const empty = await api("GET", "/reports/financial?year=2001", { key });
    expect(empty.body.data).toMatchObject({ receitasLiquidasCents: 0, expensesCents: 0, topExpenseCategories: [] });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { formatEuros } from "@/lib/core/money";
import { seedDemoBank } from "@/seeds/demo-bank";
import { DEMO_CLIENTS, seedDemoBooks } from "@/seeds/demo-books";
import { DEMO_SOLE_TRADER, seedDemoSoleTrader } from "@/seeds/demo-sole-trader";
import { api, type ApiResult } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { page, signInCookie } from "../support/session";

// Issue #31 §6 and the audit's W12, W13, W18 and ux finding 2, through the real server: one "por
// receber" on every surface, the refund owed after a credit note, non-deductible VAT as a cost, the
// calendar's VAT credit and recapitulative statement, and the demo's sole trader.

const PASSWORD = "palavra-passe-dos-numeros-1";
const TODAY = lisbonToday(new Date());

async function owner(companyId: string, label: string): Promise<{ userId: string; cookie: string }> {
  const email = `${label}-${Math.random().toString(36).slice(2, 8)}@numeros.example`;
  const db = testDatabase();
  const user = await db.user.create({ data: { email, name: `Dona ${label}`, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
  await db.membership.create({ data: { userId: user.id, companyId, role: "owner" } });
  return { userId: user.id, cookie: await signInCookie(email, PASSWORD) };
}

/** Every page of a list, by its cursor. */
async function allPages<Item>(path: string, key: string, field: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const response: ApiResult<{ data: Record<string, unknown> & { nextCursor: string | null } }> = await api("GET", `${path}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key });
    expect(response.status).toBe(200);
    items.push(...(response.body.data[field] as Item[]));
    cursor = response.body.data.nextCursor;
  } while (cursor);
  return items;
}

/** The text of the card whose data-testid is given, in server-rendered HTML. */
function cardValue(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(?:<p class="card-label">[^<]*</p>)?<p class="card-value"[^>]*>([^<]+)<`).exec(html) ?? new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`).exec(html);
  if (!match) throw new Error(`no ${testId} in the page`);
  return match[1]!;
}

describe("issue #31 §6 / ux 2: one 'por receber' on every surface of the demo company", () => {
  let company: TestCompany;
  let key: string;
  let cookie: string;
  let expectedCents: number;

  beforeAll(async () => {
    company = await createTestCompany("Números Iguais, Lda");
    const { userId, cookie: session } = await owner(company.companyId, "iguais");
    cookie = session;
    await seedDemoBooks(testDatabase(), company.companyId, userId, TODAY);
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    // Five more open invoices, as the owner would add: more than the 20 the assistant used to add up.
    for (const unitEuros of [130, 245.5, 99.99, 1_200, 60]) {
      const issued = await api("POST", "/invoices", { key, body: { clientName: DEMO_CLIENTS[0].name, clientNif: DEMO_CLIENTS[0].nif, lines: [{ description: "Suporte informático", unitEuros }] } });
      expect(issued.status).toBe(201);
    }
    // By hand, from the rows: each open FT/ND (not annulled, not settled) adds total − withholding −
    // (credited − withholding the credit notes reversed) − received, all years.
    const [row] = await testDatabase().$queryRaw<{ open: bigint }[]>`
      SELECT COALESCE(SUM(GREATEST(0, "totalCents" - "withholdingCents" - ("creditedCents" - "creditedWithholdingCents") - "paidCents")), 0)::bigint AS open
      FROM "Invoice" WHERE "companyId" = ${company.companyId} AND "type" IN ('FT', 'ND') AND "annulledAt" IS NULL AND "paidAt" IS NULL`;
    expectedCents = Number(row!.open);
  }, 300_000);

  it("the books hold open invoices of an earlier year and partly settled ones (what made the figures differ)", async () => {
    const db = testDatabase();
    const year = Number(TODAY.slice(0, 4));
    expect(await db.invoice.count({ where: { companyId: company.companyId, type: "FT", paidAt: null, annulledAt: null, issueDate: { lt: toUtcDate(`${year}-01-01`) } } })).toBeGreaterThan(0);
    expect(await db.invoice.count({ where: { companyId: company.companyId, type: "FT", paidAt: null, annulledAt: null, OR: [{ paidCents: { gt: 0 } }, { creditedCents: { gt: 0 } }, { withholdingCents: { gt: 0 } }] } })).toBeGreaterThan(0);
    expect(await db.invoice.count({ where: { companyId: company.companyId, type: { in: ["FT", "ND"] }, paidAt: null, annulledAt: null } })).toBeGreaterThan(20);
    expect(expectedCents).toBeGreaterThan(0);
  });

  it("API: the briefing, the report, the sum of the clients and the sum of the open invoices are the same figure", async () => {
    const briefing = (await api("GET", "/briefing", { key })).body.data.keyFigures;
    expect(briefing.receivablesCents).toBe(expectedCents);
    expect(briefing.receivables).toBe(formatEuros(expectedCents));
    const report = (await api("GET", `/reports/financial?year=${TODAY.slice(0, 4)}`, { key })).body.data;
    expect(report.porCobrarCents).toBe(expectedCents);
    const clients = await allPages<{ openCents: number }>("/clients", key, "clientes");
    expect(clients.reduce((sum, client) => sum + client.openCents, 0)).toBe(expectedCents);
    const open = await allPages<{ openCents: number }>("/invoices?status=open", key, "faturas");
    expect(open.reduce((sum, invoice) => sum + invoice.openCents, 0)).toBe(expectedCents);
  });

  it("MCP: get_company_briefing and list_clients give the same figure", async () => {
    const session = await connectMcp(key);
    try {
      const briefing = (await session.client.callTool({ name: "get_company_briefing", arguments: {} })).structuredContent as { keyFigures: { receivablesCents: number } };
      expect(briefing.keyFigures.receivablesCents).toBe(expectedCents);
      const clients = (await session.client.callTool({ name: "list_clients", arguments: { limit: 200 } })).structuredContent as { clientes: { openCents: number }[]; hasMore: boolean };
      expect(clients.hasMore).toBe(false);
      expect(clients.clientes.reduce((sum, client) => sum + client.openCents, 0)).toBe(expectedCents);
    } finally {
      await session.client.close();
    }
  });

  it("the assistant: «Quem me deve dinheiro?» counts every open document and adds what is open on them, not 20 totals", async () => {
    const response = await api("POST", "/chat", { key, body: { message: "Quem me deve dinheiro?", history: [] } });
    expect(response.status).toBe(200);
    const { card, reply } = response.body.data;
    const openCount = await testDatabase().invoice.count({ where: { companyId: company.companyId, type: { in: ["FT", "ND"] }, paidAt: null, annulledAt: null } });
    expect(card).toMatchObject({ type: "invoices", filter: "open", totalCents: expectedCents, count: openCount });
    expect(card.faturas).toHaveLength(20);
    expect(reply).toContain(formatEuros(expectedCents));
  });

  it("web pages: the dashboard card, the invoices list and each client's page show the same figures", async () => {
    const dashboard = await page("/painel", cookie, company.companyId);
    expect(dashboard.status).toBe(200);
    expect(cardValue(dashboard.html, "receivables")).toBe(formatEuros(expectedCents));
    // The invoices list states the same figure, from the same function.
    const invoices = await page("/faturas", cookie, company.companyId);
    expect(invoices.status).toBe(200);
    expect(/data-testid="invoices-receivables"[^>]*>Por receber: <strong>([^<]+)</.exec(invoices.html)?.[1]).toBe(formatEuros(expectedCents));
    const clients = await allPages<{ id: string; openCents: number }>("/clients", key, "clientes");
    const owing = clients.filter((client) => client.openCents > 0).slice(0, 3);
    expect(owing.length).toBeGreaterThan(0);
    for (const client of owing) {
      const [row] = await testDatabase().$queryRaw<{ open: bigint }[]>`
        SELECT COALESCE(SUM(GREATEST(0, "totalCents" - "withholdingCents" - ("creditedCents" - "creditedWithholdingCents") - "paidCents")), 0)::bigint AS open
        FROM "Invoice" WHERE "clientId" = ${client.id} AND "type" IN ('FT', 'ND') AND "annulledAt" IS NULL AND "paidAt" IS NULL`;
      const clientPage = await page(`/clientes/${client.id}`, cookie, company.companyId);
      expect(clientPage.status).toBe(200);
      expect(cardValue(clientPage.html, "client-owed")).toBe(formatEuros(Number(row!.open)));
    }
  });

  // Issue #35 (daily-low §5): the Avenças page was empty in the demo.
  it("the demo has one avença: monthly, active, first issued next month, on list_recurring_invoices and the Avenças page", async () => {
    const listed = await api("GET", "/recurring-invoices", { key });
    expect(listed.status).toBe(200);
    expect(listed.body.data.recurringInvoices).toHaveLength(1);
    const [avenca] = listed.body.data.recurringInvoices;
    expect(avenca).toMatchObject({ frequency: "monthly", dayOfMonth: 1, status: "active", clientName: DEMO_CLIENTS[0].name });
    expect(avenca.nextDate > TODAY).toBe(true);
    expect(avenca.nextDate.endsWith("-01")).toBe(true);
    expect(await testDatabase().recurringOccurrence.count({ where: { recurringInvoiceId: avenca.id } })).toBe(0);
    const avencas = await page("/faturas/recorrentes", cookie, company.companyId);
    expect(avencas.status).toBe(200);
    expect(avencas.html).toContain(DEMO_CLIENTS[0].name);
  });
});

describe("issue #31 §6: the demo with its bank year — a transfer naming its client with an invoice's exact amount pays it, and Painel, Faturas and Clientes show one «por receber»", () => {
  let company: TestCompany;
  let cookie: string;

  beforeAll(async () => {
    company = await createTestCompany("Banco e Contas, Lda");
    const { userId, cookie: session } = await owner(company.companyId, "banco");
    cookie = session;
    await seedDemoBooks(testDatabase(), company.companyId, userId, TODAY);
    await seedDemoBank(testDatabase(), company.companyId, userId, TODAY);
  }, 300_000);

  it("every client transfer of the statement is matched (with its receipt) unless two invoices tie for it", async () => {
    // The demo's FT 2026/73 was left a suggestion: the bank cut the name («… SORRISO ATLÂN») and it scored
    // 0.83; and the statement paid by transfer the duplicate invoice its credit note had settled.
    const transfers = await testDatabase().bankMovement.findMany({ where: { companyId: company.companyId, amountCents: { gt: 0 }, description: { startsWith: "TRF SEPA" } }, select: { description: true, status: true, reasons: true, invoiceId: true } });
    expect(transfers.length).toBeGreaterThan(20);
    const left = transfers.filter((movement) => movement.status !== "matched" && !movement.reasons.some((reason) => reason.includes("candidatos próximos")));
    expect(left.map((movement) => `${movement.description}: ${movement.status} (${movement.reasons.join("; ")})`)).toEqual([]);
    const paidByTransfer = await testDatabase().invoice.findMany({ where: { id: { in: transfers.flatMap((movement) => (movement.invoiceId ? [movement.invoiceId] : [])) } }, select: { totalCents: true, creditedCents: true, paidCents: true } });
    for (const invoice of paidByTransfer) expect(invoice.creditedCents).toBeLessThan(invoice.totalCents);
  });

  it("the Painel card, the Faturas line and the Clientes line state the same «por receber», equal to the open documents", async () => {
    const [row] = await testDatabase().$queryRaw<{ open: bigint }[]>`
      SELECT COALESCE(SUM(GREATEST(0, "totalCents" - "withholdingCents" - ("creditedCents" - "creditedWithholdingCents") - "paidCents")), 0)::bigint AS open
      FROM "Invoice" WHERE "companyId" = ${company.companyId} AND "type" IN ('FT', 'ND') AND "annulledAt" IS NULL AND "paidAt" IS NULL`;
    const expected = formatEuros(Number(row!.open));
    const dashboard = await page("/painel", cookie, company.companyId);
    expect(cardValue(dashboard.html, "receivables")).toBe(expected);
    const invoices = await page("/faturas", cookie, company.companyId);
    expect(/data-testid="invoices-receivables"[^>]*>Por receber: <strong>([^<]+)</.exec(invoices.html)?.[1]).toBe(expected);
    const clients = await page("/clientes", cookie, company.companyId);
    expect(clients.status).toBe(200);
    expect(/data-testid="clients-receivables"[^>]*>Por receber: <strong>([^<]+)</.exec(clients.html)?.[1]).toBe(expected);
  });
});

describe("W13 — CIVA art. 78.º: a credit note after a payment leaves a refund owed to the client", () => {
  let company: TestCompany;
  let key: string;
  let cookie: string;

  beforeAll(async () => {
    company = await createTestCompany("Devoluções Certas, Lda");
    cookie = (await owner(company.companyId, "devolucoes")).cookie;
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("FT 286,95 €, 50 € received, credited in full: open 0, 50 € to refund; the client's balance nets it", async () => {
    const client = { clientName: "Cliente Reembolso, Lda", clientNif: "503504564", clientAddress: "Rua do Reembolso 1, 1000-100 Lisboa" };
    // 233,29 € + 23 % = 286,95 €; 121,95 € + 23 % = 150,00 €.
    const ft = (await api("POST", "/invoices", { key, body: { ...client, lines: [{ description: "Consultoria", unitEuros: 233.29 }] } })).body.data;
    expect(ft.totalCents).toBe(28_695);
    const other = (await api("POST", "/invoices", { key, body: { ...client, lines: [{ description: "Suporte", unitEuros: 121.95 }] } })).body.data;
    expect(other.totalCents).toBe(15_000);
    expect((await api("POST", `/invoices/${ft.id}/payments`, { key, body: { amountEuros: 50 } })).status).toBe(201);
    const note = await api("POST", "/credit-notes", { key, body: { reason: "Serviço cancelado depois do sinal", references: [{ invoiceId: ft.id }] } });
    expect(note.status).toBe(201);

    const invoice = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(invoice).toMatchObject({ creditedCents: 28_695, paidCents: 5_000, openCents: 0, refundOwedCents: 5_000, refundOwed: "50,00 €" });
    const [listed] = (await api("GET", `/clients?q=${encodeURIComponent("Reembolso")}`, { key })).body.data.clientes;
    expect(listed).toMatchObject({ openCents: 15_000, refundOwedCents: 5_000, balanceCents: 10_000, balance: "100,00 €" });
    expect((await api("GET", "/briefing", { key })).body.data.keyFigures).toMatchObject({ receivablesCents: 15_000, refundOwedCents: 5_000 });
    const asked = await api("POST", "/chat", { key, body: { message: "qual a dívida da Cliente Reembolso, Lda?", history: [] } });
    expect(asked.body.data.card).toMatchObject({ type: "invoices", cliente: "Cliente Reembolso, Lda", totalCents: 15_000 });
    expect(asked.body.data.reply).toContain("com 150,00 € em aberto");
    expect(asked.body.data.reply).toContain("A devolver a Cliente Reembolso, Lda: 50,00 €");

    const invoicePage = await page(`/faturas/${ft.id}`, cookie, company.companyId);
    expect(invoicePage.html).toMatch(/data-testid="invoice-refund"[\s\S]*?50,00\s€/);
    const clientPage = await page(`/clientes/${listed.id}`, cookie, company.companyId);
    expect(cardValue(clientPage.html, "client-owed")).toBe("150,00 €");
    expect(cardValue(clientPage.html, "client-refund")).toBe("50,00 €");
  });
});

describe("W12 — NCRF 18 §11 / NCRF 7 §17: non-deductible VAT is part of the expenses", () => {
  it("expenses = nets + the VAT that may not be deducted; the result follows", async () => {
    const company = await createTestCompany("Custos com IVA, Lda");
    const key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
    const month = Number(TODAY.slice(5, 7));
    const db = testDatabase();
    const archived = { companyId: company.companyId, status: "archived" as const, documentDate: toUtcDate(TODAY) };
    // Electricity: 100,00 € + 23,00 € VAT, all deductible. A meal: 50,00 € + 6,50 € VAT, none
    // deductible (CIVA art. 21.º n.º 1 d)). Diesel: 40,00 € + 9,20 € VAT, half deductible (art. 21.º n.º 1 b)).
    await db.expenseDocument.createMany({
      data: [
        { ...archived, fileName: "luz.pdf", netCents: 10_000, vatCents: 2_300, vatDeductibleCents: 2_300, totalCents: 12_300, category: "eletricidade e água" },
        { ...archived, fileName: "almoco.pdf", netCents: 5_000, vatCents: 650, vatDeductibleCents: 0, totalCents: 5_650, category: "refeições" },
        { ...archived, fileName: "gasoleo.pdf", netCents: 4_000, vatCents: 920, vatDeductibleCents: 460, totalCents: 4_920, category: "combustível gasóleo" },
      ],
    });
    expect((await api("POST", "/invoices", { key, body: { clientName: "Cliente Receita, Lda", clientNif: "503504564", clientAddress: "Rua 1, 1000-100 Lisboa", lines: [{ description: "Serviço", unitEuros: 1_000 }] } })).status).toBe(201);
    const report = (await api("GET", `/reports/financial?month=${month}`, { key })).body.data;
    // 100 + 50 + 6,50 + 40 + 4,60 = 201,10 €; 1 000 − 201,10 = 798,90 €.
    expect(report.expensesCents).toBe(20_110);
    expect(report.resultCents).toBe(79_890);
    expect(report.period).toMatchObject({ expensesCents: 20_110, resultCents: 79_890 });
    expect(report.monthlyEvolution[month - 1]).toMatchObject({ expensesCents: 20_110 });
    expect(report.vatPaidCents).toBe(3_870);
    expect(report.vatDeductibleCents).toBe(2_760);
    // Categories add up to the expenses: the meal is 56,50 €, its VAT included.
    expect(report.topExpenseCategories).toContainEqual(expect.objectContaining({ category: "refeições", amountCents: 5_650 }));

    // The Painel's period choice: the month's top categories are the month's own; rent paid in
    // another month of the year is among the year's and not among this month's.
    const otherMonth = month <= 6 ? 12 : 1; // in another quarter
    await db.expenseDocument.create({
      data: { ...archived, documentDate: toUtcDate(`${TODAY.slice(0, 4)}-${String(otherMonth).padStart(2, "0")}-15`), fileName: "renda.pdf", netCents: 50_000, vatCents: 0, vatDeductibleCents: 0, totalCents: 50_000, category: "rendas" },
    });
    const monthly = (await api("GET", `/reports/financial?month=${month}`, { key })).body.data;
    expect(monthly.period.topExpenseCategories.map((row: { category: string }) => row.category)).toEqual(["eletricidade e água", "refeições", "combustível gasóleo"]);
    expect(monthly.period.topExpenseCategories[0]).toMatchObject({ amountCents: 10_000, percentage: 49.7 });
    expect(monthly.topExpenseCategories[0]).toMatchObject({ category: "rendas", amountCents: 50_000 });
    const quarter = (await api("GET", `/reports/financial?quarter=${Math.ceil(otherMonth / 3)}`, { key })).body.data;
    expect(quarter.period.topExpenseCategories[0]).toMatchObject({ category: "rendas", amountCents: 50_000, percentage: 100 });
  });
});

describe("W18 — the calendar as the law reads it", () => {
  it("RITI art. 30.º: the recapitulative statement only for a period with intra-EU supplies in the books", async () => {
    const company = await createTestCompany("Exporta Serviços, Lda");
    await testDatabase().company.update({ where: { id: company.companyId }, data: { euOperations: true } });
    const key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const statements = async () =>
      ((await api("GET", "/fiscal-calendar", { key })).body.data.obligations as { key: string }[]).filter((obligation) => obligation.key.startsWith("declaracao-recapitulativa"));
    expect(await statements()).toEqual([]);
    const issued = await api("POST", "/invoices", {
      key,
      body: { clientName: "Soluciones Digitales Ibéricas, S.L.", clientCountry: "ES", clientForeignTaxId: "ESB87654323", clientAddress: "Calle Mayor 1, 28013 Madrid", lines: [{ description: "Desenvolvimento", unitEuros: 500, vatRate: 0, vatExemptionCode: "M40" }] },
    });
    expect(issued.status).toBe(201);
    const month = Number(TODAY.slice(5, 7));
    const listed = await statements();
    expect(listed.map((obligation) => obligation.key)).toEqual([`declaracao-recapitulativa-${TODAY.slice(0, 4)}-T${Math.ceil(month / 3)}`]);
    expect((listed[0] as unknown as { source: string }).source).toContain("RITI art. 30.º");
    await testDatabase().company.update({ where: { id: company.companyId }, data: { euOperations: false } });
    expect(await statements()).toEqual([]);
  });

  it("CIVA art. 22.º: a VAT period in credit reads as a credit to carry forward, not a negative payment", async () => {
    const company = await createTestCompany("Crédito de IVA, Lda");
    const key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const payment = ((await api("GET", "/fiscal-calendar", { key })).body.data.obligations as { key: string; period: string }[]).find((obligation) => obligation.key.startsWith("iva-pagamento"))!;
    const [year, quarter] = payment.period.split("-T").map(Number);
    await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "portatil.pdf", status: "archived", documentDate: toUtcDate(`${year}-${String((quarter! - 1) * 3 + 1).padStart(2, "0")}-10`), netCents: 70_917, vatCents: 16_311, vatDeductibleCents: 16_311, totalCents: 87_228, category: "equipamento" },
    });
    const after = ((await api("GET", "/fiscal-calendar", { key })).body.data.obligations as { key: string; title: string; estimatedAmountCents: number; estimatedAmount: string; source: string }[]).find((obligation) => obligation.key === payment.key)!;
    expect(after.estimatedAmountCents).toBe(-16_311);
    expect(after.estimatedAmount).toBe("crédito de 163,11 €");
    expect(after.title).toMatch(/^Crédito de IVA a reportar — /);
    expect(after.source).toContain("CIVA art. 22.º");
  });
});

describe("W10 demo story — CIRS arts. 3.º, 101.º and 102.º: the demo's sole trader", () => {
  it("has an IRS calendar (no IRC, no IES) and its translation withheld at 23 % on that line only", async () => {
    const user = await testDatabase().user.create({ data: { email: `demo-eni-${Math.random().toString(36).slice(2, 8)}@numeros.example`, name: "Inês", passwordHash: await hashPassword(PASSWORD) } });
    const companyId = await seedDemoSoleTrader(testDatabase(), user.id, TODAY);
    expect(await seedDemoSoleTrader(testDatabase(), user.id, TODAY)).toBe(companyId);
    const key = (await createTestKey(companyId, { rateLimitPerMinute: 10_000 })).key;
    const company = (await api("GET", "/company", { key })).body.data;
    expect(company).toMatchObject({ nif: DEMO_SOLE_TRADER.nif, legalForm: "Trabalhador independente" });
    const keys = ((await api("GET", "/fiscal-calendar", { key })).body.data.obligations as { key: string }[]).map((obligation) => obligation.key);
    expect(keys.some((obligationKey) => obligationKey.startsWith("irc-") || obligationKey.startsWith("ies-"))).toBe(false);
    expect(keys.some((obligationKey) => obligationKey.startsWith("ss-independente-"))).toBe(true);
    const invoices = (await api("GET", "/invoices", { key })).body.data.faturas as { id: string; withholdingCents: number; totalCents: number; openCents: number }[];
    // 960 € at 23 % + 3 × 15 € at 6 % = 1 180,80 + 47,70 = 1 228,50 €; IRS withheld on the 960 € only: 220,80 €.
    const mixed = invoices.find((invoice) => invoice.totalCents === 122_850)!;
    expect(mixed).toMatchObject({ withholdingCents: 22_080, openCents: 100_770 });
    const detail = (await api("GET", `/invoices/${mixed.id}`, { key })).body.data;
    expect(detail.withholdingRule).toMatchObject({ code: "irs_b_151", rateBasisPoints: 2_300 });
    expect(detail.lines.map((line: { subjectToWithholding: boolean }) => line.subjectToWithholding)).toEqual([true, false]);
  });
});

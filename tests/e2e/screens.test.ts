import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatDate } from "@/components/format";
import { hashPassword } from "@/lib/domains/auth/password";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInContext } from "../support/signed-in";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Issue #35 §2 in Chromium at a laptop (1366×768) and a phone (390×844): the new API key's secret in
// a dialog (ux 12), the Registo in words and Lisbon time with filters (ux 13), the pending count of
// agents' proposals (ux 14) and the Painel's next payment, period choice and top categories. Each page:
// no horizontal scroll, no serious or critical axe violation; screenshots under test-results/screenshots/screens/.

const PASSWORD = "palavra-passe-de-teste";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;
const INVOICE = { clientName: "Hotel Ribeira, S.A.", clientNif: "503504564", clientAddress: "Cais da Ribeira 1, 4050-510 Porto", lines: [{ description: "Pão para o pequeno-almoço", quantity: 30, unitEuros: 3, vatRate: 6 }] };

async function checkLayout(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  if (widths.scroll > widths.inner) problems.push(`${name}: scrollWidth ${widths.scroll} > ${widths.inner}`);
  const axe = await new AxeBuilder({ page }).analyze();
  for (const violation of axe.violations.filter((item) => item.impact === "serious" || item.impact === "critical")) problems.push(`${name}: axe ${violation.id}`);
  await screenshot(page, `screens/${name}`);
  return problems;
}

describe.each(SIZES)("keys, Registo, proposals and Painel in the browser at $name px", (size) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let company: TestCompany;
  let key: string;
  let invoice: { id: string; display: string };
  let martaId: string;
  const email = `marta.${size.name}.${Date.now()}@padaria.example`;
  const base = () => inject("baseUrl");
  const api = async (path: string, init: RequestInit = {}, bearer = key) => {
    const response = await fetch(`${base()}/api/v1${path}`, { ...init, headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" } });
    return { status: response.status, body: (await response.json()) as any };
  };

  /** Where a text appears in the page: each innermost element holding it (tag, test id, text), or the raw HTML when only markup holds it. */
  const placesShowing = (text: string) =>
    page.evaluate((needle) => {
      const holders = [...document.querySelectorAll("body *")].filter((element) => element.textContent?.includes(needle) && ![...element.children].some((child) => child.textContent?.includes(needle)));
      const places = holders.map((element) => `${element.tagName.toLowerCase()}[data-testid=${element.getAttribute("data-testid") ?? ""}]: ${element.textContent!.slice(0, 120)}`);
      return places.length === 0 && document.documentElement.outerHTML.includes(needle) ? ["in the markup, outside any text"] : places;
    }, text);

  beforeAll(async () => {
    company = await createTestCompany(`Padaria Ecrãs ${size.name}, Lda`);
    const db = testDatabase();
    const marta = await db.user.create({ data: { email, name: "Marta Ferreira", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    martaId = marta.id;
    await db.membership.create({ data: { userId: marta.id, companyId: company.companyId, role: "owner" } });
    const rui = await db.user.create({ data: { email: `rui.${size.name}.${Date.now()}@padaria.example`, name: "Rui Sócio", passwordHash: "x", emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: rui.id, companyId: company.companyId, role: "admin" } });
    key = (await createTestKey(company.companyId)).key;
    const issued = await api("/invoices", { method: "POST", body: JSON.stringify(INVOICE) });
    expect(issued.status).toBe(201);
    invoice = issued.body.data;

    // An agent whose writes need confirmation proposes an invoice: one proposal waits.
    const agent = await createTestKey(company.companyId);
    await db.apiKey.update({ where: { id: agent.keyId }, data: { agentWritesNeedConfirmation: true } });
    expect((await api("/invoices", { method: "POST", body: JSON.stringify(INVOICE) }, agent.key)).status).toBe(403);

    // Expenses this month and in a month of another quarter, for the Painel's period choice.
    const today = lisbonToday(new Date());
    const month = Number(today.slice(5, 7));
    const otherMonth = month <= 6 ? 12 : 1;
    const archived = { companyId: company.companyId, status: "archived" as const, documentDate: toUtcDate(today), vatCents: 0, vatDeductibleCents: 0 };
    await db.expenseDocument.createMany({
      data: [
        { ...archived, fileName: "luz.pdf", netCents: 12_000, totalCents: 12_000, category: "eletricidade e água" },
        { ...archived, fileName: "almoco.pdf", netCents: 3_000, totalCents: 3_000, category: "refeições" },
        { ...archived, documentDate: toUtcDate(`${today.slice(0, 4)}-${String(otherMonth).padStart(2, "0")}-15`), fileName: "renda.pdf", netCents: 80_000, totalCents: 80_000, category: "rendas" },
      ],
    });

    // Audit rows of people at known moments, one in summer time (UTC+1) and one in winter time (UTC+0).
    await db.auditEvent.createMany({
      data: [
        { companyId: company.companyId, createdAt: new Date("2026-07-15T10:30:00Z"), actorKind: "user", actorUserId: marta.id, operation: "annul_invoice", targetIds: [invoice.id], requestId: "pedido-verao" },
        { companyId: company.companyId, createdAt: new Date("2026-01-15T10:30:00Z"), actorKind: "user", actorUserId: rui.id, operation: "update_company", targetIds: [], requestId: "pedido-inverno" },
      ],
    });

    browser = await launchBrowser();
    // A context of its own: axe-core's Playwright builder needs one; clipboard permissions for «Copiar».
    context = await signedInContext(browser, { email, password: PASSWORD }, { viewport: { width: size.width, height: size.height }, locale: "pt-PT" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base() });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("Painel: the pending proposal, the next payment from the calendar and one «por receber»", async () => {
    await page.goto(`${base()}/painel`);
    expect((await page.getByTestId("nav-pending-proposals").textContent())?.trim()).toBe("1 proposta pendente");
    expect(await page.getByTestId("pending-proposals").textContent()).toContain("1 proposta de agente à espera de aprovação");

    const calendar = (await api("/fiscal-calendar")).body.data.obligations as { key: string; done: boolean; title: string; dueDate: string; estimatedAmountCents: number | null; estimatedAmount: string | null }[];
    // The payment, not the return due a few days earlier with the same estimate.
    const payment = calendar.find((obligation) => !obligation.done && (obligation.estimatedAmountCents ?? 0) > 0 && obligation.key.includes("-pagamento"));
    const card = (await page.getByTestId("next-payment").textContent()) ?? "";
    if (payment) {
      expect(card).toContain(payment.estimatedAmount!);
      expect(card).toContain(`${payment.title} · até ${formatDate(payment.dueDate)}`);
      // Payments due before it that have no estimate are named under it: «próximo» hides none.
      const earlier = calendar.filter((obligation) => !obligation.done && obligation.key.includes("-pagamento") && obligation.estimatedAmountCents === null && obligation.dueDate < payment.dueDate);
      if (earlier[0]) expect(card).toContain(`Antes: ${earlier[0].title} a ${formatDate(earlier[0].dueDate)}${earlier.length > 1 ? ` e mais ${earlier.length - 1}` : ""}, sem valor estimado`);
      else expect(card).not.toContain("Antes:");
    } else {
      expect(card).toContain("nenhuma obrigação com valor a pagar");
    }
    const first = calendar.find((obligation) => !obligation.done)!;
    expect(await page.getByTestId("next-obligation").textContent()).toContain(first.title);

    // «Por receber»: the Painel, the invoices list and the report give one figure (the FT: 95,40 €).
    const report = (await api("/reports/financial")).body.data;
    expect(report.porCobrar).toBe("95,40 €");
    expect(await page.getByTestId("receivables").locator(".card-value").textContent()).toBe(report.porCobrar);
    expect(await checkLayout(page, `painel-${size.name}`)).toEqual([]);
    await page.goto(`${base()}/faturas`);
    expect(await page.getByTestId("invoices-receivables").locator("strong").textContent()).toBe(report.porCobrar);
  });

  it("Painel: month, quarter and year through the report, with each period's top expense categories", async () => {
    await page.goto(`${base()}/painel`);
    await page.getByRole("link", { name: "Este mês" }).click();
    await page.waitForURL(/periodo=mes/);
    const categories = page.getByTestId("top-categories").locator("tbody tr td:first-child");
    expect(await categories.allTextContents()).toEqual(["eletricidade e água", "refeições"]);
    expect(await page.getByTestId("period-expenses").textContent()).toBe("150,00 €");
    expect(await page.getByRole("link", { name: "Este mês" }).getAttribute("aria-current")).toBe("page");
    expect(await checkLayout(page, `painel-mes-${size.name}`)).toEqual([]);

    await page.getByRole("link", { name: "Este ano" }).click();
    await page.waitForURL(/periodo=ano/);
    expect(await categories.allTextContents()).toEqual(["rendas", "eletricidade e água", "refeições"]);
    expect(await page.getByTestId("period-expenses").textContent()).toBe("950,00 €");
    const quarter = (await api("/reports/financial?quarter=" + Math.ceil(Number(lisbonToday(new Date()).slice(5, 7)) / 3))).body.data.period;
    await page.getByRole("link", { name: "Este trimestre" }).click();
    await page.waitForURL(/periodo=trimestre/);
    expect(await page.getByTestId("period-expenses").textContent()).toBe(quarter.expenses);
  });

  it("New API key: the secret in a dialog in view with focus on it, copied with the keyboard, and never shown again", async () => {
    await page.goto(`${base()}/integracoes`);
    await page.fill('input[name="name"]', "Chave do ERP");
    // The page scrolled to the bottom, as after reading the snippets: the dialog must still be in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Criar chave" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Chave “Chave do ERP” criada" });
    await dialog.waitFor();
    const secret = (await page.getByTestId("new-api-key").textContent())!.trim();
    expect(secret).toMatch(/^ctb_live_[0-9A-Za-z]{43}$/);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("new-api-key");
    expect(await checkLayout(page, `chave-nova-${size.name}`)).toEqual([]);

    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Copiada ✓" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Já guardei a chave");
    await page.keyboard.press("Enter");
    // A closed <dialog> leaves the accessibility tree at once, but React forgets the secret (dialog and
    // the snippets that quote it) only when the close event has been handled: wait for the element to go.
    await page.locator("dialog.key-dialog").waitFor({ state: "detached" });
    expect(await placesShowing(secret)).toEqual([]);
    await page.reload();
    expect(await placesShowing(secret)).toEqual([]);
    expect((await api("/company", {}, secret)).status).toBe(200);
  });

  it("Registo: names, document numbers and Lisbon time; ids only in the details; filters by person and kind", async () => {
    await page.goto(`${base()}/auditoria`);
    const list = page.getByTestId("audit-events");
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, without the closed «Detalhes»
    const text = await list.innerText();
    expect(text).toContain(`15/07/26, 11:30 — Marta Ferreira anulou ${invoice.display}`);
    expect(text).toContain("15/01/26, 10:30 — Rui Sócio alterou os dados da empresa");
    expect(text).toContain(`Chave de API «test key» emitiu ${invoice.display}`);
    expect(text).not.toContain(invoice.id);
    expect(text).not.toContain(martaId);
    const martaRow = list.locator('li[data-operation="annul_invoice"]');
    await martaRow.getByText("Detalhes").click();
    await martaRow.locator("dl").waitFor();
    expect(await martaRow.locator("dl").textContent()).toContain(invoice.id);
    expect(await martaRow.locator("dl").textContent()).toContain(martaId);
    expect(await checkLayout(page, `registo-${size.name}`)).toEqual([]);

    await page.locator('select[name="pessoa"]').selectOption({ label: "Marta Ferreira" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/pessoa=/);
    // Marta's rows only: the annulment, and the key she created above in Integrações.
    const martaRows = await list.locator("li > p").allTextContents();
    expect(martaRows).toHaveLength(2);
    expect(martaRows.every((row) => row.includes(" — Marta Ferreira "))).toBe(true);
    expect(martaRows.join("\n")).toContain(`Marta Ferreira anulou ${invoice.display}`);
    expect(martaRows.join("\n")).toContain("Marta Ferreira criou a chave de API");

    await page.locator('select[name="pessoa"]').selectOption({ label: "Todas" });
    await page.locator('select[name="acao"]').selectOption({ label: "emitiu" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/acao=create_invoice/);
    const operations = await list.locator("li").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-operation")));
    expect(operations.length).toBeGreaterThan(0);
    expect(new Set(operations)).toEqual(new Set(["create_invoice"]));
    expect(await checkLayout(page, `registo-filtrado-${size.name}`)).toEqual([]);
  });
});

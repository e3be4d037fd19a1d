import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { hashPassword } from "@/lib/domains/auth/password";
import { issueDueRecurringInvoices } from "@/lib/domains/recurring/issue-due";
import { api } from "../support/api-client";
import { launchBrowser, screenshot } from "../support/browser";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Editing an avença on its page in Chromium, at desktop and phone sizes: a refused edit shows its
// reason in Portuguese on the field and changes nothing; a good one changes the client, the lines
// (one typed, one from the catalogue) and the day for the next invoices, while the invoice it
// already issued stays as it was.

const PASSWORD = "palavra-passe-das-avencas";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

describe("editing a recurring invoice in the browser", () => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let key: string;
  const email = `avencas.${Date.now()}@empresa.example`;
  const base = () => inject("baseUrl");
  const today = lisbonToday(new Date());

  async function noHorizontalOverflow(): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  }

  beforeAll(async () => {
    company = await createTestCompany("Padaria das Avenças, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Ana Avença", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: SIZES[0], locale: "pt-PT" });
    await page.goto(`${base()}/entrar`);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${base()}/painel`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of SIZES) {
    it(`at ${size.name} px: a bad edit is refused on its field, a good one changes the next invoices only`, { timeout: 120_000 }, async () => {
      await page.setViewportSize(size);
      const db = testDatabase();
      const client = `Café Editado ${size.name}`;
      const item = await api("POST", "/items", { key, body: { name: `Limpeza ${size.name}`, unitEuros: 20, vatRate: 6 } });
      const created = await api("POST", "/recurring-invoices", {
        key,
        body: { frequency: "monthly", dayOfMonth: Number(today.slice(8, 10)), startDate: today, template: { clientName: client, lines: [{ description: "Avença de contabilidade", unitEuros: 100 }] } },
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      await issueDueRecurringInvoices(new Date());
      await expect.poll(() => db.recurringOccurrence.count({ where: { recurringInvoiceId: id, status: "issued" } }), { timeout: 10_000 }).toBe(1);
      const occurrence = await db.recurringOccurrence.findFirstOrThrow({ where: { recurringInvoiceId: id } });

      // From the list to the avença's page.
      await page.goto(`${base()}/faturas/recorrentes`);
      await page.getByRole("link", { name: `Editar a avença de ${client}` }).click();
      await page.waitForURL(`${base()}/faturas/recorrentes/${id}`);
      const form = page.getByRole("form", { name: "Editar avença" });
      expect(await form.getByLabel("Descrição da linha 1").inputValue()).toBe("Avença de contabilidade");
      expect(await form.getByLabel("Preço unitário da linha 1").inputValue()).toBe("100");
      await page.getByRole("link", { name: /FT / }).first().waitFor();

      // Refused: a negative price, named on its field in Portuguese; nothing saved.
      await form.getByLabel("Preço unitário da linha 1").fill("-5");
      await form.getByRole("button", { name: "Guardar alterações" }).click();
      const fieldError = form.locator('[id="lines[0].unitEuros-error"]');
      await fieldError.waitFor();
      expect(await fieldError.textContent()).toMatch(/^Preço unitário da linha 1: tem de ser/);
      expect(await form.getByLabel("Preço unitário da linha 1").getAttribute("aria-invalid")).toBe("true");
      await noHorizontalOverflow();
      await screenshot(page, `recurring/editar-recusado-${size.name}`);
      expect((await db.recurringInvoice.findUniqueOrThrow({ where: { id } })).template).toEqual(created.body.data.template);

      // Accepted: a new client name, a new price, a catalogue line and another day.
      await form.getByLabel("Cliente *").fill(`${client} Lda`);
      await form.getByLabel("Preço unitário da linha 1").fill("150,50");
      await form.getByRole("button", { name: "Adicionar linha" }).click();
      const option = await form.locator('select[name="lines[1].itemId"] option', { hasText: `Limpeza ${size.name}` }).getAttribute("value");
      await form.getByLabel("Artigo do catálogo da linha 2").selectOption(option!);
      await form.getByLabel("Quantidade da linha 2").fill("2");
      await form.getByLabel(/^Dia do mês/).fill("28");
      await form.getByRole("button", { name: "Guardar alterações" }).click();
      await page.getByText("Avença guardada", { exact: false }).waitFor();
      await noHorizontalOverflow();
      await screenshot(page, `recurring/editar-guardado-${size.name}`);

      const saved = await db.recurringInvoice.findUniqueOrThrow({ where: { id } });
      expect(saved.dayOfMonth).toBe(28);
      expect(saved.template).toMatchObject({ clientName: `${client} Lda`, lines: [{ description: "Avença de contabilidade", unitEuros: 150.5, quantity: 1, vatRate: 23 }, { itemId: item.body.data.id, quantity: 2 }] });
      // The invoice it issued before the edit is unchanged.
      expect(await db.invoice.findUniqueOrThrow({ where: { id: occurrence.invoiceId! } })).toMatchObject({ clientName: client, totalCents: 12300 });
      expect(await db.auditEvent.count({ where: { companyId: company.companyId, operation: "update_recurring_invoice", targetIds: { has: id } } })).toBe(1);
      expect(await db.webhookEvent.count({ where: { companyId: company.companyId, type: "recurring_invoice.updated", data: { path: ["id"], equals: id } } })).toBe(1);
    });
  }
});

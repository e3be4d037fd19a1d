import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInPage } from "../support/signed-in";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";

// A person's path through the catalogue and the avenças in Chromium, at desktop and phone sizes: add
// an item on Catálogo, pick it to fill an invoice line on Nova fatura, create an avença with it and
// pause it — and no page is wider than the screen.

const PASSWORD = "palavra-passe-do-catalogo";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

describe("catalogue and recurring invoices in the browser", () => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  const email = `catalogo.${Date.now()}@empresa.example`;
  const base = () => inject("baseUrl");

  async function noHorizontalOverflow(): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  }

  beforeAll(async () => {
    company = await createTestCompany("Padaria do Catálogo, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Carla Catálogo", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    browser = await launchBrowser();
    page = await signedInPage(browser, { email, password: PASSWORD }, { viewport: SIZES[0], locale: "pt-PT" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of SIZES) {
    it(`at ${size.name} px: adds an item, fills an invoice line from it, creates an avença and pauses it`, { timeout: 120_000 }, async () => {
      await page.setViewportSize(size);
      const name = `Bolo-rei ${size.name}`;
      await page.goto(`${base()}/catalogo`);
      if (!(await page.locator('form input[name="name"]').first().isVisible())) await page.getByText("Novo artigo").click();
      const form = page.locator("details.panel form").first();
      await form.locator('input[name="name"]').fill(name);
      await form.locator('input[name="unitEuros"]').fill("12,50");
      await form.locator('select[name="kind"]').selectOption("goods");
      await form.locator('select[name="vatRate"]').selectOption("6");
      await form.getByRole("button", { name: "Criar artigo" }).click();
      await page.getByText(`Artigo «${name}» criado.`).waitFor();
      await page.getByText(name, { exact: false }).first().waitFor();
      await noHorizontalOverflow();
      await screenshot(page, `catalog/catalogo-${size.name}`);

      // A refused item names its field in Portuguese and creates nothing.
      await form.locator('input[name="name"]').fill("Sem preço");
      await form.getByRole("button", { name: "Criar artigo" }).click();
      await page.getByText("Preço unitário:", { exact: false }).first().waitFor();
      expect(await testDatabase().catalogItem.count({ where: { companyId: company.companyId, name: "Sem preço" } })).toBe(0);

      await page.goto(`${base()}/faturas/nova`);
      await page.getByLabel("Artigo do catálogo da linha 1").selectOption({ label: name });
      expect(await page.getByLabel("Descrição da linha 1").inputValue()).toBe(name);
      expect(await page.getByLabel("Preço unitário da linha 1").inputValue()).toBe("12,5");
      expect(await page.getByLabel("Taxa de IVA da linha 1").inputValue()).toBe("6");
      expect(await page.getByTestId("invoice-total").textContent()).toMatch(/13,25/);
      await noHorizontalOverflow();
      await screenshot(page, `catalog/fatura-com-artigo-${size.name}`);

      await page.goto(`${base()}/faturas/recorrentes`);
      if (!(await page.locator('input[name="clientName"]').isVisible())) await page.getByText("Nova avença").click();
      await page.locator('input[name="clientName"]').fill(`Café Avença ${size.name}`);
      const option = await page.locator('select[name="itemId"] option', { hasText: name }).getAttribute("value");
      await page.locator('select[name="itemId"]').selectOption(option!);
      await page.locator('input[name="dayOfMonth"]').fill("31");
      await page.getByRole("button", { name: "Criar avença" }).click();
      await page.getByText("Avença criada", { exact: false }).waitFor();
      const row = page.getByTestId("recurring-invoice").filter({ hasText: `Café Avença ${size.name}` });
      await row.getByText("Ativa").waitFor();
      await noHorizontalOverflow();
      await screenshot(page, `catalog/avencas-${size.name}`);
      await row.getByRole("button", { name: `Pausar a avença de Café Avença ${size.name}` }).click();
      await row.getByText("Em pausa").waitFor();
      const saved = await testDatabase().recurringInvoice.findFirstOrThrow({ where: { companyId: company.companyId, template: { path: ["clientName"], equals: `Café Avença ${size.name}` } } });
      expect(saved).toMatchObject({ status: "paused", dayOfMonth: 31, frequency: "monthly" });
    });
  }
});

import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { addDays, lisbonToday } from "@/lib/core/dates";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInContext } from "../support/signed-in";
import { createTestCompany, createTestKey, randomCompanyNif, testDatabase, type TestCompany } from "../support/fixtures";

// A person's path in Chromium at a laptop (1366×768) and a phone (390×844): send an invoice from its
// page, see it in «Envios», let it become overdue (its due date moved back), remind it from «Faturas
// vencidas», and turn the automatic reminders on. The suite's server has no SMTP_URL, so mail goes
// to the outbox file, as on the embedded default, and the page says so. Each page: no horizontal
// scroll and no serious or critical axe violation.

const PASSWORD = "palavra-passe-de-teste";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

async function checkLayout(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  if (widths.scroll > widths.inner) problems.push(`${name}: scrollWidth ${widths.scroll} > ${widths.inner}`);
  const axe = await new AxeBuilder({ page }).analyze();
  for (const violation of axe.violations.filter((item) => item.impact === "serious" || item.impact === "critical")) problems.push(`${name}: axe ${violation.id}`);
  await screenshot(page, `send-remind/${name}`);
  return problems;
}

describe.each(SIZES)("send and remind in the browser at $name px", (size) => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let key: string;
  let invoice: { id: string; display: string };
  const email = `envios.${size.name}.${Date.now()}@empresa.example`;
  const clientEmail = `contas.${size.name}@cliente.example`;
  const base = () => inject("baseUrl");

  beforeAll(async () => {
    company = await createTestCompany(`Envios ${size.name}, Lda`);
    const db = testDatabase();
    await db.company.update({ where: { id: company.companyId }, data: { iban: "PT50000201231234567890154" } });
    const user = await db.user.create({ data: { email, name: "Ana Teste", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    key = (await createTestKey(company.companyId)).key;
    const clientNif = randomCompanyNif();
    await fetch(`${base()}/api/v1/clients`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify({ name: "Pastelaria Aurora, Lda", nif: clientNif, email: clientEmail }) });
    const issued = await fetch(`${base()}/api/v1/invoices`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ clientName: "Pastelaria Aurora, Lda", clientNif, clientAddress: "Rua Nova 3, 4000-001 Porto", lines: [{ description: "Bolos de aniversário", quantity: 4, unitEuros: 25 }] }),
    });
    invoice = (await issued.json()).data;
    browser = await launchBrowser();
    // A context of its own: axe-core's Playwright builder needs one (it refuses browser.newPage()).
    const context = await signedInContext(browser, { email, password: PASSWORD }, { viewport: { width: size.width, height: size.height }, locale: "pt-PT" });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends the invoice from its page and shows it in «Envios»", async () => {
    await page.goto(`${base()}/faturas/${invoice.id}`);
    await page.getByRole("button", { name: `Enviar ${invoice.display}` }).click();
    await page.getByText(`Documento enviado para ${clientEmail}`).waitFor();
    const history = page.getByTestId("invoice-emails");
    expect(await history.textContent()).toMatch(new RegExp(`Enviada para ${clientEmail.replace(/\./g, "\\.")} em \\d{2}/\\d{2}/\\d{2,4}, \\d{2}:\\d{2}`));
    expect(await checkLayout(page, `fatura-enviada-${size.name}`)).toEqual([]);
    const rows = await testDatabase().invoiceEmail.findMany({ where: { invoiceId: invoice.id } });
    expect(rows).toEqual([expect.objectContaining({ kind: "document", recipient: clientEmail, transport: "outbox" })]);
  });

  it("refuses an invalid address in Portuguese and sends nothing", async () => {
    await page.goto(`${base()}/faturas/${invoice.id}`);
    // The browser's own check would stop a typed «x@»; the server's refusal is what is tested here.
    await page.getByTestId("send-invoice").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByTestId("send-invoice").locator('input[name="to"]').fill("sem-arroba");
    await page.getByRole("button", { name: `Enviar ${invoice.display}` }).click();
    await page.getByText("Indique um email válido para o destinatário.").waitFor();
    expect(await testDatabase().invoiceEmail.count({ where: { invoiceId: invoice.id } })).toBe(1);
  });

  it("once overdue, reminds it from «Faturas vencidas»", async () => {
    const due = addDays(lisbonToday(new Date()), -12);
    await testDatabase().invoice.update({ where: { id: invoice.id }, data: { dueDate: new Date(`${due}T00:00:00.000Z`) } });
    await page.goto(`${base()}/faturas/vencidas`);
    expect(await checkLayout(page, `faturas-vencidas-${size.name}`)).toEqual([]);
    await page.getByRole("button", { name: `Enviar lembrete de ${invoice.display}` }).click();
    await page.getByText("1 lembrete enviado.").waitFor();
    await page.goto(`${base()}/faturas/${invoice.id}`);
    expect(await page.getByTestId("invoice-emails").textContent()).toContain(`Lembrete enviado para ${clientEmail}`);
    expect(await testDatabase().invoiceEmail.count({ where: { invoiceId: invoice.id, kind: "reminder" } })).toBe(1);
  });

  it("turns the automatic reminders on, and refuses a schedule out of bounds", async () => {
    await page.goto(`${base()}/faturas/lembretes`);
    expect(await checkLayout(page, `lembretes-${size.name}`)).toEqual([]);
    const form = page.getByTestId("reminder-schedule");
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.locator('input[name="everyDays"]').fill("0");
    await form.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Intervalo: indique um número inteiro").waitFor();
    expect(await testDatabase().reminderSchedule.findUnique({ where: { companyId: company.companyId } })).toBeNull();
    await page.getByTestId("reminder-schedule").locator('input[name="enabled"]').check();
    await page.getByTestId("reminder-schedule").locator('input[name="everyDays"]').fill("14");
    await page.getByTestId("reminder-schedule").getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Lembretes automáticos guardados.").waitFor();
    expect(await testDatabase().reminderSchedule.findUnique({ where: { companyId: company.companyId } })).toMatchObject({ enabled: true, firstAfterDays: 3, everyDays: 14, maxReminders: 3 });
  });
});

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { api } from "../support/api-client";
import { launchBrowser, screenshot } from "../support/browser";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { lastMailedLink, outbox } from "../support/session";
import { signedInContext } from "../support/signed-in";

// Issue #35, the LOW list of the ux review of 2026-11-26, in Chromium at 1366×768 and 390×844:
// switching company keeps the page (without the other company's ids) and shows the whole name on a
// phone; a pending invitation is mailed again or its link copied, and a person who signs up from an
// invitation lands in the company without a second «Aceitar o convite» click — confirmed by the
// emailed link, or by the sign-up's own confirmation email when the link was copied.

const PASSWORD = "palavra-passe-da-equipa";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

describe("team and company switcher in the browser", () => {
  const base = () => inject("baseUrl");
  const stamp = Date.now();
  const owner = { email: `dona.equipa.${stamp}@empresa.example`, password: PASSWORD };
  let browser: Browser;
  let ownerContext: BrowserContext;
  let ownerPage: Page;
  let first: TestCompany;
  let second: TestCompany;
  let invoiceId: string;

  beforeAll(async () => {
    first = await createTestCompany("Oficina Auto Minho, Unipessoal Lda");
    second = await createTestCompany("Padaria Estrela do Bairro e Pastelaria Fina, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email: owner.email, name: "Dona Equipa", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    for (const company of [first, second]) await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const { key } = await createTestKey(first.companyId, { scopes: ["read", "invoices:write"] });
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente da Oficina", lines: [{ description: "Revisão", unitEuros: 120 }] } });
    expect(issued.status).toBe(201);
    invoiceId = issued.body.data.id;
    browser = await launchBrowser();
    ownerContext = await signedInContext(browser, owner, { viewport: SIZES[0], locale: "pt-PT" });
    await ownerContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base() });
    ownerPage = await ownerContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openMenuOnPhone(page: Page): Promise<void> {
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    if (await menu.isVisible()) await menu.click();
  }

  async function switchTo(page: Page, company: TestCompany): Promise<void> {
    await openMenuOnPhone(page);
    await page.selectOption("#company-switcher", company.companyId);
    await page.getByRole("button", { name: "Mudar", exact: true }).click();
  }

  for (const size of SIZES) {
    it(`at ${size.name} px: switching company from an invoice stays on Faturas, and the whole name shows`, async () => {
      await ownerPage.setViewportSize(size);
      await ownerPage.goto(`${base()}/painel`);
      await switchTo(ownerPage, first);
      await ownerPage.waitForURL(`${base()}/painel`);
      await ownerPage.goto(`${base()}/faturas/${invoiceId}?aviso=x`);
      await ownerPage.getByTestId("invoice-seal").waitFor();
      await switchTo(ownerPage, second);
      await ownerPage.waitForURL(`${base()}/faturas`);
      await ownerPage.getByRole("heading", { name: "Faturas", exact: true }).waitFor();
      await openMenuOnPhone(ownerPage);
      const name = ownerPage.getByTestId("company-name");
      expect(await name.textContent()).toBe("Padaria Estrela do Bairro e Pastelaria Fina, Lda");
      // Wrapped, not cut: the text fits its box and the box fits the screen.
      const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth);
      expect(fits).toBe(true);
      await screenshot(ownerPage, `team/empresa-mudada-${size.name}`);
      // A form page stays a form page.
      await ownerPage.goto(`${base()}/faturas/nova`);
      await switchTo(ownerPage, first);
      await ownerPage.waitForURL(`${base()}/faturas/nova`);
    });
  }

  async function invite(email: string): Promise<void> {
    await ownerPage.setViewportSize(SIZES[0]);
    await ownerPage.goto(`${base()}/painel`);
    await switchTo(ownerPage, first);
    await ownerPage.waitForURL(`${base()}/painel`);
    await ownerPage.goto(`${base()}/membros`);
    // The only owner is offered neither «Sair da empresa» nor a role change (the server refuses both): the row says why.
    const ownRow = ownerPage.locator(`tr[data-member-email="${owner.email}"]`);
    expect(await ownRow.getByTestId("last-owner").textContent()).toBe("Único proprietário: para sair ou mudar de papel, nomeie antes outro proprietário.");
    expect(await ownRow.getByRole("button", { name: "Sair da empresa" }).count()).toBe(0);
    expect(await ownRow.getByRole("button", { name: "Mudar papel" }).count()).toBe(0);
    const form = ownerPage.locator("form", { has: ownerPage.getByRole("button", { name: "Enviar convite" }) });
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole("button", { name: "Enviar convite" }).click();
    await ownerPage.getByText(`Convite enviado para ${email}.`).waitFor();
  }

  /** A new person signs up from an invitation link on a phone and signs in from the page sign-up shows. */
  async function signUpFrom(link: string, email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: SIZES[1], locale: "pt-PT" });
    const page = await context.newPage();
    await page.goto(link.startsWith("http") ? link : `${base()}${link}`);
    await page.getByRole("link", { name: "Criar conta para aceitar" }).click();
    await page.waitForURL(/\/registar\?convite=/);
    await page.fill('input[name="name"]', "Pessoa Convidada");
    await page.fill('input[name="password"]', "convidada-palavra-passe-forte");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByTestId("sign-up-sent").getByRole("link", { name: "Entrar" }).click();
    await page.waitForURL(/\/entrar\?seguinte=/);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', "convidada-palavra-passe-forte");
    await page.click('button[type="submit"]');
    return page;
  }

  it("«Reenviar» mails a new link (the old one stops working); signing up from it lands in the company with no second click", async () => {
    const guest = `convidada.mail.${stamp}@gabinete.example`;
    await invite(guest);
    const before = lastMailedLink(guest, "/convite/");
    const row = ownerPage.locator(`li[data-invitation-email="${guest}"]`);
    await row.getByRole("button", { name: `Reenviar o convite de ${guest}` }).click();
    await row.getByRole("status").getByText("Convite reenviado com uma nova ligação").waitFor();
    expect(outbox().filter((message) => message.to === guest && message.text.includes("/convite/"))).toHaveLength(2);
    const after = lastMailedLink(guest, "/convite/");
    expect(after).not.toBe(before);

    const page = await signUpFrom(after, guest);
    await page.waitForURL(`${base()}/painel`);
    expect(await page.locator("nav#sidebar").textContent()).toContain(`NIF ${first.nif} · Membro`);
    await screenshot(page, "team/convidada-no-painel-390");
    await page.goto(`${base()}${before}`);
    await page.getByTestId("link-problem").waitFor();
    await page.context().close();
  });

  it("«Copiar ligação» gives a new link to pass on by hand; accepting it needs the sign-up's email confirmation before the books open", async () => {
    const guest = `convidada.copia.${stamp}@gabinete.example`;
    await invite(guest);
    const mailed = lastMailedLink(guest, "/convite/");
    const row = ownerPage.locator(`li[data-invitation-email="${guest}"]`);
    await row.getByRole("button", { name: `Copiar ligação do convite de ${guest}` }).click();
    const field = row.getByTestId("invitation-link");
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await row.getByRole("status").textContent()).toContain("Copiada para a área de transferência.");
    for (const size of SIZES) {
      await ownerPage.setViewportSize(size);
      expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(ownerPage, `team/membros-ligacao-copiada-${size.name}`);
    }
    expect(outbox().filter((message) => message.to === guest && message.text.includes("/convite/"))).toHaveLength(1);

    const page = await signUpFrom(link.replace(/^https?:\/\/[^/]+/, ""), guest);
    // Accepted on arrival, but the copied link proves nothing of the mailbox: the books wait for the confirmation.
    await page.waitForURL(`${base()}/confirmar-email`);
    const invitation = await testDatabase().invitation.findFirstOrThrow({ where: { companyId: first.companyId, email: guest } });
    expect(invitation.acceptedAt).not.toBeNull();
    await page.goto(`${base()}${lastMailedLink(guest, "/verificar-email/")}`);
    await page.getByText("Email confirmado").waitFor();
    await page.goto(`${base()}/painel`);
    expect(await page.locator("nav#sidebar").textContent()).toContain(`NIF ${first.nif} · Membro`);
    // The mailed link died when the new one was made.
    await page.goto(`${base()}${mailed}`);
    await page.getByTestId("link-problem").waitFor();
    await page.context().close();
  });

  it("a link ending in ?aceitar=1 does not move someone who already has a company: they still choose «Aceitar o convite»", async () => {
    const email = `ja.tem.empresa.${stamp}@gabinete.example`;
    const user = await testDatabase().user.create({ data: { email, name: "Já Tem Empresa", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await testDatabase().membership.create({ data: { userId: user.id, companyId: second.companyId, role: "member" } });
    await invite(email);
    const context = await signedInContext(browser, { email, password: PASSWORD }, { viewport: SIZES[1], locale: "pt-PT" });
    const page = await context.newPage();
    await page.goto(`${base()}${lastMailedLink(email, "/convite/")}?aceitar=1`);
    const accept = page.getByRole("button", { name: "Aceitar o convite" });
    await accept.waitFor();
    await page.waitForTimeout(1_000);
    expect(page.url()).toContain("/convite/");
    expect((await testDatabase().invitation.findFirstOrThrow({ where: { companyId: first.companyId, email } })).acceptedAt).toBeNull();
    await accept.click();
    await page.waitForURL(`${base()}/painel`);
    expect(await page.locator("nav#sidebar").textContent()).toContain(`NIF ${first.nif} · Membro`);
    await context.close();
  });
});

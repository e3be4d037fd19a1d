import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { lisbonToday } from "@/lib/core/dates";
import { launchBrowser, SCREENSHOTS, screenshot } from "../support/browser";
import { signedInContext } from "../support/signed-in";
import { createTestCompany, createTestKey, randomCompanyNif, testDatabase, type TestCompany } from "../support/fixtures";

// Issue #35 §2, part A, in real Chromium at a laptop (1366×768) and a phone (390×844): every refusal
// a form gets is shown next to the field it concerns (never a bare «Corrija os campos assinalados»),
// an FS to a walk-in consumer needs no client and lists none, the invoice page offers only what the
// books allow and asks before what cannot be undone, and no control is covered — not by another
// field on the phone, not by the assistant's launcher (hit-tested with document.elementFromPoint).

const PASSWORD = "palavra-passe-de-teste";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;
const CLIENT = "Café Central, Lda";
const SHOTS = "/tmp/shots-forms";

async function shot(page: Page, name: string) {
  await screenshot(page, `forms/${name}`);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path.join(SCREENSHOTS, `forms/${name}.png`), path.join(SHOTS, `${name}.png`));
}

/** The text of the field error shown in the same label (or table cell) as `control`, or null. */
async function errorBeside(page: Page, control: string): Promise<string | null> {
  return page.locator(control).evaluate((element) => element.closest("label, td")?.querySelector(".field-error")?.textContent ?? null);
}

/**
 * Each visible control of the page's main area (and the sidebar's, on the laptop), brought to the
 * viewport's bottom edge and to its middle: what is at its centre must be the control itself. Returns
 * the controls covered and what covered them.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The sidebar's links and buttons too: at 768 px its list used to run under the launcher.
    const selector = ":is(main, .sidebar) :is(input:not([type=hidden]), select, textarea, button, a.button, a.button-secondary, summary, a)";
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.checkVisibility({ visibilityProperty: true }));
    const covered: string[] = [];
    const describe = (element: Element | null) => (element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ")[0]}` : ""}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""}${element.getAttribute("aria-label") ? `[${element.getAttribute("aria-label")}]` : ""}` : "nothing");
    for (const control of controls) {
      for (const block of ["end", "center"] as const) {
        control.scrollIntoView({ block, inline: "nearest" });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const box = control.getBoundingClientRect();
        const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        // A select's or a label's own parts answer for it; anything else on top covers it.
        if (hit && (control === hit || control.contains(hit) || (hit as HTMLLabelElement).control === control)) continue;
        covered.push(`${describe(control)} (${block}) under ${describe(hit)}`);
        break;
      }
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/** Pairs of an invoice line's inputs whose boxes overlap (ux 5: the description ran under the quantity). */
async function overlappingLineFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLElement>(".lines-table tbody tr:first-child :is(input, select)")];
    const overlaps: string[] = [];
    fields.forEach((first, index) => {
      for (const second of fields.slice(index + 1)) {
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) overlaps.push(`${first.getAttribute("name")} × ${second.getAttribute("name")}`);
      }
    });
    return overlaps;
  });
}

describe.each(SIZES)("forms that tell the truth at $name px", (size) => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let key: string;
  let clientNif: string;
  let invoice: { id: string; display: string };
  let reviewId: string;
  const base = () => inject("baseUrl");
  const api = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base()}/api/v1${route}`, { method, headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text() };
  };

  beforeAll(async () => {
    company = await createTestCompany(`Padaria Formulários ${size.name}, Lda`);
    const db = testDatabase();
    const email = `forms.${size.name}.${Date.now()}@padaria.example`;
    const user = await db.user.create({ data: { email, name: "Marta Teste", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    clientNif = randomCompanyNif();
    await api("POST", "/clients", { name: CLIENT, nif: clientNif, address: "Rua Central 1, 4700-001 Braga" });
    invoice = (await api("POST", "/invoices", { clientName: CLIENT, clientNif, lines: [{ description: "Bolos de aniversário", quantity: 5, unitEuros: 40 }] })).body.data;
    reviewId = (await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: "talao.jpg", status: "needs_review", totalCents: 1_230 } })).id;
    // Bank rows with «Associar» (credits: the open invoice is a candidate) and «Lançar como despesa»
    // (debits), enough of them to reach the bottom of the page, where the launcher sits (ux LOW).
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Teste", iban: "PT50003506510000000000061" } });
    for (let index = 0; index < 8; index++) {
      const credit = index % 2 === 0;
      await db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: new Date(`2026-11-0${index + 1}T00:00:00Z`), description: `${credit ? "TRF RECEBIDA" : "PAG SERVICOS"} ${index + 1}`, amountCents: (credit ? 1 : -1) * (1_000 + index), fingerprint: `formularios-${size.name}-${index}` } });
    }
    browser = await launchBrowser();
    const context = await signedInContext(browser, { email, password: PASSWORD }, { viewport: { width: size.width, height: size.height }, locale: "pt-PT", timezoneId: "Europe/Lisbon", hasTouch: size.name === "390" });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newInvoice(fill: { client?: string; type?: "FT" | "FR" | "FS"; description: string; quantity?: string; unit: string; vatRate?: string }) {
    await page.goto(`${base()}/faturas/nova`);
    if (fill.client) await page.fill('input[name="clientName"]', fill.client);
    if (fill.type) await page.selectOption('select[name="type"]', fill.type);
    await page.fill('input[name="lines.0.description"]', fill.description);
    if (fill.quantity) await page.fill('input[name="lines.0.quantity"]', fill.quantity);
    await page.fill('input[name="lines.0.unitEuros"]', fill.unit);
    if (fill.vatRate) await page.selectOption('select[name="lines.0.vatRate"]', fill.vatRate);
    await page.getByRole("button", { name: "Emitir fatura" }).click();
    await page.getByRole("button", { name: "Confirmar e emitir" }).click();
  }

  it("ux 1: an FS over its limit shows the API's Portuguese reason next to «Tipo», which is marked", async () => {
    await newInvoice({ client: CLIENT, type: "FS", description: "Bolos de aniversário", quantity: "5", unit: "40" });
    const reason = "Uma fatura simplificada a uma empresa não pode exceder 100,00 € (CIVA art. 40.º n.º 1 b)); emita uma fatura (FT ou FR).";
    await page.locator('label:has(select[name="type"]) .field-error').waitFor();
    expect(await errorBeside(page, 'select[name="type"]')).toBe(`Tipo: ${reason}`);
    expect(await page.locator('select[name="type"]').getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("p.alert").textContent()).toBe(`Tipo: ${reason}`);
    await shot(page, `fs-acima-do-limite-${size.name}`);
  });

  it.each([
    { why: "FT of 1 000 € or more to no one (CIVA art. 36.º n.º 15)", fill: { description: "Bolo de casamento", unit: "1000" }, control: 'input[name="clientName"]', text: /^Cliente: Uma fatura de 1 000,00 € ou mais identifica o cliente/ },
    { why: "a 0 % line without its exemption reason", fill: { client: CLIENT, description: "Pão", unit: "2", vatRate: "0" }, control: 'select[name="lines.0.vatExemptionCode"]', text: /^Motivo de isenção da linha 1: uma linha com IVA a 0% precisa do motivo de isenção/ },
    { why: "a total over the maximum", fill: { client: CLIENT, description: "Padaria inteira", quantity: "100", unit: "1000000" }, control: null, text: /^Linhas: o total excede o máximo de 10 000 000,00 €/ },
  ])("ux 1: the invoice form shows «$why» next to its field", async ({ fill, control, text }) => {
    await newInvoice(fill);
    if (control) {
      await page.locator(`:is(label, td):has(${control}) .field-error`).waitFor();
      expect(await errorBeside(page, control)).toMatch(text);
      expect(await page.locator(control).getAttribute("aria-invalid")).toBe("true");
    } else {
      expect(await page.locator('[data-field="lines"]').textContent()).toMatch(text);
    }
    expect(await page.locator("p.alert").textContent()).not.toBe("Corrija os campos assinalados.");
  });

  it("ux 7: an FS with no client is to «Consumidor final» (999999990 in the QR code and the SAF-T only), who is not listed among the clients", async () => {
    await newInvoice({ type: "FS", description: "Pastéis de nata (caixa de 6)", quantity: "2", unit: "5,50", vatRate: "6" });
    await page.waitForURL(/\/faturas\/[^/]+\?emitida=1/);
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const main = (await page.locator("main").textContent())!;
    expect(main).toContain("Consumidor final");
    expect(main).toContain("Sem NIF (consumidor final)");
    expect(main).not.toContain("999999990");
    expect(main).not.toContain("vence a");
    await shot(page, `fs-consumidor-final-${size.name}`);
    const detail = (await api("GET", `/invoices/${id}`)).body.data;
    expect(detail).toMatchObject({ type: "FS", clientName: "Consumidor final", clientNif: null });
    expect(detail.qrPayload).toContain("*B:999999990*");
    expect((await api("GET", "/clients?q=consumidor")).body.data.clientes).toEqual([]);
    await page.goto(`${base()}/clientes`);
    expect(await page.locator("main").textContent()).not.toContain("Consumidor final");
    const today = lisbonToday(new Date());
    const saft = (await api("GET", `/saft?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`)).body as string;
    expect(saft).toMatch(/<CustomerTaxID>999999990<\/CustomerTaxID>\s*<CompanyName>Consumidor final<\/CompanyName>/);
  });

  it("invoice page: a partial receipt after confirming, «Parcialmente paga» with the amounts; a refused payment shows on «Valor recebido»", async () => {
    await page.goto(`${base()}/faturas/${invoice.id}`);
    const payment = page.locator("form", { hasText: "Registar recebimento" });
    await payment.locator('input[name="valor"]').fill("5000");
    await payment.getByRole("button", { name: "Registar e emitir recibo" }).click();
    expect(await payment.getByRole("group", { name: /Confirmar/ }).textContent()).toContain(`Emitir um recibo de ${invoice.display}?`);
    await payment.getByRole("button", { name: "Confirmar" }).click();
    await page.locator('label:has(input[name="valor"]) .field-error').first().waitFor();
    expect(await errorBeside(page, 'form:has-text("Registar recebimento") input[name="valor"]')).toMatch(/^Valor recebido: .*246,00 € em aberto/);
    await page.locator("form", { hasText: "Registar recebimento" }).locator('input[name="valor"]').fill("100");
    await page.getByRole("button", { name: "Registar e emitir recibo" }).click();
    await page.getByRole("button", { name: "Confirmar" }).click();
    await page.getByText(/Recibo RC \d{4}\/\d+ emitido/).waitFor();
    expect(await page.locator("header .status").textContent()).toBe("Parcialmente paga");
    expect(await page.getByTestId("invoice-amounts").textContent()).toBe("Creditado 0,00 € · recebido 100,00 € · em aberto 146,00 €");
    expect(await page.locator("main").textContent()).toContain("Total sem IVA200,00 €");
    expect(await page.getByTestId("invoice-client-address").textContent()).toBe("Rua Central 1, 4700-001 Braga");
    await page.goto(`${base()}/faturas`);
    expect(await page.locator("tr", { hasText: invoice.display }).locator(".status").textContent()).toBe("Parcialmente paga");
  });

  it("invoice page: no «Anular» where annulment is impossible, the reason instead; the credit note asks first and shows its refusal on «Valor»", async () => {
    await page.goto(`${base()}/faturas/${invoice.id}`);
    expect(await page.locator("form", { hasText: "Anular documento" }).count()).toBe(0);
    expect(await page.getByTestId("annul-impossible").textContent()).toContain(`Não é possível anular: ${invoice.display} tem recebimentos registados`);
    const credit = page.locator("form", { hasText: "Emitir nota de crédito" });
    await credit.locator('input[name="reason"]').fill("Desconto combinado");
    await credit.locator('select[name="linha"]').selectOption("1");
    await credit.locator('input[name="valor"]').fill("999");
    await credit.getByRole("button", { name: "Emitir nota de crédito" }).click();
    await shot(page, `nota-de-credito-confirmar-${size.name}`);
    await credit.getByRole("button", { name: "Confirmar" }).click();
    await page.locator('form:has-text("Emitir nota de crédito") label:has(input[name="valor"]) .field-error').waitFor();
    expect(await errorBeside(page, 'form:has-text("Emitir nota de crédito") input[name="valor"]')).toMatch(/^Valor sem IVA: /);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId, type: "NC" } })).toBe(0);
    await shot(page, `fatura-parcial-sem-anular-${size.name}`);
  });

  it("an FT just issued can be annulled, after a confirmation; an FS page and its list row show no due date", async () => {
    const fresh = (await api("POST", "/invoices", { clientName: CLIENT, clientNif, lines: [{ description: "Broa", unitEuros: 3 }] })).body.data;
    await page.goto(`${base()}/faturas/${fresh.id}`);
    const annul = page.locator("form", { hasText: "Anular documento" });
    await annul.locator('input[name="reason"]').fill("Emitida em duplicado");
    await annul.getByRole("button", { name: "Anular" }).click();
    expect(await annul.getByRole("group").textContent()).toContain(`Anular ${fresh.display}?`);
    expect((await testDatabase().invoice.findUniqueOrThrow({ where: { id: fresh.id } })).annulledAt).toBeNull();
    await annul.getByRole("button", { name: "Confirmar" }).click();
    await page.getByText(`${fresh.display} anulada.`).waitFor();
    const simplified = (await api("POST", "/invoices", { type: "FS", lines: [{ description: "Café", unitEuros: 0.7, kind: "goods" }] })).body.data;
    await page.goto(`${base()}/faturas`);
    expect(await page.locator("tr", { hasText: simplified.display }).locator("td").nth(3).textContent()).toBe("—");
  });

  it("the client form shows a refused NIF next to «NIF»", async () => {
    await page.goto(`${base()}/clientes`);
    await page.getByText("Novo cliente").click();
    const form = page.locator("form", { has: page.locator('input[name="foreignTaxId"]') }).first();
    await form.locator('input[name="name"]').fill("Mercearia Erro");
    await form.locator('input[name="nif"]').fill("123456780");
    await form.locator('button[type="submit"]').click();
    await form.locator('label:has(input[name="nif"]) .field-error').waitFor();
    expect(await form.locator('label:has(input[name="nif"]) .field-error').textContent()).toBe("NIF: não é válido (o algarismo de controlo não confere)");
    expect(await form.locator('input[name="nif"]').getAttribute("aria-invalid")).toBe("true");
  });

  it("ux 5: the invoice line's fields do not overlap, and the launcher covers no control on any form page or bank row", async () => {
    await page.goto(`${base()}/faturas/nova`);
    await page.fill('input[name="lines.0.description"]', "Pastéis de nata (caixa de 6)");
    expect(await overlappingLineFields(page)).toEqual([]);
    await shot(page, `nova-fatura-${size.name}`);
    const clientId = (await testDatabase().client.findFirstOrThrow({ where: { companyId: company.companyId, nif: clientNif } })).id;
    const pages = ["/faturas/nova", `/faturas/${invoice.id}`, "/clientes", `/clientes/${clientId}`, `/documentos?rever=${reviewId}`, "/empresa", "/painel", "/banco"];
    const covered: string[] = [];
    for (const route of pages) {
      await page.goto(`${base()}${route}`);
      await page.locator(".chat-launcher").waitFor();
      // Folded forms («Novo cliente», «Anular recibo») are controls too once opened.
      await page.evaluate(() => { for (const details of document.querySelectorAll("main details")) (details as HTMLDetailsElement).open = true; });
      covered.push(...(await coveredControls(page)).map((control) => `${route}: ${control}`));
    }
    expect(covered).toEqual([]);
    // The bank page was checked with its row actions on it, not empty.
    await page.goto(`${base()}/banco`);
    expect(await page.getByRole("button", { name: /^Associar: TRF RECEBIDA/ }).count()).toBe(4);
    await page.goto(`${base()}/faturas/${invoice.id}`);
    await shot(page, `fatura-${size.name}`);
  });
});

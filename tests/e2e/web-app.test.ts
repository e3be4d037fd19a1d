import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { api } from "../support/api-client";
import { launchBrowser, screenshot } from "../support/browser";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

const PASSWORD = "palavra-passe-de-teste";

describe("the web app in Chromium", () => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let otherCompany: TestCompany;
  const email = `ana.${Date.now()}@empresa.example`;
  const base = () => inject("baseUrl");
  const policyViolations: string[] = [];

  beforeAll(async () => {
    company = await createTestCompany("Atelier Browser, Lda");
    otherCompany = await createTestCompany("Segunda Empresa Browser, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Ana Teste", passwordHash: await hashPassword(PASSWORD) } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    await db.membership.create({ data: { userId: user.id, companyId: otherCompany.companyId, role: "member" } });
    const { key } = await createTestKey(company.companyId, { scopes: ["invoices:write"] });
    await api("POST", "/invoices", { key, body: { clientName: "Cliente Existente", clientNif: "501442600", lines: [{ description: "Serviço", unitEuros: 500 }] } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1360, height: 900 }, locale: "pt-PT" });
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) policyViolations.push(`${page.url()}: ${message.text()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends a signed-out visitor to the sign-in page", async () => {
    await page.goto(`${base()}/painel`);
    await page.waitForURL(/\/entrar/);
    await screenshot(page, "01-entrar");
    expect(await page.locator("h1").textContent()).toBe("Entrar");
  });

  it("refuses a wrong password and signs in with the right one", async () => {
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', "errada");
    await page.click('button[type="submit"]');
    // Not getByRole("alert"): Next.js's route announcer also has that role.
    const alert = page.locator("form p.alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("incorretos");
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${base()}/painel`);
    await page.getByText("Próximas obrigações").waitFor();
    await screenshot(page, "02-painel");
    expect(await page.locator("main").textContent()).toContain("Atelier Browser, Lda");
  });

  it("creates a read-only key shown once, which reads but cannot write, then revokes it", async () => {
    await page.goto(`${base()}/integracoes`);
    await page.fill('input[name="name"]', "Chave só leitura do teste");
    await page.getByRole("button", { name: "Acesso total" }).click();
    await page.getByRole("button", { name: "Só leitura" }).click();
    await page.getByRole("button", { name: "Criar chave" }).click();
    const key = (await page.getByTestId("new-api-key").textContent())!.trim();
    expect(key).toMatch(/^ctb_live_[0-9A-Za-z]{43}$/);
    await screenshot(page, "03-integracoes-chave-criada");

    const read = await fetch(`${base()}/api/v1/company`, { headers: { Authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    expect((await read.json()).data.id).toBe(company.companyId);
    const write = await fetch(`${base()}/api/v1/invoices`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify({ clientName: "X", lines: [{ description: "x", unitEuros: 1 }] }) });
    expect(write.status).toBe(403);
    expect((await write.json()).error.code).toBe("insufficient_scope");

    await page.reload();
    expect(await page.content()).not.toContain(key);
    const row = page.locator('tr[data-key-name="Chave só leitura do teste"]');
    expect(await row.textContent()).toContain(`${key.slice(0, 13)}…${key.slice(-4)}`);
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: /Revogar/ }).click();
    await row.getByText("Revogada").waitFor();
    await screenshot(page, "04-integracoes-revogada");
    const revoked = await fetch(`${base()}/api/v1/company`, { headers: { Authorization: `Bearer ${key}` } });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error.code).toBe("revoked_api_key");
  });

  it("issues an invoice through the form with live totals and sees it in the list", async () => {
    await page.goto(`${base()}/faturas/nova`);
    await page.fill('input[name="clientName"]', "Cliente do Browser");
    await page.fill('input[name="lines.0.description"]', "Consultoria (3 horas)");
    await page.fill('input[name="lines.0.quantity"]', "3");
    await page.fill('input[name="lines.0.unitEuros"]', "60");
    await expect(page.getByTestId("invoice-total").textContent()).resolves.toBe("221,40 €");
    await page.getByRole("button", { name: "+ Adicionar linha" }).click();
    await page.fill('input[name="lines.1.description"]', "Manual");
    await page.fill('input[name="lines.1.unitEuros"]', "12,50");
    await page.selectOption('select[name="lines.1.vatRate"]', "6");
    await expect(page.getByTestId("invoice-total").textContent()).resolves.toBe("234,65 €");
    await screenshot(page, "05-fatura-nova");
    await page.getByRole("button", { name: "Emitir fatura" }).click();
    await page.waitForURL(/\/faturas\/[^/]+\?emitida=1/);
    await page.getByText(/Fatura FT \d{4}\/2 emitida/).waitFor();
    await screenshot(page, "06-fatura-detalhe");
    await page.goto(`${base()}/faturas`);
    expect(await page.locator("table").textContent()).toContain("Cliente do Browser");
    await screenshot(page, "07-faturas");
  });

  it("downloads this month's SAF-T from the invoices page, with the invoices just issued", async () => {
    await page.goto(`${base()}/faturas`);
    const { lisbonToday } = await import("@/lib/dates");
    const { readFile } = await import("node:fs/promises");
    const today = lisbonToday(new Date());
    await page.selectOption('select[name="mes"]', String(Number(today.slice(5, 7))));
    await page.fill('input[name="ano"]', today.slice(0, 4));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exportar SAF-T" }).click()]);
    expect(download.suggestedFilename()).toBe(`SAFT-PT_${company.nif}_${today.slice(0, 7)}.xml`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 45).toString("latin1")).toBe('<?xml version="1.0" encoding="Windows-1252"?>');
    const text = bytes.toString("latin1");
    expect(text).toContain(`<InvoiceNo>FT ${today.slice(0, 4)}/2</InvoiceNo>`);
    expect(text).toContain("<CompanyName>Cliente Existente</CompanyName>");
    // "Cliente do Browser" was invoiced without a NIF: the generic final consumer.
    expect(text).toContain("<CustomerTaxID>999999990</CustomerTaxID>");
  });

  it("on an invoice's page: registers a partial payment, issues a credit note, and is told why it cannot annul", async () => {
    const invoice = await testDatabase().invoice.findFirstOrThrow({ where: { companyId: company.companyId, clientName: "Cliente do Browser" } });
    await page.goto(`${base()}/faturas/${invoice.id}`);
    const payment = page.locator("form", { hasText: "Registar recebimento" });
    await payment.locator('input[name="valor"]').fill("100");
    await payment.getByRole("button", { name: "Registar e emitir recibo" }).click();
    await page.getByText(/Recibo RC \d{4}\/1 emitido: 100,00 € recebidos; em aberto 134,65 €/).waitFor();
    await page.getByRole("link", { name: /RC \d{4}\/1/ }).waitFor();
    const credit = page.locator("form", { hasText: "Emitir nota de crédito" });
    await credit.locator('input[name="motivo"]').fill("Desconto no manual");
    await credit.locator('select[name="linha"]').selectOption("2");
    await credit.locator('input[name="valor"]').fill("2,50");
    await credit.getByRole("button", { name: "Emitir nota de crédito" }).click();
    await page.getByText(/Nota de crédito NC \d{4}\/1 emitida \(2,65 €\)/).waitFor();
    expect(await page.locator("main").textContent()).toContain("Motivo: Desconto no manual");
    await screenshot(page, "06b-nota-de-credito");
    await page.goto(`${base()}/faturas/${invoice.id}`);
    const annul = page.locator("form", { hasText: "Anular documento" });
    await annul.locator('input[name="motivo"]').fill("Engano");
    await annul.getByRole("button", { name: "Anular" }).click();
    await page.getByRole("alert").getByText(/anule primeiro essas notas/).waitFor();
    expect((await testDatabase().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).annulledAt).toBeNull();
  });

  it("shows form errors instead of issuing a bad invoice", async () => {
    await page.goto(`${base()}/faturas/nova`);
    await page.fill('input[name="clientName"]', "Cliente Com Erro");
    await page.fill('input[name="clientNif"]', "123456780");
    await page.fill('input[name="lines.0.description"]', "Serviço");
    await page.fill('input[name="lines.0.unitEuros"]', "10");
    await page.getByRole("button", { name: "Emitir fatura" }).click();
    await page.getByText(/not a valid NIF/).waitFor();
    expect(page.url()).toContain("/faturas/nova");
  });

  it("uploads an expense document by choosing a file and sees it archived; reviews one that needs it", async () => {
    const { expenseQrPayload, invoicePhoto, invoicePdf, supplierNif } = await import("../support/document-fixtures");
    const { addDays, lisbonToday } = await import("@/lib/dates");
    const date = addDays(lisbonToday(new Date()), -2);
    const photo = await invoicePhoto(expenseQrPayload({ supplierNif: supplierNif("50043475"), buyerNif: company.nif, date, documentId: "FT B/7", atcud: "ABCD2345-7", normalBaseCents: 2000, normalVatCents: 460 }));
    await page.goto(`${base()}/documentos`);
    await page.locator('input[type="file"]').setInputFiles({ name: "talao-combustivel.jpg", mimeType: "image/jpeg", buffer: Buffer.from(photo) });
    await page.getByTestId("upload-result").filter({ hasText: "arquivado" }).waitFor();
    await page.locator("table", { hasText: "talao-combustivel.jpg" }).waitFor();
    expect(await page.locator("table").textContent()).toContain("24,60 €");

    const pdf = await invoicePdf(["Cafe Central, Lda", `Data: ${date.split("-").reverse().join("/")}`, "Total: 12,30 €"]);
    await page.locator('input[type="file"]').setInputFiles({ name: "cafe.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    await page.getByTestId("upload-result").filter({ hasText: "a rever" }).waitFor();
    await page.goto(`${base()}/documentos?estado=needs_review`);
    await page.getByRole("link", { name: "Rever", exact: true }).first().click();
    await page.fill('input[name="supplierNif"]', supplierNif("50812233"));
    await page.fill('input[name="vat"]', "2,30");
    await page.selectOption('select[name="category"]', "refeições");
    await screenshot(page, "10-despesas-rever");
    await page.getByRole("button", { name: "Confirmar e arquivar" }).click();
    await page.locator("tbody tr", { hasText: "cafe.pdf" }).waitFor({ state: "detached" });
    await page.goto(`${base()}/documentos?estado=archived`);
    expect(await page.locator("table").textContent()).toContain("cafe.pdf");
    await screenshot(page, "11-despesas");
  });

  it("imports a bank statement from the bank page, sees the counts, accepts suggestions, and shows e-Fatura and gaps", async () => {
    const { addDays, lisbonToday } = await import("@/lib/dates");
    const date = addDays(lisbonToday(new Date()), -1).split("-").reverse().join("-");
    const statement = `Banco Teste\nExtrato\n\nData;Descrição;Débito;Crédito;Saldo\n${date};TRF CLIENTE EXISTENTE;;615,00;1.615,00\n${date};COMISSAO;1,50;;1.613,50\n`;
    await page.goto(`${base()}/banco`);
    await page.locator('input[name="file"]').setInputFiles({ name: "extrato.csv", mimeType: "text/csv", buffer: Buffer.from(statement, "latin1") });
    await page.getByRole("button", { name: "Importar" }).click();
    const result = page.getByTestId("import-result");
    await result.waitFor();
    expect(await result.textContent()).toMatch(/2 novos movimentos: \d+ reconciliados, \d+ com sugestão, \d+ por classificar/);
    await screenshot(page, "12-banco");
    const bad = `Data;Descrição;Montante\n32-13-2026;X;1,00\n`;
    await page.locator('input[name="file"]').setInputFiles({ name: "mau.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByRole("button", { name: "Importar" }).click();
    await page.locator(".import-form .alert").waitFor();
    expect(await page.locator(".import-form .alert").textContent()).toContain("line 2");
    await page.goto(`${base()}/efatura`);
    await screenshot(page, "13-efatura");
    await page.goto(`${base()}/lacunas`);
    await page.getByRole("heading", { name: /Faturas vencidas por receber/ }).waitFor();
    await screenshot(page, "14-lacunas");
  });

  it("marks an obligation as done on the calendar", async () => {
    await page.goto(`${base()}/calendario`);
    const first = page.getByRole("button", { name: /^Marcar como feita/ }).first();
    const label = await first.getAttribute("aria-label");
    await first.click();
    await page.getByRole("button", { name: label!.replace("Marcar como feita", "Reabrir") }).waitFor();
    await screenshot(page, "08-calendario");
    // The monthly invoices communication offers that month's SAF-T right there.
    const saft = page.getByRole("link", { name: /^Descarregar SAF-T de \d{4}-\d{2}$/ }).first();
    expect(await saft.getAttribute("href")).toMatch(/^\/faturas\/saft\?ano=\d{4}&mes=\d{1,2}$/);
  });

  it("lists clients and switches to the other company", async () => {
    await page.goto(`${base()}/clientes`);
    expect(await page.locator("table").textContent()).toContain("Cliente Existente");
    await screenshot(page, "09-clientes");
    await page.selectOption("#company-switcher", otherCompany.companyId);
    await page.waitForURL(`${base()}/painel`);
    await page.locator("main", { hasText: "Segunda Empresa Browser, Lda" }).waitFor();
    await page.goto(`${base()}/faturas`);
    expect(await page.locator("main").textContent()).toContain("Ainda não há faturas");
  });

  it("asks the chat widget for the next obligations, then drafts and issues an invoice from a sentence", async () => {
    await page.goto(`${base()}/painel`);
    await page.getByRole("button", { name: "Abrir o assistente" }).click();
    const panel = page.getByRole("region", { name: "Assistente" });
    await panel.locator("#chat-input").fill("quais são as próximas obrigações?");
    await panel.getByRole("button", { name: "Enviar" }).click();
    const obligations = panel.locator('[data-card="obligations"]');
    await obligations.waitFor();
    expect(await obligations.locator("li").count()).toBeGreaterThan(0);
    expect(await panel.locator(".chat-engine").last().textContent()).toBe("motor local");
    await screenshot(page, "10-assistente-obrigacoes");

    // The conversation survives navigating to another page.
    await page.goto(`${base()}/faturas`);
    await page.locator('[data-card="obligations"]').waitFor();

    await page.locator("#chat-input").fill("emite uma fatura à Oficina Browser Lda de 2 horas de formação a 75 € + IVA");
    await page.getByRole("button", { name: "Enviar" }).click();
    const draft = page.locator('[data-card="invoice_draft"]');
    await draft.waitFor();
    expect(await draft.textContent()).toContain("184,50 €");
    await screenshot(page, "11-assistente-rascunho");
    await draft.getByRole("button", { name: "Emitir fatura" }).click();
    const issued = page.locator('[data-card="invoice_issued"]');
    await issued.waitFor();
    expect(await issued.textContent()).toContain("Oficina Browser Lda");
    expect(await draft.getByRole("button", { name: "Emitir fatura" }).isDisabled()).toBe(true);
    const pdfHref = await issued.getByRole("link", { name: "Descarregar PDF" }).getAttribute("href");
    const pdf = await page.request.get(`${base()}${pdfHref}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await screenshot(page, "12-assistente-fatura-emitida");
  });

  it("keeps the session cookie away from scripts and other sites, and refuses a cross-site upload", async () => {
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith("next-auth.session-token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(cookies.find((cookie) => cookie.name === "ctb-company")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const db = testDatabase();
    const before = await db.expenseDocument.count();
    const forged = await page.request.post(`${base()}/documentos/enviar`, {
      headers: { Origin: "https://evil.example" },
      multipart: { file: { name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") } },
    });
    expect(forged.status()).toBe(403);
    expect(await db.expenseDocument.count()).toBe(before);
  });

  it("ran every page above without a single Content Security Policy violation", () => {
    expect(policyViolations).toEqual([]);
  });
});

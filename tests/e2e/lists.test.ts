import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { api } from "../support/api-client";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInPage } from "../support/signed-in";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// The five lists of the web app (faturas, clientes, despesas, banco, e-Fatura) in Chromium: search and
// filters narrow the rows, "Página seguinte" walks through every row once with the API's cursor
// (`limite` makes the pages small), and the CSV export holds every filtered row, not only the page.

const PASSWORD = "palavra-passe-das-listas";

describe("lists: search, filters, paging and export", () => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  const email = `listas.${Date.now()}@empresa.example`;
  const base = () => inject("baseUrl");

  /** The first cell of every row, page after page, following "Página seguinte" to the end. */
  async function pageThrough(path: string): Promise<string[]> {
    await page.goto(`${base()}${path}`);
    const seen: string[] = [];
    for (let pages = 0; pages < 50; pages++) {
      seen.push(...(await page.locator("main tbody tr td:first-child").allTextContents()).map((text) => text.trim()));
      const next = page.getByRole("link", { name: "Página seguinte" });
      if ((await next.count()) === 0) return seen;
      const before = page.url();
      await next.click();
      await page.waitForURL((url) => url.toString() !== before);
    }
    throw new Error(`more than 50 pages at ${path}`);
  }

  /** The export link of the page shown, fetched with the page's session: its CSV lines after the header. */
  async function exportedCsvRows(): Promise<string[]> {
    const href = await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href");
    const response = await page.request.get(`${base()}${href}`);
    expect(response.status()).toBe(200);
    return (await response.text()).split("\r\n").slice(1).filter(Boolean);
  }

  beforeAll(async () => {
    company = await createTestCompany("Listas Longas, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Luís Listas", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const { key } = await createTestKey(company.companyId, { scopes: ["invoices:write"] });
    const clients = ["Norte Um", "Norte Dois", "Norte Três", "Norte Quatro", "Norte Cinco", "Sul A", "Sul B"];
    for (const [index, clientName] of clients.entries()) {
      const body = { clientName, ...(index === 0 ? { clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa" } : {}), lines: [{ description: "Serviço", unitEuros: 100 + index }] };
      expect((await api("POST", "/invoices", { key, body })).status).toBe(201);
    }
    const documents = [
      ["Galp Energia, SA", "2026-10-01"], ["Galp Energia, SA", "2026-10-15"], ["Galp Energia, SA", "2026-11-01"], ["EDP Comercial", "2026-10-20"], ["EDP Comercial", "2026-11-02"],
    ] as const;
    for (const [index, [supplierName, date]] of documents.entries()) {
      await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: `recibo-${index}.pdf`, status: "archived", supplierName, documentDate: new Date(`${date}T00:00:00Z`), totalCents: 1000 + index, vatCents: 187 } });
    }
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Teste", iban: "PT50003506510000000000061" } });
    const movements = ["TRF LUSITANA 1", "TRF LUSITANA 2", "TRF LUSITANA 3", "TRF LUSITANA 4", "PAG SERVICOS", "COMISSAO"];
    for (const [index, description] of movements.entries()) {
      await db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: new Date(`2026-11-0${index + 1}T00:00:00Z`), description, amountCents: 5000 + index, fingerprint: `lista-${index}` } });
    }
    // Money out for the Galp receipt of 1 November (recibo-2.pdf, 10,02 €), to link by hand.
    await db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: new Date("2026-10-30T00:00:00Z"), description: "PAG GALP ENERGIA", amountCents: -1002, fingerprint: "lista-galp" } });
    for (let index = 0; index < 4; index++) {
      await db.efaturaEntry.create({ data: { companyId: company.companyId, supplierName: `Fornecedor Feed ${index}`, supplierNif: "503504564", documentDate: new Date(`2026-10-1${index}T00:00:00Z`), documentNumber: `FT F/${index + 1}`, atcud: `ABCD1234-${index + 1}`, totalCents: 12300 + index, vatCents: 2300 } });
    }
    browser = await launchBrowser();
    page = await signedInPage(browser, { email, password: PASSWORD }, { viewport: { width: 1366, height: 900 }, locale: "pt-PT" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("faturas: the client filter and the date range narrow the list; every page once; the export holds all", async () => {
    await page.goto(`${base()}/faturas?limite=2`);
    await page.getByRole("search").getByLabel("Cliente").fill("norte");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/cliente=norte/);
    expect(page.url()).toContain("limite=2");
    const numbers = await pageThrough(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(numbers).toHaveLength(5);
    expect(new Set(numbers).size).toBe(5);
    await screenshot(page, "lists-faturas-last-page");
    expect(await exportedCsvRows()).toHaveLength(5);
    await page.goto(`${base()}/faturas?ate=2020-01-01`);
    expect(await page.locator("main tbody tr").count()).toBe(0);
    await page.getByText("Nenhuma fatura com estes filtros.").waitFor();
    await page.getByRole("link", { name: "Limpar" }).click();
    await page.waitForURL(`${base()}/faturas`);
    expect(await page.locator("main tbody tr").count()).toBe(7);
    // A cursor edited by hand shows the first page, not an error page.
    const edited = await page.goto(`${base()}/faturas?cursor=nao-e-um-cursor`);
    expect(edited?.status()).toBe(200);
    expect(await page.locator("main tbody tr").count()).toBe(7);
  });

  it("faturas on a phone: the first invoice is on the first screen, the SAF-T form below the list (ux LOW: filters and SAF-T filled it)", async () => {
    const phone = await signedInPage(browser, { email, password: PASSWORD }, { viewport: { width: 390, height: 844 }, locale: "pt-PT" });
    await phone.goto(`${base()}/faturas`);
    const firstRow = await phone.locator("main tbody tr").first().boundingBox();
    const saft = await phone.getByRole("form", { name: "Exportar SAF-T" }).boundingBox();
    const search = await phone.getByRole("search").boundingBox();
    await screenshot(phone, "lists-faturas-phone");
    expect(firstRow!.y + firstRow!.height).toBeLessThanOrEqual(844);
    expect(saft!.y).toBeGreaterThan(firstRow!.y);
    // The filters in two columns fit the screen's width.
    expect(search!.x + search!.width).toBeLessThanOrEqual(390);
    await phone.context().close();
  });

  it("clientes: «Página anterior» walks back along the pages, filters kept, to the first (ux LOW)", async () => {
    const rowsShown = async () => (await page.locator("main tbody tr td:first-child").allTextContents()).map((text) => text.trim());
    const follow = async (name: string) => {
      const before = page.url();
      await page.getByRole("link", { name, exact: true }).click();
      await page.waitForURL((url) => url.toString() !== before);
      return rowsShown();
    };
    await page.goto(`${base()}/clientes?limite=2&q=norte`);
    const first = await rowsShown();
    expect(await page.getByRole("link", { name: "Página anterior" }).count()).toBe(0);
    const second = await follow("Página seguinte");
    const third = await follow("Página seguinte");
    expect(new Set([...first, ...second, ...third]).size, JSON.stringify({ first, second, third })).toBe(5);
    expect(await follow("Página anterior")).toEqual(second);
    expect(page.url()).toContain("q=norte");
    expect(await follow("Página anterior")).toEqual(first);
    expect(await page.getByRole("link", { name: "Página anterior" }).count()).toBe(0);
  });

  it("clientes: search by name or part of the NIF; paging in alphabetical order; export", async () => {
    const names = await pageThrough("/clientes?limite=3");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt")));
    expect(names).toHaveLength(7);
    await page.goto(`${base()}/clientes`);
    await page.getByRole("search").getByLabel("Nome ou NIF").fill("5014426");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/q=5014426/);
    expect(await page.locator("main tbody tr td:first-child").allTextContents()).toEqual(["Norte Um"]);
    const rows = await exportedCsvRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^Norte Um;501442600;PT;/);
  });

  it("despesas: supplier and date filters, every page once, export of all", async () => {
    const files = await pageThrough("/documentos?fornecedor=galp&limite=1");
    expect(files.sort()).toEqual(["recibo-0.pdf", "recibo-1.pdf", "recibo-2.pdf"]);
    await page.goto(`${base()}/documentos?fornecedor=galp&de=2026-10-10`);
    expect((await page.locator("main tbody tr td:first-child").allTextContents()).sort()).toEqual(["recibo-1.pdf", "recibo-2.pdf"]);
    expect(await exportedCsvRows()).toHaveLength(2);
    // The status chips keep working beside the search form.
    await page.goto(`${base()}/documentos?estado=needs_review&fornecedor=galp`);
    await page.getByText("Sem documentos com estes filtros.").waitFor();
  });

  it("banco: text search with paging, and the export follows the filters", async () => {
    const descriptions = await pageThrough("/banco?q=lusitana&limite=3");
    expect(descriptions).toHaveLength(4);
    expect(new Set(descriptions).size).toBe(4);
    const rows = await exportedCsvRows();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.includes("TRF LUSITANA"))).toBe(true);
    await page.goto(`${base()}/banco?de=2026-11-05`);
    expect(await page.locator("main tbody tr").count()).toBe(2);
  });

  it("banco: a payment out is linked by hand to the uploaded receipt, and the page says so", async () => {
    const db = testDatabase();
    const receipt = await db.expenseDocument.findFirstOrThrow({ where: { companyId: company.companyId, fileName: "recibo-2.pdf" } });
    await page.goto(`${base()}/banco?estado=unmatched&q=galp`);
    await page.getByLabel("Despesa a associar a PAG GALP ENERGIA").selectOption(`document:${receipt.id}`);
    await page.getByRole("button", { name: "Associar: PAG GALP ENERGIA" }).click();
    await page.getByText("Movimento associado à despesa.").waitFor();
    const movement = await db.bankMovement.findFirstOrThrow({ where: { companyId: company.companyId, description: "PAG GALP ENERGIA" } });
    expect(movement).toMatchObject({ status: "matched", documentId: receipt.id });
  });

  it("e-Fatura: the missing ones, paged; «Falta o documento» names the purchase where it is uploaded", async () => {
    const dates = await pageThrough("/efatura?estado=em_falta&limite=3");
    expect(dates).toHaveLength(4);
    await page.goto(`${base()}/efatura?fornecedor=FT%20F%2F2`);
    await page.getByRole("link", { name: /^Falta o documento: enviar FT F\/2 de Fornecedor Feed 1$/ }).click();
    await page.waitForURL(/\/documentos\?falta=/);
    const notice = page.getByTestId("missing-purchase");
    expect(await notice.textContent()).toContain("Fornecedor Feed 1");
    expect(await notice.textContent()).toContain("FT F/2");
    await screenshot(page, "lists-efatura-missing-document");
    // Once the books hold it (same supplier NIF and ATCUD), it is registered and leaves the missing list.
    await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "ft-f-2.pdf", status: "archived", supplierNif: "503504564", atcud: "ABCD1234-2", supplierName: "Fornecedor Feed 1", documentDate: new Date("2026-10-11T00:00:00Z"), totalCents: 12301 } });
    await page.goto(`${base()}/efatura?estado=em_falta`);
    expect(await page.locator("main tbody tr").count()).toBe(3);
    await page.goto(`${base()}/efatura?estado=registado`);
    expect(await exportedCsvRows()).toEqual([expect.stringMatching(/^11\/10\/2026;Fornecedor Feed 1;503504564;FT F\/2;ABCD1234-2;/)]);
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInPage } from "../support/signed-in";
import { invoicePdf } from "../support/document-fixtures";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";

// Issue #35 §2 (ux review 8, 9, 15), the buttons a person presses, at a laptop (1366×768) and a phone
// (390×844): a bank fee «Lançar como despesa» from the bank page, an old expense «Paga em numerário»
// from the gaps page, a wrongly uploaded document «Apagar documento» from its review, and two files
// uploaded at once reaching their final status in the list without a reload.

const PASSWORD = "palavra-passe-de-teste";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

describe.each(SIZES)("expense buttons at $name px", (size) => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  const email = `botoes.${size.name}.${Date.now()}@padaria.example`;
  const base = () => inject("baseUrl");
  const noHorizontalOverflow = async () => {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll, page.url()).toBeLessThanOrEqual(widths.inner);
  };

  beforeAll(async () => {
    company = await createTestCompany(`Padaria Botões ${size.name}, Lda`);
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Rita Botões", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    browser = await launchBrowser();
    page = await signedInPage(browser, { email, password: PASSWORD }, { viewport: { width: size.width, height: size.height }, locale: "pt-PT" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("books a bank fee as an expense from the bank page", async () => {
    const db = testDatabase();
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Exemplo", iban: "PT50000201231234567890154", isDefault: true } });
    const fee = await db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: toUtcDate(lisbonToday(new Date())), description: `COMISSAO MANUTENCAO ${size.name}`, amountCents: -450, fingerprint: `fee-${size.name}-${Date.now()}` } });
    await page.goto(`${base()}/banco?estado=unmatched`);
    await noHorizontalOverflow();
    const row = page.locator("tbody tr", { hasText: fee.description });
    expect(await row.getByLabel(`Categoria da despesa ${fee.description}`).inputValue()).toBe("comissões bancárias");
    await row.getByRole("button", { name: `Lançar como despesa: ${fee.description}` }).click();
    await page.getByTestId("action-report").getByText(/^Lançado como despesa de comissões bancárias \(4,50\s€, sem IVA\): movimento reconciliado\.$/).waitFor();
    await screenshot(page, `expense-buttons/${size.name}-banco-comissao`);
    const booked = await db.bankMovement.findUniqueOrThrow({ where: { id: fee.id } });
    expect(booked.status).toBe("matched");
    expect(await db.expenseDocument.findUniqueOrThrow({ where: { id: booked.documentId! } })).toMatchObject({ status: "archived", totalCents: 450, category: "comissões bancárias" });
  });

  it("marks an old expense with no bank movement as paid in cash from the gaps page", async () => {
    const old = await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "moagem.pdf", status: "archived", supplierName: `Moagem ${size.name}, Lda.`, documentDate: toUtcDate("2026-01-05"), netCents: 1_000, vatCents: 60, totalCents: 1_060, category: "mercadorias para revenda" },
    });
    await page.goto(`${base()}/lacunas`);
    await noHorizontalOverflow();
    const button = page.getByRole("button", { name: `Paga em numerário: Moagem ${size.name}, Lda. de 05/01/2026` });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await page.getByText("Paga em numerário: a despesa deixa de ser uma falha.").waitFor();
    await screenshot(page, `expense-buttons/${size.name}-lacunas-numerario`);
    expect(await testDatabase().expenseDocument.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ paidOutsideBankMethod: "NU" });
  });

  it("deletes a wrongly uploaded document from its review, after confirming", async () => {
    const db = testDatabase();
    const storageKey = `documents/${company.companyId}/ata-${size.name}-${Date.now()}`;
    await db.storedFile.create({ data: { key: storageKey, companyId: company.companyId, bytes: Buffer.from("%PDF-1.4\n% Ata da reunião de sócios\n") } });
    const document = await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: `ata-${size.name}.pdf`, mimeType: "application/pdf", status: "needs_review", storageKey } });
    await page.goto(`${base()}/documentos?rever=${document.id}`);
    await noHorizontalOverflow();
    // The PDF is previewed beside the form (the file route alone may be framed, by this app only).
    expect(await page.getByTestId("document-preview").locator("iframe").getAttribute("src")).toBe(`/documentos/${document.id}/ficheiro`);
    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Apagar documento" }).click();
    await page.getByTestId("document-deleted").waitFor();
    expect(question).toBe(`Apagar «ata-${size.name}.pdf»? O ficheiro e os dados lidos deixam de existir.`);
    expect(await db.expenseDocument.count({ where: { id: document.id } })).toBe(0);
    await screenshot(page, `expense-buttons/${size.name}-documento-apagado`);
  });

  it("uploads two files at once and sees each reach its final status without a reload", { timeout: 120_000 }, async () => {
    await page.goto(`${base()}/documentos`);
    const files = [`recibo-a-${size.name}.pdf`, `recibo-b-${size.name}.pdf`];
    await page.locator('input[type="file"]').setInputFiles(
      await Promise.all(files.map(async (name, index) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(await invoicePdf([`Papelaria ${index + 1}, Lda`, "Fatura simplificada", `Total ${index + 3},00 EUR`])) }))),
    );
    const rows = page.getByTestId("upload-row");
    for (const name of files) await rows.filter({ hasText: name }).filter({ hasText: /arquivado|a rever/ }).waitFor({ timeout: 60_000 });
    await page.getByTestId("upload-summary").filter({ hasText: "2 ficheiros tratados." }).waitFor();
    await noHorizontalOverflow();
    await screenshot(page, `expense-buttons/${size.name}-envios`);
    // Each row fits the phone's width: its file name and status are inside the viewport.
    for (const name of files) {
      const box = await rows.filter({ hasText: name }).boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(size.width);
    }
  });
});

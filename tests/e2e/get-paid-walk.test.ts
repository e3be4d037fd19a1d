import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { addDays, lisbonToday } from "@/lib/core/dates";
import { launchBrowser, screenshot } from "../support/browser";
import { outbox } from "../support/session";
import { signedInPage } from "../support/signed-in";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Issue #35's "Done when", walked by a person in Chromium at a laptop (1366×768) and a phone (390×844):
// an FT to a new client from a catalogue item → sent by email with its PDF (the suite's server has no
// SMTP_URL: the message lands in the outbox file, as on the embedded default) → overdue (its due date
// moved back in the database) → a reminder → a bank statement of two credits imported → «Associar»
// the first: «Parcialmente paga» with a receipt → the second: paid, two receipts, and the invoice's
// page, the invoices list and the bank page show the same figures. Screenshots: get-paid/<size>-NN-….

const PASSWORD = "palavra-passe-de-teste";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

interface OutboxLine {
  to: string;
  subject: string;
  attachments?: { filename: string; contentType: string; bytes: number }[];
}

const outboxTo = (to: string): OutboxLine[] => (outbox() as OutboxLine[]).filter((message) => message.to === to);

describe.each(SIZES)("getting paid, walked at $name px", (size) => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let key: string;
  const email = `cobrar.${size.name}.${Date.now()}@padaria.example`;
  const clientName = `Pastelaria Nova ${size.name}, Lda`;
  const clientEmail = `contas.${size.name}.${Date.now()}@pastelaria.example`;
  const itemName = `Caixa de pastéis ${size.name}`;
  const base = () => inject("baseUrl");
  const shot = (step: string) => screenshot(page, `get-paid/${size.name}-${step}`);
  const noHorizontalOverflow = async () => {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll, page.url()).toBeLessThanOrEqual(widths.inner);
  };

  beforeAll(async () => {
    company = await createTestCompany(`Padaria Cobra ${size.name}, Lda`);
    const db = testDatabase();
    await db.company.update({ where: { id: company.companyId }, data: { iban: "PT50000201231234567890154" } });
    const user = await db.user.create({ data: { email, name: "Beatriz Padeira", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    key = (await createTestKey(company.companyId)).key;
    // 25 € + 23 % IVA = 30,75 € a box; four boxes = 123,00 €.
    await db.catalogItem.create({ data: { companyId: company.companyId, name: itemName, matchName: itemName.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""), unitCents: 2500, vatRate: 23, kind: "goods" } });
    browser = await launchBrowser();
    page = await signedInPage(browser, { email, password: PASSWORD }, { viewport: { width: size.width, height: size.height }, locale: "pt-PT" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("issues, sends, reminds, and is paid in two bank movements with a receipt each", { timeout: 180_000 }, async () => {
    // 1. A new FT to a new client, its line from the catalogue.
    await page.goto(`${base()}/faturas/nova`);
    await page.fill('input[name="clientName"]', clientName);
    await page.getByLabel("Artigo do catálogo da linha 1").selectOption({ label: itemName });
    expect(await page.getByLabel("Descrição da linha 1").inputValue()).toBe(itemName);
    await page.fill('input[name="lines.0.quantity"]', "4");
    await expect(page.getByTestId("invoice-total").textContent()).resolves.toBe("123,00 €");
    await noHorizontalOverflow();
    await shot("01-fatura-nova");
    await page.getByRole("button", { name: "Emitir fatura" }).click();
    await page.getByTestId("invoice-preview").getByRole("button", { name: "Confirmar e emitir" }).click();
    await page.waitForURL(/\/faturas\/[^/?]+\?emitida=1/);
    const invoiceId = new URL(page.url()).pathname.split("/").at(-1)!;
    const invoice = await testDatabase().invoice.findUniqueOrThrow({ where: { id: invoiceId } });
    expect(invoice).toMatchObject({ type: "FT", clientName, totalCents: 12_300 });
    await shot("02-fatura-emitida");

    // 2. The new client's address is added (update_client, as the client's page does), then the
    // invoice is sent by email from its page, to that address, with the PDF attached.
    expect((await api("PATCH", `/clients/${invoice.clientId}`, { key, body: { email: clientEmail } })).status).toBe(200);
    await page.reload();
    await page.getByRole("button", { name: `Enviar ${invoice.display}` }).click();
    await page.getByText(`Documento enviado para ${clientEmail}`).waitFor();
    const [sent] = outboxTo(clientEmail);
    expect(sent!.subject).toContain(invoice.display);
    expect(sent!.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf", bytes: expect.any(Number) })]);
    expect(sent!.attachments![0]!.bytes).toBeGreaterThan(1000);
    await shot("03-enviada");

    // 3. Overdue: its due date 12 days ago; listed with «Enviar lembrete», and reminded.
    await testDatabase().invoice.update({ where: { id: invoiceId }, data: { dueDate: new Date(`${addDays(lisbonToday(new Date()), -12)}T00:00:00.000Z`) } });
    await page.goto(`${base()}/faturas/vencidas`);
    await noHorizontalOverflow();
    await shot("04-vencidas");
    await page.getByRole("button", { name: `Enviar lembrete de ${invoice.display}` }).click();
    await page.getByText("1 lembrete enviado.").waitFor();
    expect(outboxTo(clientEmail)).toHaveLength(2);
    expect(await testDatabase().invoiceEmail.count({ where: { invoiceId, kind: "reminder" } })).toBe(1);
    await shot("05-lembrete");

    // 4. A statement with two credits that pay it in two parts: neither is the total, so neither is matched automatically.
    const today = lisbonToday(new Date()).split("-").reverse().join("-");
    const statement = `Data;Descrição;Montante\n${today};TRF PASTELARIA NOVA PARTE 1;50,00\n${today};TRF PASTELARIA NOVA PARTE 2;73,00\n`;
    await page.goto(`${base()}/banco`);
    await page.locator('input[name="file"]').setInputFiles({ name: "extrato.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
    await page.getByTestId("import-result").waitFor();
    expect(await page.getByTestId("import-result").textContent()).toBe("2 movimentos novos: 0 reconciliados, 0 com sugestão, 2 por classificar.");
    await page.goto(`${base()}/banco?estado=unmatched`);
    await noHorizontalOverflow();
    await shot("06-banco-importado");

    // 5. The first credit «Associar» to the invoice: a receipt of 50 €, the invoice partly paid.
    const associate = async (description: string, amount: string) => {
      await page.goto(`${base()}/banco?q=${encodeURIComponent(description)}`);
      const row = page.locator("tbody tr", { hasText: description });
      await row.getByRole("combobox").selectOption(`invoice:${invoiceId}`);
      await row.getByRole("button", { name: `Associar: ${description}` }).click();
      await page.getByTestId("action-report").getByText(new RegExp(`^Recebimento registado com recibo: RC \\S+: ${amount}\\s€ de ${invoice.display.replace("/", "\\/")}`)).waitFor();
    };
    await associate("TRF PASTELARIA NOVA PARTE 1", "50,00");
    await shot("07-banco-primeira-parte");
    await page.goto(`${base()}/faturas/${invoiceId}`);
    expect(await page.locator("h1 + p .status").textContent()).toBe("Parcialmente paga · vencida");
    expect((await page.getByTestId("invoice-amounts").textContent())?.replace(/\s/g, " ")).toBe("Creditado 0,00 € · recebido 50,00 € · em aberto 73,00 €");
    await noHorizontalOverflow();
    await shot("08-parcialmente-paga");
    await page.goto(`${base()}/faturas`);
    expect(await page.locator("tbody tr", { hasText: invoice.display }).locator(".status").textContent()).toBe("Parcialmente paga · vencida");

    // 6. The second credit pays the rest: paid, two receipts, every screen agrees.
    await associate("TRF PASTELARIA NOVA PARTE 2", "73,00");
    await page.goto(`${base()}/faturas/${invoiceId}`);
    expect(await page.locator("h1 + p .status").textContent()).toBe("Paga");
    expect((await page.getByTestId("invoice-amounts").textContent())?.replace(/\s/g, " ")).toBe("Creditado 0,00 € · recebido 123,00 € · em aberto 0,00 €");
    await shot("09-paga");
    const receipts = await testDatabase().receipt.findMany({ where: { invoiceId, annulledAt: null }, orderBy: { number: "asc" } });
    expect(receipts.map((receipt) => receipt.amountCents)).toEqual([5_000, 7_300]);
    for (const receipt of receipts) expect(await page.getByRole("link", { name: receipt.display }).count()).toBeGreaterThan(0);
    await page.goto(`${base()}/faturas`);
    expect(await page.locator("tbody tr", { hasText: invoice.display }).locator(".status").textContent()).toBe("Paga");
    await page.goto(`${base()}/faturas/vencidas`);
    expect(await page.getByRole("button", { name: `Enviar lembrete de ${invoice.display}` }).count()).toBe(0);
    await page.goto(`${base()}/banco?estado=matched`);
    expect(await page.locator("tbody tr", { hasText: "TRF PASTELARIA NOVA PARTE" }).count()).toBe(2);
    // Each reconciled row, matched by hand, names the receipt it issued (its PDF) and the invoice it paid (its page).
    for (const [part, receipt] of receipts.entries()) {
      const row = page.locator("tbody tr", { hasText: `TRF PASTELARIA NOVA PARTE ${part + 1}` });
      expect((await row.getByTestId("movement-receipts").textContent())?.replace(/\s/g, " ")).toBe(`Recibo ${receipt.display} · ${part === 0 ? "50,00" : "73,00"} € de ${invoice.display}`);
      expect(await row.getByRole("link", { name: receipt.display }).getAttribute("href")).toBe(`/faturas/recibos/${receipt.id}/pdf`);
      expect(await row.getByRole("link", { name: invoice.display }).getAttribute("href")).toBe(`/faturas/${invoiceId}`);
    }
    await noHorizontalOverflow();
    await shot("10-banco-reconciliado");
  });
});

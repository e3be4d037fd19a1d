import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { createTestSeal } from "@/lib/core/pdf/seal/test-seal";
import { api } from "../support/api-client";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInPage } from "../support/signed-in";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { pdfsig } from "../support/pdfsig";

// The seal pages in Chromium at a laptop (1366×768) and a phone (390×844), issue #36 §2: an owner
// uploads the company's seal on Empresa (a wrong password is refused in Portuguese and changes
// nothing), sees its status, seals an invoice on its page and downloads the sealed PDF, which
// poppler's pdfsig (not our code) finds valid and signed by the uploaded seal. No page is wider
// than the screen.

const PASSWORD = "palavra-passe-do-selo";
const SIZES = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
] as const;

describe("the seal pages in the browser", () => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  const invoiceIds: Record<string, string> = {};
  let annulledId = "";
  let apiKey = "";
  const email = `selo.${Date.now()}@empresa.example`;
  const base = () => inject("baseUrl");

  async function noHorizontalOverflow(): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  }

  beforeAll(async () => {
    company = await createTestCompany("Selaria do Browser, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Sara Selo", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const { key } = await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] });
    for (const size of SIZES) {
      const issued = await api("POST", "/invoices", { key, body: { clientName: `Cliente Selado ${size.name}`, lines: [{ description: "Consultoria", unitEuros: 100 }] } });
      expect(issued.status).toBe(201);
      invoiceIds[size.name] = issued.body.data.id;
    }
    const annulled = await api("POST", "/invoices", { key, body: { clientName: "Cliente Anulado", lines: [{ description: "Consultoria", unitEuros: 50 }] } });
    expect(annulled.status).toBe(201);
    annulledId = annulled.body.data.id;
    expect((await api("POST", `/invoices/${annulledId}/annul`, { key, body: { reason: "Emitida por engano" } })).status).toBe(200);
    apiKey = key;
    browser = await launchBrowser();
    page = await signedInPage(browser, { email, password: PASSWORD }, { viewport: SIZES[0], locale: "pt-PT", acceptDownloads: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of SIZES) {
    it(`at ${size.name} px: uploads the seal, sees its status, seals an invoice and downloads the sealed PDF`, { timeout: 120_000 }, async () => {
      await page.setViewportSize(size);
      const seal = createTestSeal(`Carimbo ${size.name}, Lda`, company.nif);
      const panel = page.getByTestId("company-seal");
      const upload = panel.locator("form", { has: page.getByRole("button", { name: "Guardar selo" }) });

      // A wrong password: refused in Portuguese, the seal unchanged.
      await page.goto(`${base()}/empresa#selo`);
      const statusLine = panel.locator("p").filter({ hasText: "Selo:" });
      const before = await statusLine.textContent();
      await upload.locator('input[name="ficheiro"]').setInputFiles({ name: "selo.p12", mimeType: "application/x-pkcs12", buffer: Buffer.from(seal.p12) });
      await upload.locator('input[name="palavraPasse"]').fill("não é esta");
      await upload.getByRole("button", { name: "Guardar selo" }).click();
      await panel.getByRole("alert").waitFor();
      expect(await panel.getByRole("alert").textContent()).toMatch(/palavra-passe/i);
      expect(await statusLine.textContent()).toBe(before);

      // The right one: saved, and the status names the seal.
      await upload.locator('input[name="ficheiro"]').setInputFiles({ name: "selo.p12", mimeType: "application/x-pkcs12", buffer: Buffer.from(seal.p12) });
      await upload.locator('input[name="palavraPasse"]').fill(seal.password);
      await upload.getByRole("button", { name: "Guardar selo" }).click();
      await panel.getByRole("status").waitFor();
      expect(await panel.getByRole("status").textContent()).toContain("Selo guardado.");
      const status = await statusLine.textContent();
      expect(status).toContain("enviado por um proprietário");
      expect(status).toContain(`«${seal.subjectName}»`);
      expect(status).toContain("não qualificado");
      expect(await page.content()).not.toContain(seal.password);
      await noHorizontalOverflow();
      await screenshot(page, `seal/empresa-selo-${size.name}`);

      // The invoice page: not sealed yet, then sealed by the uploaded seal, and the sealed PDF.
      await page.goto(`${base()}/faturas/${invoiceIds[size.name]}`);
      const invoiceSeal = page.getByTestId("invoice-seal");
      await invoiceSeal.getByText("Este PDF ainda não foi selado.").waitFor();
      await invoiceSeal.getByRole("button", { name: "Selar PDF" }).click();
      await invoiceSeal.getByText(`por «${seal.subjectName}»`, { exact: false }).waitFor();
      expect(await invoiceSeal.textContent()).toContain("Selo não qualificado: o PDF não vale como fatura eletrónica.");
      await noHorizontalOverflow();
      await screenshot(page, `seal/fatura-selada-${size.name}`);
      const [download] = await Promise.all([page.waitForEvent("download"), invoiceSeal.getByRole("link", { name: "Descarregar PDF selado" }).click()]);
      const report = pdfsig(readFileSync(await download.path()));
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Total document signed");
      expect(report).toContain(`Signer Certificate Common Name: ${seal.subjectName}`);
    });
  }

  // Issue #35 (daily-low §3): an annulled invoice is not offered a seal, and the operation refuses it.
  it("an annulled invoice offers no «Selar PDF», and seal_invoice_pdf refuses it with a clear conflict", async () => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${base()}/faturas/${annulledId}`);
      const invoiceSeal = page.getByTestId("invoice-seal");
      await invoiceSeal.getByTestId("seal-annulled").waitFor();
      expect(await invoiceSeal.getByRole("button").count()).toBe(0);
      // Nor does it fall due (it said «vence a …» under «Anulada: …»).
      expect(await page.getByTestId("invoice-dates").textContent()).toMatch(/^Emitida a \d{2}\/\d{2}\/\d{4}$/);
      await noHorizontalOverflow();
      await screenshot(page, `seal/fatura-anulada-${size.name}`);
    }
    const refused = await api("POST", `/invoices/${annulledId}/seal`, { key: apiKey, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("conflict");
    expect(refused.body.error.message).toMatch(/is annulled: an annulled document is not sealed\.$/);
    expect(await testDatabase().sealedPdf.count({ where: { invoiceId: annulledId } })).toBe(0);
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { launchBrowser, screenshot } from "../support/browser";
import { signedInPage } from "../support/signed-in";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";

// The integrations screen in Chromium: a key created with an agent cap, its limits edited on its row,
// and an agent's proposal approved with the button — each checked through the real API.

const PASSWORD = "palavra-passe-de-teste";
const invoice = JSON.stringify({ clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", unitEuros: 100 }] });

describe("agent limits and proposals in the integrations screen (Chromium)", () => {
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let key: string;
  const email = `limites.${Date.now()}@empresa.example`;
  const base = () => inject("baseUrl");
  const issue = () => fetch(`${base()}/api/v1/invoices`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: invoice });
  const invoiceCount = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  beforeAll(async () => {
    company = await createTestCompany("Limites no Browser, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Rui Teste", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    browser = await launchBrowser();
    page = await signedInPage(browser, { email, password: PASSWORD }, { viewport: { width: 1360, height: 900 }, locale: "pt-PT" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("creates a key capped at one document a day: the second invoice is refused naming the cap", async () => {
    await page.goto(`${base()}/integracoes`);
    await page.fill('input[name="name"]', "Agente com limite");
    await page.getByRole("button", { name: "Acesso total" }).click();
    await page.locator("form").filter({ hasText: "Criar chave" }).locator('input[name="maxDocumentsPerDay"]').fill("1");
    await page.getByRole("button", { name: "Criar chave" }).click();
    key = (await page.getByTestId("new-api-key").textContent())!.trim();
    expect((await issue()).status).toBe(201);
    const refused = await issue();
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body.error.code).toBe("agent_limit_exceeded");
    expect(body.error.message).toContain("may issue 1 document(s) per day");
    await page.reload();
    expect(await page.locator('tr[data-key-name="Agente com limite"]').textContent()).toContain("≤ 1 doc./dia");
  });

  it("edits the key's limits on its row: writes need confirmation, and the proposal is approved with the button", async () => {
    const row = page.locator('tr[data-key-name="Agente com limite"]');
    await row.getByLabel("Limites para agentes da chave Agente com limite").click();
    await row.locator('input[name="maxDocumentsPerDay"]').fill("");
    await row.locator('input[name="agentWritesNeedConfirmation"]').check();
    await row.getByRole("button", { name: "Guardar limites" }).click();
    await row.getByText("Limites guardados.").waitFor();
    await screenshot(page, "integracoes-limites-agente");

    const before = await invoiceCount();
    const proposed = await issue();
    expect(proposed.status).toBe(403);
    const proposalId = (await proposed.json()).error.details[0].message;
    expect(await invoiceCount()).toBe(before);

    await page.reload();
    const proposal = page.locator(`tr[data-proposal-id="${proposalId}"]`);
    expect(await proposal.textContent()).toContain("123,00");
    await proposal.getByRole("button", { name: "Aprovar" }).click();
    await page.getByText("Proposta aprovada e executada.").waitFor();
    await screenshot(page, "integracoes-proposta-aprovada");
    expect(await invoiceCount()).toBe(before + 1);
    expect(await page.locator(`tr[data-proposal-id="${proposalId}"]`).textContent()).toContain("Aprovada");
  });
});

import { beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { createTestCompany, createTestGrantToken, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { page, signInCookie } from "../support/session";

// The same guard-rails as on API keys, set per OAuth grant (consent screen, "Aplicações ligadas"):
// read-only toolset, daily caps, and writes that become proposals a person approves. Refusals name
// the connected application and where to change the limit; a change holds on the next call.

const invoice = (unitEuros: number) => ({ clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", unitEuros }] });
const text = (result: Record<string, unknown>) => (result.content as { text: string }[])[0]!.text;

describe("agent guard-rails per OAuth grant", () => {
  let company: TestCompany;
  const invoiceCount = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  beforeAll(async () => {
    company = await createTestCompany("Limites de Aplicações, Lda");
  });

  it("a read-only grant lists only read-only tools and is refused writes, naming the application", async () => {
    const { token, grantId } = await createTestGrantToken(company.companyId, { clientName: "Claude", agentLimits: { agentReadOnly: true } });
    const { client } = await connectMcp(token);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const refused = await client.callTool({ name: "create_invoice", arguments: invoice(10) });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ code: "agent_limit_exceeded" });
    expect(text(refused)).toMatch(/This connected application \('Claude'\) is read-only.*Aplicações ligadas/s);
    expect(await invoiceCount()).toBe(0);

    // Lifting the switch holds on the very next call: grants are read on every call.
    await testDatabase().oAuthGrant.update({ where: { id: grantId }, data: { agentReadOnly: false } });
    const issued = await client.callTool({ name: "create_invoice", arguments: invoice(10) });
    expect(issued.isError ?? false, text(issued)).toBe(false);
    expect(await invoiceCount()).toBe(1);
    await client.close();
  });

  it("daily caps count per grant: the call over the cap is refused and leaves nothing", async () => {
    const { token } = await createTestGrantToken(company.companyId, { agentLimits: { agentMaxDocumentsPerDay: 1, agentMaxCentsPerDay: 50_000 } });
    const { client } = await connectMcp(token);
    const before = await invoiceCount();
    const first = await client.callTool({ name: "create_invoice", arguments: invoice(100) });
    expect(first.isError ?? false, text(first)).toBe(false);
    const second = await client.callTool({ name: "create_invoice", arguments: invoice(100) });
    expect(second.structuredContent).toMatchObject({ code: "agent_limit_exceeded", details: [{ path: "agentPolicy.maxDocumentsPerDay" }] });
    expect(await invoiceCount()).toBe(before + 1);
    await client.close();

    // Another grant of the same company has its own count, and its own value cap (500 €).
    const other = await connectMcp((await createTestGrantToken(company.companyId, { agentLimits: { agentMaxCentsPerDay: 50_000 } })).token);
    const tooMuch = await other.client.callTool({ name: "create_invoice", arguments: invoice(1_000) });
    expect(tooMuch.structuredContent).toMatchObject({ code: "agent_limit_exceeded", details: [{ path: "agentPolicy.maxCentsPerDay" }] });
    const fits = await other.client.callTool({ name: "create_invoice", arguments: invoice(100) });
    expect(fits.isError ?? false, text(fits)).toBe(false);
    await other.client.close();
  });

  it("writes that need confirmation become proposals of the grant, approved in the web app and run as the grant", async () => {
    const { token, grantId } = await createTestGrantToken(company.companyId, { clientName: "ChatGPT", agentLimits: { agentWritesNeedConfirmation: true } });
    const { client } = await connectMcp(token);
    const before = await invoiceCount();
    const call = await client.callTool({ name: "create_invoice", arguments: invoice(100) });
    await client.close();
    expect(call.structuredContent).toMatchObject({ code: "confirmation_required" });
    const proposalId = (call.structuredContent as { details: { path: string; message: string }[] }).details.find((detail) => detail.path === "proposalId")!.message;
    expect(await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } })).toMatchObject({ grantId, apiKeyId: null, status: "pending" });
    expect(await invoiceCount()).toBe(before);

    const db = testDatabase();
    const email = `dono.${Date.now()}@aplicacoes.example`;
    const user = await db.user.create({ data: { email, name: "Dona", passwordHash: await hashPassword("palavra-passe-segura-123"), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const cookie = await signInCookie(email, "palavra-passe-segura-123");
    const listed = await page("/integracoes", cookie, company.companyId);
    expect(listed.html).toContain("aplicação ChatGPT");
    expect(listed.html).toContain("escritas com confirmação");

    const decided = await fetch(`${inject("baseUrl")}/integracoes/propostas/${proposalId}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: `${cookie}; ctb-company=${company.companyId}`, Origin: inject("baseUrl"), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision: "approve" }),
    });
    expect(decided.headers.get("location")).toBe("/integracoes?proposta=approved#propostas");
    expect(await invoiceCount()).toBe(before + 1);
    const audit = await db.auditEvent.findFirst({ where: { companyId: company.companyId, operation: "create_invoice" }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({ actorKind: "mcp", clientName: "ChatGPT" });
  });
});

import { beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { page, signInCookie } from "../support/session";

// "Writes need confirmation": an agent's write becomes a proposal (with its dry-run preview) and the
// call answers confirmation_required; a person approves it in Integrações (the form posts to
// /integracoes/propostas/{id}), and it then runs as the key — once, however often it is clicked.

const PASSWORD = "palavra-passe-segura-123";
const invoice = { clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", unitEuros: 100 }] };

describe("agent proposals (writes need confirmation)", () => {
  let company: TestCompany;
  let key: string;
  let owner: { userId: string; cookie: string };
  let member: { cookie: string };

  const decide = (proposalId: string, decision: string, cookie = owner.cookie, origin = inject("baseUrl")) =>
    fetch(`${inject("baseUrl")}/integracoes/propostas/${proposalId}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: `${cookie}; ctb-company=${company.companyId}`, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision }),
    });
  const invoiceCount = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  beforeAll(async () => {
    company = await createTestCompany("Propostas de Agentes, Lda");
    const created = await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 });
    key = created.key;
    const db = testDatabase();
    await db.apiKey.update({ where: { id: created.keyId }, data: { agentWritesNeedConfirmation: true } });
    const passwordHash = await hashPassword(PASSWORD);
    for (const role of ["owner", "member"] as const) {
      const email = `${role}.${Date.now()}@propostas.example`;
      const user = await db.user.create({ data: { email, name: `Pessoa ${role}`, passwordHash, emailVerifiedAt: new Date() } });
      await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role } });
      const cookie = await signInCookie(email, PASSWORD);
      if (role === "owner") owner = { userId: user.id, cookie };
      else member = { cookie };
    }
  });

  it("MCP propose → web approve: the tool call writes nothing and names the proposal; approval issues exactly the previewed invoice, once", async () => {
    const { client } = await connectMcp(key);
    const call = await client.callTool({ name: "create_invoice", arguments: invoice });
    await client.close();
    expect(call.isError).toBe(true);
    const text = (call.content as { text: string }[])[0]!.text;
    expect(text).toMatch(/^confirmation_required: Nothing was written/);
    const proposalId = /proposalId: (\S+)/.exec(text)![1]!;
    expect(await invoiceCount()).toBe(0);
    const proposal = await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } });
    expect(proposal).toMatchObject({ status: "pending", operation: "create_invoice", companyId: company.companyId });
    expect(proposal.preview).toMatchObject({ display: expect.stringMatching(/^FT \d{4}\/1$/), totalCents: 12_300 });

    const listed = await page("/integracoes", owner.cookie, company.companyId);
    expect(listed.html).toContain(`data-proposal-id="${proposalId}"`);
    expect(listed.html).toContain("Aprovar");

    // A member may not decide, and another site's form is refused: still nothing written.
    expect((await decide(proposalId, "approve", member.cookie)).status).toBe(403);
    expect((await decide(proposalId, "approve", owner.cookie, "https://evil.example")).status).toBe(403);
    expect(await invoiceCount()).toBe(0);

    const [first, second] = await Promise.all([decide(proposalId, "approve"), decide(proposalId, "approve")]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect([first.headers.get("location"), second.headers.get("location")].sort()).toEqual(["/integracoes?proposta=already_decided#propostas", "/integracoes?proposta=approved#propostas"]);
    expect(await invoiceCount()).toBe(1);
    const approved = await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } });
    expect(approved).toMatchObject({ status: "approved", decidedById: owner.userId, result: { display: (proposal.preview as { display: string }).display, totalCents: 12_300 } });
    const issued = await testDatabase().invoice.findFirstOrThrow({ where: { companyId: company.companyId } });
    expect(issued.display).toBe((proposal.preview as { display: string }).display);
  });

  it.runIf(inject("mode") === "services")("a test key's proposal is listed in Integrações marked TESTE, and approved there it writes in the sandbox only", async () => {
    const test = await createTestKey(company.companyId, { livemode: false, rateLimitPerMinute: 10_000 });
    await testDatabase().apiKey.update({ where: { id: test.keyId }, data: { agentWritesNeedConfirmation: true } });
    const liveBefore = await invoiceCount();
    const refused = await api("POST", "/invoices", { key: test.key, body: invoice });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("confirmation_required");
    const proposalId = refused.body.error.details[0].message;
    const proposal = await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } });
    const sandbox = await testDatabase().company.findUniqueOrThrow({ where: { sandboxOfCompanyId: company.companyId } });
    expect(proposal.companyId).toBe(sandbox.id);

    const listed = await page("/integracoes", owner.cookie, company.companyId);
    const row = listed.html.slice(listed.html.indexOf(`data-proposal-id="${proposalId}"`));
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("TESTE");
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("Aprovar");

    expect((await decide(proposalId, "approve")).headers.get("location")).toBe("/integracoes?proposta=approved#propostas");
    expect(await invoiceCount()).toBe(liveBefore);
    const written = await testDatabase().invoice.findMany({ where: { companyId: sandbox.id, client: { nif: invoice.clientNif } } });
    expect(written).toHaveLength(1);
  });

  it("REST propose → reject: 403 confirmation_required with the proposal id; rejected, nothing is ever written", async () => {
    const before = await invoiceCount();
    const refused = await api("POST", "/invoices", { key, body: invoice });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("confirmation_required");
    const proposalId = refused.body.error.details[0].message;
    expect(refused.body.error.details[0].path).toBe("proposalId");
    expect((await decide(proposalId, "reject")).headers.get("location")).toBe("/integracoes?proposta=rejected#propostas");
    expect((await decide(proposalId, "approve")).headers.get("location")).toBe("/integracoes?proposta=already_decided#propostas");
    expect(await invoiceCount()).toBe(before);
    expect(await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } })).toMatchObject({ status: "rejected" });
  });

  it("an invalid write is refused at once (no proposal), and reads and dry runs need no confirmation", async () => {
    const proposals = () => testDatabase().agentProposal.count({ where: { companyId: company.companyId } });
    const count = await proposals();
    expect((await api("POST", "/invoices", { key, body: { ...invoice, lines: [] } })).status).toBe(400);
    expect((await api("GET", "/invoices", { key })).status).toBe(200);
    expect((await api("POST", "/invoices?dryRun=true", { key, body: invoice })).status).toBe(200);
    expect(await proposals()).toBe(count);
  });

  it("a proposal whose key was revoked before approval fails and writes nothing", async () => {
    const refused = await api("POST", "/invoices", { key, body: invoice });
    const proposalId = refused.body.error.details[0].message;
    const before = await invoiceCount();
    const proposal = await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } });
    await testDatabase().apiKey.update({ where: { id: proposal.apiKeyId! }, data: { revokedAt: new Date() } });
    expect((await decide(proposalId, "approve")).headers.get("location")).toBe("/integracoes?proposta=failed#propostas");
    expect(await invoiceCount()).toBe(before);
    expect(await testDatabase().agentProposal.findUniqueOrThrow({ where: { id: proposalId } })).toMatchObject({ status: "failed", error: expect.stringContaining("revogada") });
  });
});

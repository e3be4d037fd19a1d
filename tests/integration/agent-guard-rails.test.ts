import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// Per-key agent guard-rails: a read-only switch and daily caps on the documents a key issues (count
// and total value). Refusals are 403 agent_limit_exceeded naming the limit and how to change it, and
// a refused document leaves nothing behind — not even a used number.

const invoice = (unitEuros: number) => ({ clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", unitEuros }] });

describe("agent guard-rails per key", () => {
  let company: TestCompany;

  async function keyWith(limits: { agentReadOnly?: boolean; agentMaxDocumentsPerDay?: number; agentMaxCentsPerDay?: number }): Promise<string> {
    const { key, keyId } = await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 });
    await testDatabase().apiKey.update({ where: { id: keyId }, data: limits });
    return key;
  }

  const invoiceCount = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  beforeAll(async () => {
    company = await createTestCompany("Limites de Agentes, Lda");
  });

  it("a read-only key reads, is refused every write on REST and MCP, and lists only read-only tools", async () => {
    const key = await keyWith({ agentReadOnly: true });
    expect((await api("GET", "/invoices", { key })).status).toBe(200);
    const refused = await api("POST", "/invoices", { key, body: invoice(10) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("agent_limit_exceeded");
    expect(refused.body.error.message).toMatch(/read-only.*Integrações/s);
    const { client } = await connectMcp(key);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const call = await client.callTool({ name: "create_invoice", arguments: invoice(10) });
    expect(call.isError).toBe(true);
    expect((call.content as { text: string }[])[0]!.text).toMatch(/^agent_limit_exceeded: This key is read-only/);
    await client.close();
    expect(await invoiceCount()).toBe(0);
  });

  it("a daily document cap refuses the next document (and its dry run), leaving no number used", async () => {
    const key = await keyWith({ agentMaxDocumentsPerDay: 2 });
    for (let i = 0; i < 2; i++) expect((await api("POST", "/invoices", { key, body: invoice(10) })).status).toBe(201);
    const count = await invoiceCount();
    const preview = await api("POST", "/invoices?dryRun=true", { key, body: invoice(10) });
    expect(preview.status).toBe(403);
    const refused = await api("POST", "/invoices", { key, body: invoice(10) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "agent_limit_exceeded", details: [{ path: "agentPolicy.maxDocumentsPerDay" }] });
    expect(refused.body.error.message).toContain("may issue 2 document(s) per day and has issued 2 today");
    expect(await invoiceCount()).toBe(count);
    // Another key of the same company has its own budget, and the number continues with no gap.
    const other = await keyWith({});
    const next = await api("POST", "/invoices", { key: other, body: invoice(10) });
    expect(next.body.data.display).toMatch(/\/3$/);
  });

  it("dry runs do not spend the budget", async () => {
    const key = await keyWith({ agentMaxDocumentsPerDay: 1 });
    for (let i = 0; i < 3; i++) expect((await api("POST", "/invoices?dryRun=true", { key, body: invoice(10) })).status).toBe(200);
    expect((await api("POST", "/invoices", { key, body: invoice(10) })).status).toBe(201);
  });

  it("a daily value cap counts the documents' totals and says how much is left", async () => {
    const key = await keyWith({ agentMaxCentsPerDay: 20_000 });
    expect((await api("POST", "/invoices", { key, body: invoice(100) })).status).toBe(201); // 123,00 €
    const refused = await api("POST", "/invoices", { key, body: invoice(100) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details[0].path).toBe("agentPolicy.maxCentsPerDay");
    expect(refused.body.error.message).toMatch(/200,00\s€ per day; 123,00\s€ issued today, and this document adds 123,00\s€/);
    expect((await api("POST", "/invoices", { key, body: invoice(50) })).status).toBe(201); // 61,50 € fits
  });

  it("under concurrency the cap holds exactly", async () => {
    const key = await keyWith({ agentMaxDocumentsPerDay: 3 });
    const statuses = await Promise.all(Array.from({ length: 8 }, () => api("POST", "/invoices", { key, body: invoice(5) }).then((response) => response.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
  });
});

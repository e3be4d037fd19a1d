import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// MCP elicitation as the confirmation step: a client that declares `elicitation` is asked, on the
// tool call's own stream, to confirm a write that issues or undoes a document, with the preview's
// number, client and total. The write runs only on "accept"; reads, dry runs and clients that cannot
// be asked are not interrupted.

const INVOICE = { clientName: "Cliente Confirmado, Lda.", lines: [{ description: "Consultoria", quantity: 1, unitEuros: 100 }] };

describe("MCP confirmation through elicitation", () => {
  let company: TestCompany;
  let key: string;
  let client: Client;
  const asked: string[] = [];
  let reply: "accept" | "decline" | "cancel" = "accept";
  const invoiceCount = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  beforeAll(async () => {
    company = await createTestCompany("Confirmações, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    client = new Client({ name: "cliente-com-confirmacao", version: "1.0.0" }, { capabilities: { elicitation: {} } });
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return reply === "accept" ? { action: "accept", content: {} } : { action: reply };
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${inject("baseUrl")}/api/mcp/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    await client.listTools();
  });
  afterAll(async () => {
    await client?.close();
  });

  it("asks before issuing, showing the number, client and total, and issues exactly that on accept", async () => {
    reply = "accept";
    const before = await invoiceCount();
    const result = await client.callTool({ name: "create_invoice", arguments: INVOICE });
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    expect(asked).toHaveLength(1);
    const issued = result.structuredContent as { display: string };
    expect(asked[0]).toContain(issued.display);
    expect(asked[0]).toMatch(/cliente Cliente Confirmado, Lda\..*total 123,00 €/);
    expect(await invoiceCount()).toBe(before + 1);
  });

  it("writes nothing when the user declines or cancels, and says so with declined_by_user", async () => {
    for (const answer of ["decline", "cancel"] as const) {
      reply = answer;
      const before = await invoiceCount();
      const askedBefore = asked.length;
      const result = await client.callTool({ name: "create_invoice", arguments: INVOICE });
      expect(asked).toHaveLength(askedBefore + 1);
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ code: "declined_by_user" });
      expect(await invoiceCount()).toBe(before);
    }
    // The number previewed was not used: the next accepted invoice takes it.
    reply = "accept";
    const last = await testDatabase().invoice.findFirst({ where: { companyId: company.companyId }, orderBy: { number: "desc" } });
    const next = await client.callTool({ name: "create_invoice", arguments: INVOICE });
    expect((next.structuredContent as { display: string }).display).toMatch(new RegExp(`/${last!.number + 1}$`));
  });

  it("does not ask for reads, dry runs or writes that issue nothing", async () => {
    const askedBefore = asked.length;
    expect((await client.callTool({ name: "get_company", arguments: {} })).isError ?? false).toBe(false);
    const preview = await client.callTool({ name: "create_invoice", arguments: { ...INVOICE, dryRun: true } });
    expect(preview.isError ?? false).toBe(false);
    expect((await client.callTool({ name: "upsert_client", arguments: { name: "Outro Cliente, Lda." } })).isError ?? false).toBe(false);
    expect(asked).toHaveLength(askedBefore);
  });

  it("a client without elicitation is not asked, and an answer without its session is refused", async () => {
    const plain = await connectMcp(key);
    const before = await invoiceCount();
    const result = await plain.client.callTool({ name: "create_invoice", arguments: INVOICE });
    expect(result.isError ?? false).toBe(false);
    expect(await invoiceCount()).toBe(before + 1);
    await plain.client.close();
    const stray = await fetch(`${inject("baseUrl")}/api/mcp/mcp`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: "confirm-x", result: { action: "accept" } }),
    });
    expect(stray.status).toBe(400);
  });
});

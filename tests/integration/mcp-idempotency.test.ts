import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { randomUUID } from "node:crypto";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { Ajv } from "ajv";

/** The REST error object a failed tool call carries. */
const errorOf = (result: Record<string, unknown>) => {
  expect(result.isError).toBe(true);
  return result.structuredContent as { code: string; details: { path: string }[]; requestId: string; docUrl: string } | undefined;
};

const INVOICE = { clientName: "Cliente Agente", lines: [{ description: "Consultoria", quantity: 1, unitEuros: 100 }] };

describe("MCP idempotency and structured errors", () => {
  let company: TestCompany;
  let client: Client;

  beforeAll(async () => {
    company = await createTestCompany("Agente Idempotente, Lda");
    client = (await connectMcp((await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key)).client;
    // A normal client: once it has listed the tools it checks structuredContent against their output
    // schemas, also on errors (typescript-sdk#1943), so the error object must pass that check.
    await client.listTools();
  });
  afterAll(async () => {
    await client?.close();
  });

  const invoiceCount = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  it("replays the first result for the same idempotencyKey and input, also when the calls race", async () => {
    const idempotencyKey = randomUUID();
    const calls = await Promise.all(Array.from({ length: 4 }, () => client.callTool({ name: "create_invoice", arguments: { ...INVOICE, idempotencyKey } })));
    for (const call of calls) expect(call.isError ?? false, JSON.stringify(call.content)).toBe(false);
    const ids = new Set(calls.map((call) => (call.structuredContent as { id: string }).id));
    expect(ids.size).toBe(1);
    const again = await client.callTool({ name: "create_invoice", arguments: { ...INVOICE, idempotencyKey } });
    expect((again.structuredContent as { id: string }).id).toBe([...ids][0]);
    expect(await invoiceCount()).toBe(1);
  });

  it("answers idempotency_conflict for the same key with another input, and issues nothing", async () => {
    const idempotencyKey = randomUUID();
    await client.callTool({ name: "create_invoice", arguments: { ...INVOICE, idempotencyKey } });
    const before = await invoiceCount();
    const conflict = await client.callTool({ name: "create_invoice", arguments: { ...INVOICE, clientName: "Outro Cliente", idempotencyKey } });
    expect(conflict.isError).toBe(true);
    expect(errorOf(conflict)).toMatchObject({ code: "idempotency_conflict", details: [], requestId: expect.any(String) });
    expect(await invoiceCount()).toBe(before);
  });

  it("issues twice without a key, and says so in the tool description", async () => {
    const before = await invoiceCount();
    await client.callTool({ name: "create_invoice", arguments: INVOICE });
    await client.callTool({ name: "create_invoice", arguments: INVOICE });
    expect(await invoiceCount()).toBe(before + 2);
    const lister = await connectMcp((await createTestKey(company.companyId)).key);
    const tools = (await lister.client.listTools()).tools;
    const create = tools.find((tool) => tool.name === "create_invoice")!;
    expect(create.description).toContain("idempotencyKey");
    expect(create.description).toContain("MCP: `idempotencyKey` argument");
    expect(Object.keys(create.inputSchema.properties ?? {})).toContain("idempotencyKey");
    expect(Object.keys(tools.find((tool) => tool.name === "list_invoices")!.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["limit", "cursor"]));
    await lister.client.close();
  });

  it("gives every tool error the REST error fields in structuredContent, which the SDK client returns", async () => {
    const badArguments = await client.callTool({ name: "create_invoice", arguments: { clientName: "X", lines: [{ description: "x", unitEuros: 10, vatRate: 7 }] } });
    expect(badArguments.isError).toBe(true);
    expect(errorOf(badArguments)).toMatchObject({ code: "validation_error", requestId: expect.any(String), docUrl: expect.stringContaining("validation_error") });
    expect(errorOf(badArguments)!.details.map((detail) => detail.path)).toContain("lines[0].vatRate");

    const badKey = await client.callTool({ name: "create_invoice", arguments: { ...INVOICE, idempotencyKey: "com espaço" } });
    expect(errorOf(badKey)).toMatchObject({ code: "validation_error", details: [{ path: "idempotencyKey" }] });

    const badDryRun = await client.callTool({ name: "create_invoice", arguments: { ...INVOICE, dryRun: "yes" } });
    expect(errorOf(badDryRun)).toMatchObject({ code: "validation_error", details: [{ path: "dryRun" }] });

    const notFound = await client.callTool({ name: "get_invoice", arguments: { id: "nao-existe" } });
    expect(errorOf(notFound)).toMatchObject({ code: "not_found" });

    const badCursor = await client.callTool({ name: "list_invoices", arguments: { cursor: "nope" } });
    expect(errorOf(badCursor)).toMatchObject({ code: "validation_error", details: [{ path: "cursor" }] });

    const readOnly = await connectMcp((await createTestKey(company.companyId, { scopes: ["read"] })).key);
    await readOnly.client.listTools();
    const refused = await readOnly.client.callTool({ name: "create_invoice", arguments: INVOICE });
    expect(errorOf(refused)).toMatchObject({ code: "insufficient_scope", requestId: expect.any(String) });
    await readOnly.client.close();
  });

  it("advertises output schemas that keep the output's properties and admit the error object", async () => {
    const { tools } = await client.listTools();
    const ajv = new Ajv({ strict: false });
    const error = { code: "not_found", message: "Não existe.", details: [], requestId: "req_1", docUrl: "/docs/api#error-not_found" };
    for (const tool of tools) {
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(Object.keys(tool.outputSchema?.properties ?? {}).length, tool.name).toBeGreaterThan(0);
      const validate = ajv.compile(tool.outputSchema!);
      expect(validate(error), `${tool.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(validate({}), `${tool.name} must still require its output fields`).toBe(false);
    }
  });
});

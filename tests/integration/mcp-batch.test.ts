import { describe, expect, inject, it } from "vitest";
import { MAX_MCP_BODY_BYTES } from "@/lib/transports/mcp/json-rpc-message";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

// One tool call, one unit: a JSON-RPC batch cannot carry many tool calls past the per-key budget.
// Raw HTTP on purpose: the SDK's client never sends batches, an attacker does.

const INVOICE = { clientName: "Cliente Lote", lines: [{ description: "Serviço", unitEuros: 10 }] };

async function postMcp(key: string, body: unknown): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${inject("baseUrl")}/api/mcp/mcp`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
const remaining = (headers: Headers) => Number(headers.get("x-ratelimit-remaining"));

describe("MCP: one tool call, one unit of the key's budget", () => {
  it("refuses a batch of 100 get_company calls with a JSON-RPC error, charging the request once", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const batch = await postMcp(key, Array.from({ length: 100 }, (_, index) => toolCall(index + 1, "get_company", {})));
    expect(batch.status).toBe(400);
    const error = JSON.parse(batch.text);
    expect(error).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(error.error.message).toMatch(/batch/i);
    expect(batch.text).not.toContain(company.name); // no get_company ran
    expect(remaining(batch.headers)).toBe(59);
    // Single calls go on, one unit each.
    for (const expected of [58, 57, 56]) {
      const single = await postMcp(key, toolCall(1, "get_company", {}));
      expect(single.status).toBe(200);
      expect(single.text).toContain(company.name);
      expect(remaining(single.headers)).toBe(expected);
    }
  });

  it("a batch of 100 create_invoice calls issues no invoice; single calls never issue more than the budget", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["invoices:write"], rateLimitPerMinute: 5 });
    const invoices = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const batch = await postMcp(key, Array.from({ length: 100 }, (_, index) => toolCall(index + 1, "create_invoice", INVOICE)));
    expect(batch.status).toBe(400);
    expect(await invoices()).toBe(0);
    expect(remaining(batch.headers)).toBe(4);
    const statuses: number[] = [];
    for (let call = 0; call < 8; call++) {
      const single = await postMcp(key, toolCall(call, "create_invoice", INVOICE));
      statuses.push(single.status);
      if (single.status === 200) expect(remaining(single.headers)).toBe(3 - call);
      else expect(JSON.parse(single.text).error.code).toBe("rate_limited");
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(await invoices()).toBe(4);
  });

  it("refuses a body that is not one JSON-RPC message", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    expect(JSON.parse((await postMcp(key, "[")).text).error.code).toBe(-32700);
    expect(JSON.parse((await postMcp(key, "42")).text).error.code).toBe(-32600);
    // A nested array is still a batch.
    expect(JSON.parse((await postMcp(key, ` [${JSON.stringify(toolCall(1, "get_company", {}))}]`)).text).error.code).toBe(-32600);
  });

  it("takes a body as large as one 12 MB upload_document needs, and refuses anything larger with 413", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["documents:write"] });
    // 12 MiB of file is 16 MiB of base64: this call must reach the tool (and be refused there as not a document).
    const upload = toolCall(1, "upload_document", { fileName: "zeros.pdf", mimeType: "application/pdf", dataBase64: "A".repeat(16 * 1024 * 1024) });
    const accepted = await postMcp(key, upload);
    expect(accepted.status).toBe(200);
    expect(accepted.text).not.toContain("payload_too_large");
    const tooLarge = await postMcp(key, { ...upload, params: { ...upload.params, arguments: { ...upload.params.arguments, dataBase64: "A".repeat(MAX_MCP_BODY_BYTES) } } });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text).error.code).toBe("payload_too_large");
    expect(MAX_MCP_BODY_BYTES).toBeLessThan(17 * 1024 * 1024);
  });
});

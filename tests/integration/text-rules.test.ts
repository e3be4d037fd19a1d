import { describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// Malformed Unicode: a lone UTF-16 surrogate has no UTF-8 form, so it cannot be stored or encoded.
// One text rule (lib/core/http/text-rules.ts) refuses it with 400 validation_error naming the field, on
// REST and MCP alike, before anything is written.

const LONE_HIGH = "Z\ud800x";
const LONE_LOW = "\udc00fim";

describe("lone surrogates in text fields", () => {
  it("REST: 400 validation_error naming the field, nothing written", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    const client = await api("POST", "/clients", { key, body: { name: LONE_HIGH } });
    expect(client.status).toBe(400);
    expect(client.body.error.code).toBe("validation_error");
    expect(client.body.error.details[0].path).toBe("name");
    const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente", lines: [{ description: LONE_LOW, unitEuros: 1 }] } });
    expect(invoice.status).toBe(400);
    expect(invoice.body.error.details[0].path).toBe("lines[0].description");
    // A well-formed pair (an emoji) is ordinary text.
    expect((await api("POST", "/clients", { key, body: { name: "Café 😀" } })).status).toBeLessThan(300);
    const db = testDatabase();
    expect(await db.invoice.count({ where: { companyId: company.companyId } })).toBe(0);
    expect((await db.client.findMany({ where: { companyId: company.companyId } })).map((row) => row.name)).toEqual(["Café 😀"]);
  });

  it("MCP: the tool answers validation_error naming the field, nothing written", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    const { client } = await connectMcp(key);
    try {
      const result = await client.callTool({ name: "upsert_client", arguments: { name: LONE_HIGH } });
      expect(result.isError).toBe(true);
      const text = (result.content as { text: string }[]).map((part) => part.text).join("\n");
      expect(text).toMatch(/^validation_error: 'name' contains a lone UTF-16 surrogate/);
      expect(await testDatabase().client.count({ where: { companyId: company.companyId } })).toBe(0);
    } finally {
      await client.close();
    }
  });
});

import { describe, expect, it } from "vitest";
import { cachedToolList, rememberToolList, toolListAnswer } from "@/lib/transports/mcp/tool-list-cache";

// The cached tools/list answer: kept as JSON text per toolset, answered with the bytes Response.json
// would have made for the same message.

const result = { tools: [{ name: "get_company", description: "Empresa — «NIF» \u2028 e \"aspas\"", inputSchema: { type: "object", properties: {} } }] };

describe("tool list cache", () => {
  it("answers exactly what Response.json would, for a number, a string and a null id", async () => {
    rememberToolList({ scopes: ["read", "chat"], readOnly: false }, result);
    const cached = cachedToolList({ scopes: ["chat", "read"], readOnly: false })!;
    for (const id of [7, "pedido-é-1", null]) {
      const answer = toolListAnswer(id, cached);
      const expected = Response.json({ jsonrpc: "2.0", id, result });
      expect(answer.headers.get("content-type")).toBe(expected.headers.get("content-type"));
      expect(await answer.text()).toBe(await expected.text());
    }
  });

  it("keeps one list per scope set and read-only switch", () => {
    rememberToolList({ scopes: ["read", "invoices:write"], readOnly: false }, { tools: [{ name: "a" }] });
    expect(cachedToolList({ scopes: ["invoices:write", "read"], readOnly: true })).toBeUndefined();
    expect(cachedToolList({ scopes: ["read"], readOnly: false })).toBeUndefined();
    expect(JSON.parse(cachedToolList({ scopes: ["invoices:write", "read"], readOnly: false })!)).toEqual({ tools: [{ name: "a" }] });
  });
});

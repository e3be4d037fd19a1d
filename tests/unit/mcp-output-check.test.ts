import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { checkedOutput } from "@/lib/transports/mcp/tool-output-check";

// Our tools check their result against the tool's output schema themselves (checkedOutput, with zod's
// own parser), because tools/call is served without McpServer's dispatch, which would have checked it
// (serve-tool-calls.ts). Its answer must be the one McpServer gives: each case here is run through a
// real McpServer (in memory, its own dispatch) and through checkedOutput, and compared.

const output = z.object({ total: z.number().int(), label: z.string() });
const operation = { name: "sample_tool", output };

async function sdkAnswer(result: CallToolResult): Promise<CallToolResult> {
  const server = new McpServer({ name: "test", version: "1.0.0" });
  server.registerTool("sample_tool", { description: "x", inputSchema: {}, outputSchema: output.shape }, async () => result);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  // The client never lists the tools, so it has no output schema to check against itself: what
  // comes back is the server's answer as sent.
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return (await client.callTool({ name: "sample_tool", arguments: {} })) as CallToolResult;
  } finally {
    await client.close();
    await server.close();
  }
}

const cases: Record<string, CallToolResult> = {
  "a result that matches the schema": { structuredContent: { total: 3, label: "ok" }, content: [{ type: "text", text: "{}" }] },
  "structured content of the wrong type": { structuredContent: { total: "três", label: "ok" }, content: [{ type: "text", text: "{}" }] },
  "structured content missing a field": { structuredContent: { total: 3 }, content: [{ type: "text", text: "{}" }] },
  "structured content with two wrong fields": { structuredContent: { total: 1.5, label: 7 }, content: [{ type: "text", text: "{}" }] },
  "no structured content at all": { content: [{ type: "text", text: "{}" }] },
  "an error result, not checked": { isError: true, structuredContent: { code: "not_found" }, content: [{ type: "text", text: "not_found" }] },
};

describe("the tools' output check", () => {
  for (const [name, result] of Object.entries(cases)) {
    it(`answers like the SDK server: ${name}`, async () => {
      const direct = await checkedOutput(operation, result);
      expect(direct).toEqual(await sdkAnswer(result));
      if (name.startsWith("structured content") || name.startsWith("no structured")) {
        expect(direct.isError).toBe(true);
        expect((direct.content[0] as { text: string }).text).toMatch(/^MCP error -32602: Output validation error: /);
      }
    });
  }
});

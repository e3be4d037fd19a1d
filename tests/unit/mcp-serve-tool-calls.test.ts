import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer, type RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { serveToolCalls } from "@/lib/transports/mcp/serve-tool-calls";

// McpServer refuses arguments that do not match a tool's input schema with a plain-text error of its
// own; our tools judge their arguments with the operation's schema (validation_error with details).
// serveToolCalls (the SDK's public low-level API) hands the arguments to the tool's callback as sent,
// in place of the override of McpServer's private validateToolInput it replaces.

async function call(serve: boolean, args: Record<string, unknown>): Promise<CallToolResult> {
  const server = new McpServer({ name: "test", version: "1.0.0" });
  const tool = server.registerTool("echo", { description: "x", inputSchema: z.object({ total: z.number() }).strict() }, async (received) => ({
    content: [{ type: "text", text: JSON.stringify(received) }],
  }));
  if (serve) serveToolCalls(server, new Map<string, RegisteredTool>([["echo", tool]]));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return (await client.callTool({ name: "echo", arguments: args })) as CallToolResult;
  } finally {
    await client.close();
    await server.close();
  }
}

describe("serveToolCalls", () => {
  const bad = { total: "três", unknownArgument: 1 };

  it("gives the tool the arguments as sent, where McpServer's own check refuses them", async () => {
    const sdk = await call(false, bad);
    expect(sdk.isError).toBe(true);
    expect((sdk.content[0] as { text: string }).text).toMatch(/Input validation error/);
    const served = await call(true, bad);
    expect(served.isError).toBeUndefined();
    expect(JSON.parse((served.content[0] as { text: string }).text)).toEqual(bad);
  });

  it("still lists the tool with McpServer's listing", async () => {
    const server = new McpServer({ name: "test", version: "1.0.0" });
    const tool = server.registerTool("echo", { description: "x", inputSchema: z.object({ total: z.number() }) }, async () => ({ content: [] }));
    serveToolCalls(server, new Map([["echo", tool]]));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    expect(tools.map((listed) => [listed.name, Object.keys(listed.inputSchema.properties ?? {})])).toEqual([["echo", ["total"]]]);
    await client.close();
    await server.close();
  });
});

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolResultSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { z } from "zod";
import { serveToolCalls } from "@/lib/transports/mcp/serve-tool-calls";
import { checkedOutput } from "@/lib/transports/mcp/tool-output-check";

// `npx tsx tests/bench/mcp-server-cost.ts`: what the endpoint's direct tools/call saves
// (lib/transports/mcp/direct-tool-call.ts). One tools/call of a tool that does nothing, answered as
// the endpoint answers it when the direct path declines — a fresh SDK server and transport per
// request, one tool registered, connect, answer, close — and as the direct path answers it (output
// check, the protocol's result schema, the JSON envelope). Microseconds per call, after a warm-up.

const input = z.object(Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`field${index}`, z.string().optional()]))).strict();
const output = z.object({ id: z.string(), name: z.string(), total: z.number() });
const operation = { name: "get_company", output };
const result: CallToolResult = { structuredContent: { id: "c1", name: "Padaria Lusitana", total: 3 }, content: [{ type: "text", text: "{}" }] };
const validator = new AjvJsonSchemaValidator();
const message = { jsonrpc: "2.0" as const, id: 1, method: "tools/call", params: { name: "get_company", arguments: {} } };
const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };

async function throughSdkServer(): Promise<void> {
  const server = new McpServer({ name: "contabilista", version: "1.0.0" }, { jsonSchemaValidator: validator });
  const tool = server.registerTool("get_company", { description: "x", inputSchema: input, outputSchema: output }, async () => checkedOutput(operation, result));
  serveToolCalls(server, new Map([["get_company", tool]]));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const response = await transport.handleRequest(new Request("http://localhost/api/mcp/mcp", { method: "POST", headers, body: "{}" }), { parsedBody: message });
  await response.arrayBuffer();
  await server.close();
}

async function directly(): Promise<void> {
  const parsed = CallToolResultSchema.safeParse(await checkedOutput(operation, result));
  await Response.json({ result: parsed.data, jsonrpc: "2.0", id: 1 }).arrayBuffer();
}

for (const [name, answer] of [["SDK server per call", throughSdkServer], ["direct", directly]] as const) {
  for (let warmUp = 0; warmUp < 200; warmUp++) await answer();
  const calls = 2000;
  const started = performance.now();
  for (let call = 0; call < calls; call++) await answer();
  console.log(`${name}: ${Math.round(((performance.now() - started) / calls) * 1000)} µs per call`);
}

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { describe, expect, it } from "vitest";
import { SCOPES } from "@/lib/kernel/scopes";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { registerOperationTool } from "@/lib/transports/mcp/operation-tool";
import { portableSchema } from "@/lib/transports/mcp/portable-schema";
import { advertiseToolList } from "@/lib/transports/mcp/tool-error-schema";
import { agentToolOperations, operations } from "@/lib/registry/registry";

// Every tool schema the endpoint advertises is written in the portable subset clients such as
// Gemini's function declarations accept (client.md L11): one `type` per schema, and every schema
// says what it accepts. The list is the SDK's own tools/list answer for every tool, rewritten by the
// endpoint's advertiseToolList.

const key: VerifiedApiKey = {
  id: "key-never-used", companyId: "company-never-read", prefix: "ctb_live_x", name: "schema test", scopes: [...SCOPES],
  rateLimitPerMinute: null, agentReadOnly: false, agentMaxDocumentsPerDay: null, agentMaxCentsPerDay: null, agentWritesNeedConfirmation: false, livemode: true,
};

type JsonSchema = Record<string, unknown>;
const VALIDATION_KEYWORDS = ["type", "anyOf", "oneOf", "allOf", "enum", "const", "$ref", "not"];

/** Every problem in a schema, each with its JSON path. */
function portabilityProblems(schema: unknown, at: string): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const node = schema as JsonSchema;
  const problems: string[] = [];
  if (Array.isArray(node.type)) problems.push(`${at}: type is a list ${JSON.stringify(node.type)}`);
  if (!VALIDATION_KEYWORDS.some((keyword) => keyword in node)) problems.push(`${at}: no validation keyword`);
  for (const [name, sub] of Object.entries((node.properties as JsonSchema | undefined) ?? {})) problems.push(...portabilityProblems(sub, `${at}.${name}`));
  for (const keyword of ["anyOf", "oneOf", "allOf"]) for (const [index, sub] of ((node[keyword] as unknown[] | undefined) ?? []).entries()) problems.push(...portabilityProblems(sub, `${at}/${keyword}[${index}]`));
  if (typeof node.items === "object") problems.push(...portabilityProblems(node.items, `${at}[]`));
  if (typeof node.additionalProperties === "object") problems.push(...portabilityProblems(node.additionalProperties, `${at}{}`));
  return problems;
}

async function listedTools(): Promise<{ name: string; inputSchema: JsonSchema; outputSchema?: JsonSchema }[]> {
  const server = new McpServer({ name: "test", version: "1.0.0" });
  for (const operation of [...agentToolOperations, operations.chat]) registerOperationTool(server, operation, key, "schema-test");
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return (await client.listTools()).tools as never;
  } finally {
    await client.close();
    await server.close();
  }
}

describe("advertised MCP tool schemas", () => {
  it("are portable: no type lists, and every schema says what it accepts", async () => {
    const tools = await listedTools();
    expect(tools.length).toBeGreaterThan(40);
    const raw = tools.flatMap((tool) => portabilityProblems(tool.inputSchema, `${tool.name}.input`).concat(portabilityProblems(tool.outputSchema, `${tool.name}.output`)));
    expect(raw.length).toBeGreaterThan(0); // the SDK's own conversion writes type lists: the rewrite below is what removes them
    const result = { tools };
    advertiseToolList(result);
    const problems = result.tools.flatMap((tool) => portabilityProblems(tool.inputSchema, `${tool.name}.input`).concat(portabilityProblems(tool.outputSchema, `${tool.name}.output`)));
    expect(problems).toEqual([]);
  });

  it("writes a nullable field as an anyOf that keeps its description and constraints", () => {
    const schema = { type: "object", properties: { note: { type: ["string", "null"], maxLength: 5, description: "a note" } }, required: ["note"] };
    expect(portableSchema(schema)).toEqual({
      type: "object",
      properties: { note: { anyOf: [{ type: "string", maxLength: 5 }, { type: "null" }], description: "a note" } },
      required: ["note"],
    });
  });
});

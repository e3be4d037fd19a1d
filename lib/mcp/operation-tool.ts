import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { operationContextForKey } from "@/lib/api/request-context";
import type { VerifiedApiKey } from "@/lib/auth/verify-api-key";
import { ApiError } from "@/lib/http/api-error";
import { log } from "@/lib/http/log";
import { isDatabaseUnavailable } from "@/lib/http/database-unavailable";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import type { AnyOperation } from "@/lib/operations/operation";

/** An operation's failure as a tool result an agent can act on: the code, what is wrong, where. */
export function toolError(error: unknown, requestId: string): CallToolResult {
  let text: string;
  if (error instanceof ApiError) {
    const details = error.details?.map((detail) => `- ${detail.path}: ${detail.message}`).join("\n");
    text = `${error.code}: ${error.message}${details ? `\n${details}` : ""}`;
  } else if (isDatabaseUnavailable(error)) {
    text = "service_unavailable: the database is temporarily unavailable. Retry in a few seconds.";
  } else {
    log("error", "mcp_tool_error", { requestId, error: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
    text = `internal_error: something went wrong on our side (request id ${requestId}). Retry once; if it persists, report the request id.`;
  }
  return { isError: true, content: [{ type: "text", text }] };
}

export function missingScopeResult(operation: AnyOperation): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: `insufficient_scope: this API key lacks the '${operation.scope}' scope that ${operation.name} needs. Ask the user for a key with '${operation.scope}' (Integrações → nova chave).` }],
  };
}

const unnamedCopies = new WeakMap<z.ZodObject, z.ZodObject>();

/**
 * MCP requires tool schemas whose root is `type: "object"`. A schema named with `.meta({ id })`
 * converts to a root `$ref`, so the tool gets an unnamed object with the same fields. Made once per
 * schema: it depends on nothing else, and servers are built per request.
 */
function unnamedRoot(schema: z.ZodObject): z.ZodObject {
  let copy = unnamedCopies.get(schema);
  if (!copy) unnamedCopies.set(schema, (copy = z.object(schema.shape)));
  return copy;
}

/** Registers one registry operation as an MCP tool: same name, description, schemas and scope. */
export function registerOperationTool(server: McpServer, operation: AnyOperation, key: VerifiedApiKey, requestId: string): void {
  server.registerTool(
    operation.name,
    {
      title: operation.title,
      description: `${operation.description}\n\nRequires the '${operation.scope}' scope.`,
      inputSchema: unnamedRoot(operation.input),
      outputSchema: unnamedRoot(operation.output),
      annotations: {
        title: operation.title,
        readOnlyHint: operation.hints.readOnly,
        destructiveHint: operation.hints.destructive,
        idempotentHint: operation.hints.idempotent,
        openWorldHint: operation.hints.openWorld,
      },
    },
    async (input: unknown): Promise<CallToolResult> => {
      try {
        // The SDK validated against the unnamed copy; invokeOperation checks the scope again (the tool
        // list is not a security boundary) and parses with the operation's own schema, as on REST.
        const output = await invokeOperation(operation, operationContextForKey(key, requestId), input, "input");
        log("info", "mcp_tool_call", { requestId, tool: operation.name, keyPrefix: key.prefix, companyId: key.companyId, ok: true });
        return { structuredContent: output as Record<string, unknown>, content: [{ type: "text", text: JSON.stringify(output) }] };
      } catch (error) {
        log("info", "mcp_tool_call", { requestId, tool: operation.name, keyPrefix: key.prefix, companyId: key.companyId, ok: false });
        return toolError(error, requestId);
      }
    },
  );
}

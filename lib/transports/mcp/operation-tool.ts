import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { operationContextForKey } from "@/lib/transports/api/request-context";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { ApiError, errorDocUrl, publicDetail } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { toApiError } from "@/lib/core/http/respond";
import { parseOrThrow } from "@/lib/core/http/validation";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import { formatEuros } from "@/lib/core/money";
import { supportsDryRun, type AnyOperation } from "@/lib/kernel/operation";
import { asksUserFirst, type ConfirmWithUser } from "./confirm-with-user";
import { checkedOutput } from "./tool-output-check";
import { toolArguments, toolInputSchema, toolOutputSchema } from "./tool-schemas";

/**
 * A failure as a tool result an agent can act on, in one format for every tool: `isError: true` and
 * `structuredContent` holding REST's error object `{ code, message, details, requestId, docUrl }`
 * (each tool's advertised output schema admits it, see tool-error-schema.ts); the text says the same.
 */
export function toolError(error: unknown, requestId: string): CallToolResult {
  const apiError = toApiError(error, requestId);
  const details = (apiError.details ?? []).map(publicDetail);
  const lines = details.map((detail) => `- ${detail.path}: ${detail.message}`).join("\n");
  return {
    isError: true,
    structuredContent: { code: apiError.code, message: apiError.message, details, requestId, docUrl: errorDocUrl(apiError.code) },
    content: [{ type: "text", text: `${apiError.code}: ${apiError.message}${lines ? `\n${lines}` : ""}` }],
  };
}

export function missingScopeResult(operation: AnyOperation, requestId: string): CallToolResult {
  const message = `This API key lacks the '${operation.scope}' scope that ${operation.name} needs. Ask the user for a key with '${operation.scope}' (Integrações → nova chave).`;
  return toolError(new ApiError("insufficient_scope", message), requestId);
}

const IDEMPOTENCY_NOTE =
  "\n\nPass `idempotencyKey` (a fresh UUID per intended action) so that a retry returns the first result instead of acting twice; the same key with other arguments fails with idempotency_conflict.";

/**
 * Separates the tool-only arguments from the operation's input and checks them (the SDK's own
 * argument check is not made, see serve-tool-calls.ts). On a tool that does not declare
 * one, `idempotencyKey`/`dryRun` stay in the input, where the operation's schema judges them.
 */
function splitToolArguments(operation: AnyOperation, args: Record<string, unknown>): { input: Record<string, unknown>; idempotencyKey?: string; dryRun: boolean } {
  const input = { ...args };
  const toolOnly: Record<string, unknown> = {};
  if (operation.http.idempotent) {
    toolOnly.idempotencyKey = input.idempotencyKey;
    delete input.idempotencyKey;
  }
  if (supportsDryRun(operation)) {
    toolOnly.dryRun = input.dryRun;
    delete input.dryRun;
  }
  const parsed = parseOrThrow(toolArguments, toolOnly, "input");
  return { input, idempotencyKey: parsed.idempotencyKey, dryRun: parsed.dryRun === true };
}

/** Registers one registry operation as an MCP tool: same name, description, schemas and scope. */
/** `clientName` is the client's User-Agent: the server is stateless, so initialize's clientInfo is not at hand on a tool call. */
/** `confirm` is set when the client can be asked (elicitation): writes that issue or undo a document then ask the user first. */
export function registerOperationTool(server: McpServer, operation: AnyOperation, key: VerifiedApiKey, requestId: string, clientName?: string | null, confirm?: ConfirmWithUser): RegisteredTool {
  return server.registerTool(
    operation.name,
    {
      title: operation.title,
      description: `${operation.description}${operation.http.idempotent ? IDEMPOTENCY_NOTE : ""}\n\nRequires the '${operation.scope}' scope.`,
      inputSchema: toolInputSchema(operation),
      outputSchema: toolOutputSchema(operation),
      annotations: {
        title: operation.title,
        readOnlyHint: operation.hints.readOnly,
        destructiveHint: operation.hints.destructive,
        idempotentHint: operation.hints.idempotent,
        openWorldHint: operation.hints.openWorld,
      },
    },
    (args: Record<string, unknown> | undefined, extra: { requestId: string | number }) => runOperationTool(operation, key, requestId, args, { clientName, confirm, jsonRpcId: extra.requestId }),
  );
}

/**
 * One tool call: the operation through invokeOperation, its output (checked against the tool's output
 * schema) or failure as a tool result, and the `mcp_tool_call` log line. The SDK server's tool
 * callback (serve-tool-calls.ts) and the endpoint's direct tools/call (direct-tool-call.ts) both run it. `jsonRpcId` is the call's own id, which a confirmation refers to.
 */
export async function runOperationTool(
  operation: AnyOperation,
  key: VerifiedApiKey,
  requestId: string,
  args: Record<string, unknown> | undefined,
  { clientName, confirm, jsonRpcId }: { clientName?: string | null; confirm?: ConfirmWithUser; jsonRpcId: string | number },
): Promise<CallToolResult> {
  try {
    const { input, idempotencyKey, dryRun } = splitToolArguments(operation, args ?? {});
    // invokeOperation checks the scope again (the tool list is not a security boundary) and parses
    // with the operation's own schema, as on REST.
    const context = { ...operationContextForKey(key, requestId, dryRun ? undefined : idempotencyKey), surface: "mcp" as const, clientName: clientName ?? undefined };
    // Proposals (writes need confirmation) already wait for a person; otherwise ask through the client.
    if (confirm && !dryRun && asksUserFirst(operation) && !context.agentPolicy?.writesNeedConfirmation) {
      const preview = await invokeWithUncheckedInput(operation, { ...context, idempotency: undefined }, input, "input", { dryRun: true });
      const decision = await confirm(confirmationMessage(operation, preview), jsonRpcId);
      if (decision !== "accept") {
        log("info", "mcp_tool_call", { requestId, tool: operation.name, keyPrefix: key.prefix, companyId: key.companyId, ok: false, confirmation: decision });
        const why = decision === "timeout" ? "did not answer in time" : decision === "decline" ? "declined" : "cancelled";
        return toolError(new ApiError("declined_by_user", `Nothing was written: the user ${why} when asked to confirm ${operation.name}. Do not retry unless the user asks.`), requestId);
      }
    }
    const output = await invokeWithUncheckedInput(operation, context, input, "input", { dryRun });
    log("info", "mcp_tool_call", { requestId, tool: operation.name, keyPrefix: key.prefix, companyId: key.companyId, ok: true, dryRun });
    if (dryRun) {
      const text = `Dry run: nothing was created or changed. This is what ${operation.name} would produce:\n${JSON.stringify(output)}`;
      return checkedOutput(operation, { structuredContent: output as Record<string, unknown>, content: [{ type: "text", text }], _meta: { dryRun: true } });
    }
    return checkedOutput(operation, { structuredContent: output as Record<string, unknown>, content: [{ type: "text", text: JSON.stringify(output) }] });
  } catch (error) {
    log("info", "mcp_tool_call", { requestId, tool: operation.name, keyPrefix: key.prefix, companyId: key.companyId, ok: false });
    return toolError(error, requestId);
  }
}

/** What the user is asked to confirm, in Portuguese: the operation and the preview's number, client and total. */
function confirmationMessage(operation: AnyOperation, preview: unknown): string {
  const fields = (preview ?? {}) as { display?: unknown; clientName?: unknown; totalCents?: unknown; warnings?: unknown };
  const parts = [
    typeof fields.display === "string" ? fields.display : "",
    typeof fields.clientName === "string" ? `cliente ${fields.clientName}` : "",
    typeof fields.totalCents === "number" ? `total ${formatEuros(fields.totalCents)}` : "",
  ].filter(Boolean);
  const warnings = Array.isArray(fields.warnings) && fields.warnings.length ? `\nAvisos: ${fields.warnings.join("; ")}` : "";
  return `Um agente pede para executar «${operation.title}» (${operation.name})${parts.length ? `: ${parts.join(", ")}` : ""}. Confirma? Nada foi escrito ainda.${warnings}`;
}

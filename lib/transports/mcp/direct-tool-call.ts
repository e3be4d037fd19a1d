import { CallToolRequestSchema, CallToolResultSchema, ErrorCode, JSONRPCRequestSchema, McpError, SUPPORTED_PROTOCOL_VERSIONS, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import type { AnyOperation } from "@/lib/kernel/operation";
import type { JsonRpcMessage } from "./json-rpc-message";
import { runOperationTool } from "./operation-tool";

// A plain tools/call answered as JSON needs none of what an SDK server is built for (capabilities,
// listings, sessions, streams), yet building one per request (server, transport, tool registration,
// connect, close) cost more than the tool itself on a light read (--cpu-prof of the bench's MCP
// get_company). So such a call runs the tool directly, with what the SDK's transport and server would
// check and answer: the same headers refused, the same result (runOperationTool, which the SDK
// server's tools/call runs too), the same envelope. Anything else — a message the SDK's schemas refuse,
// a header it would refuse, a task request, a call that first asks the user — goes to the SDK server.

/**
 * Whether the SDK's Streamable HTTP transport would let this request through to its server (POST
 * checks). Its Content-Type check reads the media type (since 1.32: `text/plain; a=application/json`,
 * which a browser form may send without a preflight, is 415); this one accepts a subset of what it
 * accepts — `application/json` with parameters, and no comma (joined duplicate headers) — and leaves
 * anything else to the transport itself.
 */
export function transportAccepts(request: Request): boolean {
  const accept = request.headers.get("accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream")) return false;
  const contentType = request.headers.get("content-type");
  if (!contentType || contentType.includes(",") || contentType.split(";", 1)[0]!.trim().toLowerCase() !== "application/json") return false;
  const protocolVersion = request.headers.get("mcp-protocol-version");
  return protocolVersion === null || SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion);
}

/** A well-formed tools/call request (by the SDK's own schemas) that is not task-augmented. */
function plainToolCall(message: JsonRpcMessage): (JsonRpcMessage & { id: string | number }) | undefined {
  if (!JSONRPCRequestSchema.safeParse(message).success) return undefined;
  const call = CallToolRequestSchema.safeParse(message);
  if (!call.success || call.data.params.task) return undefined;
  return message as JsonRpcMessage & { id: string | number };
}

/**
 * Runs the called tool and answers the JSON-RPC response, or returns undefined when the SDK server
 * should handle the request. `onResult` sees the result before it is sent (shared heavy runs).
 */
export async function callToolDirectly(
  request: Request,
  message: JsonRpcMessage,
  operation: AnyOperation,
  key: VerifiedApiKey,
  requestId: string,
  onResult: (result: CallToolResult) => void,
): Promise<Response | undefined> {
  const call = transportAccepts(request) ? plainToolCall(message) : undefined;
  if (!call) return undefined;
  const args = call.params?.arguments as Record<string, unknown> | undefined;
  const result = await runOperationTool(operation, key, requestId, args, { clientName: request.headers.get("user-agent"), jsonRpcId: call.id });
  // The SDK server sends every tools/call result as parsed by the protocol's result schema (its fields
  // in the schema's order); so does this path, so both answer the same bytes (the parity test in mcp.test.ts).
  const parsed = CallToolResultSchema.safeParse(result);
  if (!parsed.success) {
    return Response.json({ jsonrpc: "2.0", id: call.id, error: { code: ErrorCode.InvalidParams, message: new McpError(ErrorCode.InvalidParams, `Invalid tools/call result: ${parsed.error.message}`).message } });
  }
  onResult(parsed.data);
  return Response.json({ result: parsed.data, jsonrpc: "2.0", id: call.id });
}

import { MAX_DOCUMENT_BYTES } from "@/lib/domains/documents/upload-document";
import { parseJson } from "@/lib/core/http/off-thread-body";

// What the MCP endpoint accepts in one POST: exactly one JSON-RPC message, no larger than one
// upload_document call needs. Batches (JSON arrays, dropped from MCP in spec 2025-06-18) are refused:
// one request then can never run more than one tool call, so the per-key budget counts every call.

/** Base64 of the largest document (12 MiB → 16 MiB of text, unwrapped) plus room for the rest of the message. */
export const MAX_MCP_BODY_BYTES = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;

export type JsonRpcMessage = {
  jsonrpc?: string;
  id?: string | number | null;
  method?: string;
  params?: { name?: string; arguments?: unknown; capabilities?: { elicitation?: unknown } };
  /** Set on a client's answer to a request of ours (elicitation/create). */
  result?: unknown;
  error?: unknown;
};

/** Whether the message answers a request the server sent (it has no method, but an id and a result or error). */
export function isAnswer(message: JsonRpcMessage): boolean {
  return message.method === undefined && message.id !== undefined && message.id !== null && ("result" in message || "error" in message);
}

/** A JSON-RPC error answered by the endpoint itself, before the transport sees the request. */
function jsonRpcError(code: number, message: string): Response {
  return Response.json({ jsonrpc: "2.0", id: null, error: { code, message } }, { status: 400 });
}

/** The one message of a POST body, or the JSON-RPC error that refuses the body. */
export async function singleMessage(body: Uint8Array): Promise<{ message: JsonRpcMessage } | { refusal: Response }> {
  let parsed: unknown;
  try {
    parsed = await parseJson(body);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error; // a failed parsing thread is ours, not the client's
    return { refusal: jsonRpcError(-32700, "Parse error: the body is not valid JSON.") };
  }
  if (Array.isArray(parsed)) {
    return { refusal: jsonRpcError(-32600, "Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18). Send one message per HTTP request; each tool call counts against the key's rate limit.") };
  }
  if (!parsed || typeof parsed !== "object") return { refusal: jsonRpcError(-32600, "Invalid Request: the body must be one JSON-RPC message (an object).") };
  return { message: parsed as JsonRpcMessage };
}

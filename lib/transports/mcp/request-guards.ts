import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { JsonRpcMessage } from "./json-rpc-message";

// What the MCP transport specification (2025-06-18, "Security Warning" and "Protocol Version Header")
// asks of every request before any method runs, checked here for all of them — the cached tools/list
// and the direct tools/call never reach the SDK transport that checks the version for the rest.

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Origins a browser page may call the MCP endpoint from: the public address, loopback in development, and MCP_ALLOWED_ORIGINS. */
function originAllowed(origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const listed = (process.env.MCP_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  if (listed.includes(parsed.origin)) return true;
  // Not the Host header: under DNS rebinding the attacker's page and the Host name are the same.
  if (process.env.PUBLIC_URL) return parsed.origin === new URL(process.env.PUBLIC_URL).origin;
  return LOOPBACK_HOSTS.has(parsed.hostname);
}

function jsonRpcError(status: number, code: number, message: string, id: JsonRpcMessage["id"] = null): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message }, id: id ?? null }, { status });
}

/**
 * A browser page on another site (DNS rebinding) is refused with 403; clients that are not browsers
 * send no Origin and pass.
 */
export function refuseForeignOrigin(request: Request): Response | undefined {
  const origin = request.headers.get("origin");
  if (origin === null || originAllowed(origin)) return undefined;
  return jsonRpcError(403, -32000, `Forbidden: Origin ${origin} may not call this MCP endpoint (set MCP_ALLOWED_ORIGINS to allow a web client).`);
}

/** After initialize, a version this server does not speak is a 400, whichever path would answer the request. */
export function refuseUnsupportedVersion(request: Request, message: JsonRpcMessage): Response | undefined {
  const version = request.headers.get("mcp-protocol-version");
  if (version === null || message.method === "initialize" || SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  return jsonRpcError(400, -32000, `Bad Request: Unsupported protocol version: ${version} (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}).`, message.id);
}

/** tools/call of a tool this server does not have: a JSON-RPC error (Tools → Error Handling), not a tool result. */
export function unknownToolError(message: JsonRpcMessage): Response {
  const name = typeof message.params?.name === "string" ? message.params.name : String(message.params?.name);
  return jsonRpcError(200, -32602, `Unknown tool: ${name}`, message.id);
}

import { randomUUID } from "node:crypto";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createMcpHandler } from "@vercel/mcp-adapter";
import { authenticateRequest } from "@/lib/auth/authenticate-request";
import type { VerifiedApiKey } from "@/lib/auth/verify-api-key";
import { log } from "@/lib/http/log";
import { readBodyWithLimit } from "@/lib/http/read-body";
import { errorResponse } from "@/lib/http/respond";
import { consumeRateLimit } from "@/lib/http/rest-route";
import { agentToolOperations } from "@/lib/operations/registry";
import { missingScopeResult, registerOperationTool } from "./operation-tool";
import { registerPrompts } from "./prompts";

// The MCP tool server. Stateless Streamable HTTP: each request builds its own server with the tools
// the key's scopes allow, so any instance can answer and the tool list follows the key.
// Same key checks and the same per-key rate budget as REST (every HTTP request counts).

/** Uploads travel base64-encoded inside tool arguments: 12 MB of file is about 16 MB of JSON. */
const MAX_MCP_BODY_BYTES = 20_000_000;

function toolsFor(key: VerifiedApiKey) {
  return agentToolOperations.filter((operation) => key.scopes.includes(operation.scope));
}

type JsonRpcMessage = { jsonrpc?: string; id?: unknown; method?: string; params?: { name?: string } };

function singleMessage(body: string | undefined): JsonRpcMessage | null {
  if (!body) return null;
  try {
    const message = JSON.parse(body) as JsonRpcMessage;
    return message && !Array.isArray(message) ? message : null;
  } catch {
    return null; // the MCP transport answers malformed JSON-RPC itself
  }
}

function calledOperation(message: JsonRpcMessage | null) {
  if (message?.method !== "tools/call") return undefined;
  return agentToolOperations.find((operation) => operation.name === message.params?.name);
}

/** A tools/call for a registry operation the key may not use: answer with an error result naming the scope. */
function refusedToolCall(message: JsonRpcMessage | null, key: VerifiedApiKey): Response | null {
  const operation = calledOperation(message);
  if (!operation || key.scopes.includes(operation.scope)) return null;
  return Response.json({ jsonrpc: "2.0", id: message!.id ?? null, result: missingScopeResult(operation) });
}

async function answer(request: Request, key: VerifiedApiKey): Promise<Response> {
  let body: string | undefined;
  if (request.method === "POST") body = new TextDecoder().decode(await readBodyWithLimit(request, MAX_MCP_BODY_BYTES));
  const message = singleMessage(body);
  const refused = refusedToolCall(message, key);
  if (refused) return refused;
  // A tools/call needs only the called tool on this request's server: building all of them per
  // request doubled the latency of a call. Listing and initialising get every allowed tool.
  const called = calledOperation(message);
  const handler = createMcpHandler(
    (server) => {
      const tools = called ? toolsFor(key).filter((operation) => operation === called) : toolsFor(key);
      for (const operation of tools) registerOperationTool(server, operation, key);
      if (tools.length === 0) {
        // A key whose scopes open no tool (e.g. chat only) still gets an answer to tools/list: none.
        server.server.registerCapabilities({ tools: {} });
        server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [] }));
      }
      registerPrompts(server, key.scopes);
    },
    {
      serverInfo: { name: "contabilista", version: "1.0.0" },
      instructions: "Start with get_company_briefing. Fields ending in Cents are integer euro cents. Ask the user before calling a tool that writes (create_invoice, upsert_client).",
    },
    { basePath: "/api/mcp", disableSse: true, maxDuration: 60, verboseLogs: false },
  );
  return handler(new Request(request.url, { method: request.method, headers: request.headers, body }));
}

export async function handleMcpRequest(request: Request): Promise<Response> {
  const requestId = randomUUID();
  const startedAt = performance.now();
  const headers = new Headers({ "X-Request-Id": requestId });
  let key: VerifiedApiKey | undefined;
  let response: Response;
  try {
    key = await authenticateRequest(request);
    await consumeRateLimit(key, headers);
    response = await answer(request, key);
  } catch (error) {
    response = errorResponse(error, requestId, headers);
  }
  const merged = new Headers(response.headers);
  for (const [name, value] of headers) merged.set(name, value);
  log("info", "request", {
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    operation: "mcp",
    status: response.status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    keyPrefix: key?.prefix,
    companyId: key?.companyId,
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

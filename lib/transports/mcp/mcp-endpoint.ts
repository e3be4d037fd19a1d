import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { sharedReadIdentity, takeHeavyTurn, type HeavyTurn } from "@/lib/transports/api/heavy-turn";
import { serveApiRequest, type ApiCall } from "@/lib/transports/api/serve-api-request";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { holdLargeBodySlot } from "@/lib/core/http/large-body-slots";
import { readBodyWithLimit } from "@/lib/core/http/read-body";
import { agentToolOperations } from "@/lib/registry/registry";
import { deliverAnswer } from "./client-answers";
import { findSession, openSession } from "./client-sessions";
import { asksUserFirst, confirmThroughElicitation, type ConfirmWithUser } from "./confirm-with-user";
import { callToolDirectly, transportAccepts } from "./direct-tool-call";
import { isAnswer, MAX_MCP_BODY_BYTES, singleMessage, type JsonRpcMessage } from "./json-rpc-message";
import { missingScopeResult, registerOperationTool } from "./operation-tool";
import { registerPrompts } from "./prompts";
import { serveToolCalls } from "./serve-tool-calls";
import { serverInstructions } from "./server-instructions";
import { refuseForeignOrigin, refuseUnsupportedVersion, unknownToolError } from "./request-guards";
import { advertiseToolList } from "./tool-error-schema";
import { cachedToolList, rememberToolList, toolListAnswer } from "./tool-list-cache";

// The MCP tool server. Stateless Streamable HTTP: each request builds its own server with the tools
// the key's scopes allow, so any instance can answer and the tool list follows the key; a plain
// tools/call runs its tool without one (direct-tool-call.ts), and tools/list is cached. Answers are
// JSON (not an event stream): the work is finished when the response is returned, so the request's
// in-flight and heavy-work slots are held exactly as long as the work runs.
// Same key checks, per-key budget and in-flight cap as REST (lib/transports/api/serve-api-request.ts): each
// request carries one message, so each tool call costs one unit; heavy tools take a heavy-work slot.

/** The key's tools: those its scopes allow, and only the read-only ones when its guard-rails say so. */
function toolsFor(key: VerifiedApiKey) {
  return agentToolOperations.filter((operation) => key.scopes.includes(operation.scope) && (!key.agentReadOnly || operation.hints.readOnly));
}

function calledOperation(message: JsonRpcMessage | undefined) {
  if (message?.method !== "tools/call") return undefined;
  return agentToolOperations.find((operation) => operation.name === message.params?.name);
}

const MCP_PATH = "/api/mcp/mcp";

// Each server would otherwise build its own Ajv instance (a third of a tools/call's server cost,
// --cpu-prof); it only checks elicitation answers against their schemas and keeps no request state.
const sharedJsonSchemaValidator = new AjvJsonSchemaValidator();

function methodNotAllowed(): Response {
  // No server-initiated event stream (GET) and no sessions to end (DELETE): this server is stateless.
  return Response.json({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: send JSON-RPC messages with POST." }, id: null }, { status: 405, headers: { Allow: "POST" } });
}

async function answer(request: Request, { key, requestId, describe, holdUntilAnswered, answeredByRunOf }: ApiCall): Promise<Response> {
  if (new URL(request.url).pathname !== MCP_PATH) return Response.json({ jsonrpc: "2.0", error: { code: -32000, message: `Not found: the MCP endpoint is ${MCP_PATH}.` }, id: null }, { status: 404 });
  const foreign = refuseForeignOrigin(request);
  if (foreign) return foreign;
  if (request.method !== "POST") return methodNotAllowed();
  const largeBody = await holdLargeBodySlot(request, MAX_MCP_BODY_BYTES, { credential: `key:${key.id}`, companyId: key.companyId });
  if (largeBody) holdUntilAnswered(largeBody);
  const read = await singleMessage(await readBodyWithLimit(request, MAX_MCP_BODY_BYTES));
  if ("refusal" in read) return read.refusal;
  const message = read.message;
  const unsupported = refuseUnsupportedVersion(request, message);
  if (unsupported) return unsupported;
  const session = await findSession(request.headers.get("mcp-session-id"), key.id);
  if (isAnswer(message)) {
    // The client's answer to our elicitation/create: handed to the tool call waiting for it.
    if (!session) return Response.json({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "Unknown or missing Mcp-Session-Id for this answer." } }, { status: 400 });
    await deliverAnswer(request.headers.get("mcp-session-id")!, message);
    return new Response(null, { status: 202 });
  }
  const called = calledOperation(message);
  if (message.method === "tools/call" && !called) return unknownToolError(message);
  let turn: HeavyTurn<CallToolResult> | undefined;
  if (called) {
    describe(`mcp:${called.name}`);
    // A tool the key may not use: an error result naming the scope, without building a server.
    if (!key.scopes.includes(called.scope)) return Response.json({ jsonrpc: "2.0", id: message.id ?? null, result: missingScopeResult(called, requestId) });
    turn = await takeHeavyTurn<CallToolResult>(called, key.companyId, sharedReadIdentity(called, `mcp:${key.id}`, message.params?.arguments), requestId);
    if (turn.kind === "shared") {
      answeredByRunOf(turn.runBy);
      return Response.json({ jsonrpc: "2.0", id: message.id ?? null, result: turn.answer });
    }
    if (turn.kind === "run") holdUntilAnswered(turn.release);
  }
  // A cached listing is answered only to a request the SDK's transport would take (its headers).
  const cachedList = message.method === "tools/list" && transportAccepts(request) ? cachedToolList({ scopes: key.scopes, readOnly: key.agentReadOnly }) : undefined;
  if (cachedList) return toolListAnswer(message.id ?? null, cachedList);
  // A write that issues or undoes a document, from a client that can ask its user: the answer is an
  // event stream, so the confirmation request can reach the client before the result.
  const confirming = !!called && asksUserFirst(called) && !!session?.elicitation;
  if (called && !confirming) {
    const direct = await callToolDirectly(request, message, called, key, requestId, (result) => {
      if (turn?.kind === "run") turn.share(() => (result.isError ? undefined : result));
    });
    if (direct) return direct;
  }
  // This request's server gets only what its one message needs: a tools/call only the called tool
  // (building all of them doubled a call's latency), a listing the tools or the prompts, and
  // initialize everything, since the capabilities it announces come from what is registered.
  const method = message.method ?? "";
  const initializing = method === "initialize";
  const allowed = toolsFor(key);
  const server = new McpServer({ name: "contabilista", version: "1.0.0" }, { jsonSchemaValidator: sharedJsonSchemaValidator, ...(initializing ? { instructions: serverInstructions(allowed, new Date()) } : {}) });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !confirming });
  const confirm: ConfirmWithUser | undefined = confirming ? confirmThroughElicitation(transport, request.headers.get("mcp-session-id")!) : undefined;
  if (initializing || method.startsWith("tools/")) {
    const tools = called ? [called] : allowed;
    const registered = new Map(tools.map((operation) => [operation.name, registerOperationTool(server, operation, key, requestId, request.headers.get("user-agent"), confirm)]));
    if (tools.length === 0) {
      // A key whose scopes open no tool (e.g. chat only) still gets an answer to tools/list: none.
      server.server.registerCapabilities({ tools: {} });
      server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [] }));
    }
    serveToolCalls(server, registered);
  }
  const prompts = initializing || method.startsWith("prompts/") || method.startsWith("completion/") ? registerPrompts(server, key.scopes) : 0;
  if (initializing) {
    // The SDK announces listChanged for what is registered, but this stateless server has no stream
    // (GET is 405) on which a notification could ever arrive, so it announces none.
    server.server.registerCapabilities({ tools: { listChanged: false }, ...(prompts > 0 ? { prompts: { listChanged: false } } : {}) });
  }
  await server.connect(transport);
  // The stream ends with the tool's result; the server is dropped with it. The in-flight slot is not
  // held while a person reads the confirmation: waiting costs no work.
  if (confirming) return transport.handleRequest(request, { parsedBody: message });
  try {
    // The transport gets the message as parsed here, so it can never see more than this one.
    const response = await transport.handleRequest(request, { parsedBody: message });
    // Read to the end here: the tool has run once its answer is complete.
    const answer = await response.arrayBuffer();
    if (turn?.kind === "run") turn.share(() => successfulToolResult(response, answer));
    if (initializing && response.ok && message.params?.capabilities?.elicitation) {
      // Remembered for its later tool calls (the endpoint itself keeps nothing between requests).
      const headers = new Headers(response.headers);
      headers.set("Mcp-Session-Id", await openSession({ holder: key.id, elicitation: true }));
      return new Response(answer, { status: response.status, headers });
    }
    if (method === "tools/list" && response.ok) {
      const listed = JSON.parse(new TextDecoder().decode(answer)) as { result?: { tools?: [] } };
      if (listed.result) {
        advertiseToolList(listed.result);
        rememberToolList({ scopes: key.scopes, readOnly: key.agentReadOnly }, listed.result);
        const headers = new Headers(response.headers);
        headers.delete("content-length");
        return Response.json(listed, { status: response.status, headers });
      }
    }
    return new Response(answer, { status: response.status, headers: response.headers });
  } finally {
    await server.close();
  }
}

/** The tool's result in a JSON answer, unless it is an error (errors name their own request). */
function successfulToolResult(response: Response, answer: ArrayBuffer): CallToolResult | undefined {
  if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) return undefined;
  const result = (JSON.parse(new TextDecoder().decode(answer)) as { result?: CallToolResult }).result;
  return result && !result.isError ? result : undefined;
}

export function handleMcpRequest(request: Request): Promise<Response> {
  return serveApiRequest(request, "mcp", {}, (call) => answer(request, call));
}

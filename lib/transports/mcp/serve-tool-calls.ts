import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema, type CallToolResult, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

// McpServer checks a call's arguments against the tool's input schema before running it, and answers
// a mismatch as plain text without a code. Our tools check their input themselves (invokeOperation,
// with the operation's own schema) and fail with validation_error and `details`, the one error format
// of every tool. So tools/call is served through the SDK's public low-level API (the underlying
// Server's setRequestHandler) instead of McpServer's dispatch: tools/list stays McpServer's, and a call
// runs the registered tool's callback with the arguments as sent. The callback checks its own output
// (runOperationTool), and the Server still parses the request and the result with the protocol's schemas.

/** A registered tool's callback, as registered with an input schema: arguments, then the request's context. */
type ToolCallback = (args: Record<string, unknown> | undefined, extra: unknown) => CallToolResult | Promise<CallToolResult>;

/** Answers tools/call with these tools' callbacks (the server's other methods are untouched). */
export function serveToolCalls(server: McpServer, tools: ReadonlyMap<string, RegisteredTool>): void {
  server.server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const tool = tools.get(request.params.name);
    // Not reached through the endpoint, which refuses an unknown tool before building a server (unknownToolError).
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return (tool.handler as ToolCallback)(request.params.arguments, extra);
  });
}

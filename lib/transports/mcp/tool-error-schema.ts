import { ERROR_CODES } from "@/lib/core/api-error";
import { portableSchema } from "./portable-schema";

// A failed tool call carries REST's error object as `structuredContent` (with `isError: true`). The
// official MCP TypeScript SDK client checks `structuredContent` against the tool's output schema even
// on an error (typescript-sdk#1943, still so in 1.32) and would throw instead of returning the error.
// So each advertised output schema also admits the error object: the root keeps the operation's
// `properties` (what a reader looks for), and `anyOf` says a result is either the output or an error.

type JsonSchema = Record<string, unknown>;

const ERROR_FIELDS = ["code", "message", "requestId"] as const;

const toolErrorBranch: JsonSchema = {
  type: "object",
  description: "A failed call (isError: true): REST's error object.",
  required: [...ERROR_FIELDS],
  properties: {
    code: { type: "string", enum: ERROR_CODES },
    message: { type: "string" },
    requestId: { type: "string" },
    docUrl: { type: "string" },
    details: { type: "array", items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } } },
  },
};

/** The operation's output schema as advertised in tools/list: its output, or the tool error object. */
export function admitToolError(outputSchema: JsonSchema): JsonSchema {
  const { required, additionalProperties: _closed, ...rest } = outputSchema;
  return { ...rest, anyOf: [{ type: "object", required: required ?? [] }, toolErrorBranch] };
}

/**
 * Rewrites a tools/list result as advertised: every output schema admits the tool error, and every
 * schema is written portably (./portable-schema.ts).
 */
export function advertiseToolList(result: { tools?: { inputSchema?: JsonSchema; outputSchema?: JsonSchema }[] }): void {
  for (const tool of result.tools ?? []) {
    if (tool.inputSchema) tool.inputSchema = portableSchema(tool.inputSchema);
    if (tool.outputSchema) tool.outputSchema = admitToolError(portableSchema(tool.outputSchema));
  }
}

import { type CallToolResult, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { AnyOperation } from "@/lib/kernel/operation";
import { toolOutputSchema } from "./tool-schemas";

// Our tools/call handler replaces McpServer's (see serve-tool-calls.ts), and with it the SDK's check of
// a result against the tool's output schema; so it is made here, with zod's own parser, in the SDK's
// words (an McpError's message, the zod issues as "message at path" lines), so a client sees the
// answer an McpServer would give (tests/unit/mcp-output-check.test.ts compares the two).

/** An issue's path as the SDK writes it: `lines[0].total`. */
function dotPath(path: readonly PropertyKey[]): string {
  return path.map((segment, index) => (index === 0 ? String(segment) : typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`)).join("");
}

function issuesMessage(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.message} at ${dotPath(issue.path)}` : issue.message)).join("\n");
}

/** A successful result checked against the tool's output schema; a mismatch becomes an error result. */
export async function checkedOutput(operation: Pick<AnyOperation, "name" | "output">, result: CallToolResult): Promise<CallToolResult> {
  if (result.isError) return result;
  const failure = (message: string): CallToolResult => ({ content: [{ type: "text", text: new McpError(ErrorCode.InvalidParams, `Output validation error: ${message}`).message }], isError: true });
  if (!result.structuredContent) return failure(`Tool ${operation.name} has an output schema but no structured content was provided`);
  const parsed = await toolOutputSchema(operation).safeParseAsync(result.structuredContent);
  return parsed.success ? result : failure(`Invalid structured content for tool ${operation.name}: ${issuesMessage(parsed.error)}`);
}

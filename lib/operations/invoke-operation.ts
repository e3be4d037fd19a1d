import type { z } from "zod";
import { requireScope } from "@/lib/auth/verify-api-key";
import { log } from "@/lib/http/log";
import { refuseMalformedText } from "@/lib/http/text-rules";
import { parseOrThrow } from "@/lib/http/validation";
import type { Operation, OperationContext } from "./operation";

/** Where the raw input came from, so a validation error names it the way the caller sent it. */
export type InputSource = "body" | "query" | "input";

/**
 * The one way to run an operation, from every surface (REST, MCP, the assistant, web pages and server
 * actions): the caller's scope, the operation's own schema (refinements and defaults), the text rules,
 * then `run`, and one audit line for every write. Idempotency is the caller's `context.idempotency`.
 * No other code calls `operation.run` (a test enforces it).
 */
export async function invokeOperation<Input extends z.ZodObject, Output extends z.ZodType>(
  operation: Operation<Input, Output>,
  context: OperationContext,
  rawInput: unknown,
  source: InputSource = "input",
): Promise<z.output<Output>> {
  requireScope(context.scopes, operation.scope);
  const input = parseOrThrow(operation.input, rawInput, source);
  // Checked on what the operation will use (unknown fields are already dropped).
  refuseMalformedText(input);
  const output = await operation.run(context, input);
  if (!operation.hints.readOnly) {
    log("info", "operation_write", {
      requestId: context.requestId,
      operation: operation.name,
      companyId: context.companyId,
      actor: context.actor.kind === "api_key" ? { kind: "api_key", keyPrefix: context.actor.prefix } : context.actor,
      replayed: context.idempotency?.replayed ?? false,
    });
  }
  return output;
}

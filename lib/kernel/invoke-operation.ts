import type { z } from "zod";
import { auditEntryFor, recordAudit, targetIds } from "@/lib/kernel/record-audit";
import { requireScope } from "@/lib/kernel/scopes";
import { database } from "@/lib/core/db";
import { inOneTransaction, inRolledBackTransaction } from "@/lib/core/db/scoped-transaction";
import { ApiError } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { refuseMalformedText } from "@/lib/core/http/text-rules";
import { parseOrThrow } from "@/lib/core/http/validation";
import { capsIssuing, countIssuedDocument, refuseByAgentPolicy } from "./agent-policy";
import { proposeWrite } from "./propose-write";
import { supportsDryRun, type AnyOperation, type Operation, type OperationContext, type RunInput } from "./operation";

/** Where the raw input came from, so a validation error names it the way the caller sent it. */
export type InputSource = "body" | "query" | "input";

/**
 * An operation's input as code writes it: every field name, at every depth, is checked by tsc against
 * the operation's schema (a seed or page that sends an old or misspelt name does not compile); values
 * are left to the schema at run time, since web forms send strings the schema coerces or refuses with
 * a field error.
 */
export type InputFields<T> = T extends readonly (infer Item)[] ? readonly InputFields<Item>[] : T extends Record<string, unknown> ? { [K in keyof T]?: InputFields<T[K]> } : unknown;

export interface InvokeOptions {
  /** Validate and run the write, answer what it would have produced, and change nothing. */
  dryRun?: boolean;
  /**
   * A multipart upload's file, for an operation with `multipart.bytesField`: the input is validated
   * without that field and `run` gets these bytes as `receivedBytes` (no base64 text made and decoded).
   */
  receivedBytes?: Uint8Array;
}

/**
 * The one way to run an operation, from every surface (REST, MCP, the assistant, web pages and server
 * actions): the caller's scope and agent guard-rails, the operation's own schema (refinements and
 * defaults), the text rules, then `run`, and one audit line for every write. Idempotency is the
 * caller's `context.idempotency`. No other code calls `operation.run` (a test enforces it).
 *
 * A dry run runs the real code in a transaction that is rolled back: the document number shown is the
 * one that would be used, not reserved; no idempotency record, no usage count, no audit line.
 */
export async function invokeOperation<Input extends z.ZodObject, Output extends z.ZodType, Bytes extends string = never>(
  operation: Operation<Input, Output, Bytes>,
  context: OperationContext,
  input: InputFields<z.input<Input>>,
  source: InputSource = "input",
  options: InvokeOptions = {},
): Promise<z.output<Output>> {
  return invokeWithUncheckedInput(operation, context, input, source, options);
}

/**
 * invokeOperation for input that arrives as untyped JSON (REST bodies and queries, MCP tool arguments,
 * a language model's tool calls, a stored proposal): the operation's schema is its only check. Code that
 * builds the input itself calls invokeOperation, so tsc checks its field names against the schema.
 */
export async function invokeWithUncheckedInput<Input extends z.ZodObject, Output extends z.ZodType, Bytes extends string = never>(
  operation: Operation<Input, Output, Bytes>,
  context: OperationContext,
  rawInput: unknown,
  source: InputSource = "input",
  options: InvokeOptions = {},
): Promise<z.output<Output>> {
  requireScope(context.scopes, operation.scope);
  refuseByAgentPolicy(operation, context.agentPolicy);
  if (options.dryRun) refuseDryRun(operation);
  const received = options.receivedBytes;
  const fields = parseOrThrow(received ? inputWithoutBytes(operation) : operation.input, rawInput, source);
  // Checked on what the operation will use (unknown fields were refused by the strict input).
  refuseMalformedText(fields);
  const input = (received ? { ...fields, receivedBytes: received } : fields) as RunInput<z.output<Input>, Bytes>;
  if (operation.hints.readOnly) return operation.run(context, input);
  const preview: OperationContext = { ...context, idempotency: undefined, dryRun: true };
  if (options.dryRun) return inRolledBackTransaction(database(), () => runCounted(operation, preview, input));
  if (context.agentPolicy?.writesNeedConfirmation && !context.approvedProposal && !operation.actsThroughOperations) return proposeWrite(operation, context, input, () => runCounted(operation, preview, input));
  const policy = context.agentPolicy;
  const output = operation.issuesDocument && capsIssuing(policy) ? await inOneTransaction(database(), () => runCounted(operation, context, input)) : await operation.run(context, input);
  log("info", "operation_write", {
    requestId: context.requestId,
    operation: operation.name,
    companyId: context.companyId,
    actor: context.actor.kind === "api_key" ? { kind: "api_key", keyPrefix: context.actor.prefix } : context.actor,
    replayed: context.idempotency?.replayed ?? false,
  });
  await recordAudit(auditEntryFor(context, operation.name, targetIds(input, output)));
  return output;
}

/** Runs the write and, for a capped agent issuing a document, counts it in the same transaction. */
async function runCounted<Input extends z.ZodObject, Output extends z.ZodType, Bytes extends string>(operation: Operation<Input, Output, Bytes>, context: OperationContext, input: RunInput<z.output<Input>, Bytes>): Promise<z.output<Output>> {
  const output = await operation.run(context, input);
  const policy = context.agentPolicy;
  if (operation.issuesDocument && capsIssuing(policy) && !context.idempotency?.replayed) await countIssuedDocument(context, policy, operation.issuesDocument(output));
  return output;
}

const withoutBytes = new WeakMap<AnyOperation, z.ZodObject>();

/** The operation's (strict) input without its `multipart.bytesField`, for a file that came as bytes. */
function inputWithoutBytes(operation: AnyOperation): z.ZodObject {
  const field = operation.http.multipart?.bytesField;
  if (!field) throw new Error(`${operation.name} takes no file as bytes (no multipart.bytesField)`);
  let schema = withoutBytes.get(operation);
  if (!schema) {
    schema = (operation.input as z.ZodObject).omit({ [field]: true } as Record<string, true>);
    withoutBytes.set(operation, schema);
  }
  return schema;
}

function refuseDryRun(operation: AnyOperation): void {
  if (operation.hints.readOnly || supportsDryRun(operation)) return;
  const reason = typeof operation.dryRun === "object" ? operation.dryRun.unsupported : "it has no preview";
  throw new ApiError("validation_error", `${operation.name} cannot be run as a dry run: ${reason}.`, { details: [{ path: "dryRun", message: "not supported by this operation" }] });
}

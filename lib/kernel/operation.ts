import type { z } from "zod";
import type { Scope } from "@/lib/kernel/scopes";
import type { ErrorCode } from "@/lib/core/api-error";
import { strictInput } from "./strict-input";

/** Who is acting and for which company. Only the auth layer builds one; capabilities trust it. */
export interface OperationContext {
  companyId: string;
  scopes: readonly Scope[];
  requestId: string;
  actor: { kind: "api_key"; keyId: string; prefix: string; name: string } | { kind: "oauth_client"; grantId: string; clientId: string; clientName: string } | { kind: "user"; userId: string };
  /** Where the call came from, for the audit trail: the assistant and MCP clients are agents. */
  surface?: "rest" | "mcp" | "web" | "assistant";
  /** An MCP client's self-reported name (its User-Agent), when known. */
  clientName?: string;
  /** The current time; injectable so date-dependent rules can be tested on pinned dates. */
  now: () => Date;
  /** Set when the caller sent an Idempotency-Key; `replayed` is set by lib/kernel/idempotency.ts. */
  idempotency?: { key: string; replayed: boolean };
  /** The caller's agent guard-rails (API keys; OAuth grants later supply the same object). */
  agentPolicy?: AgentPolicy;
  /** Set by invokeOperation while it runs a write as a dry run (rolled back, nothing recorded). */
  dryRun?: boolean;
  /** Set when a person approved this write as an agent's proposal (lib/transports/web/decide-proposal.ts). */
  approvedProposal?: { id: string; userId: string };
}

/** Limits a business sets on an agent's key (lib/kernel/agent-policy.ts enforces them). */
export interface AgentPolicy {
  /** Whose daily usage is counted: "api_key:<id>" or "oauth_grant:<id>". */
  holder: string;
  /** How refusals name the holder: "This key" or "This connected application". */
  subject: string;
  /** How the user changes these limits, quoted in refusals. */
  changeHint: string;
  /** Only read-only operations may run. */
  readOnly: boolean;
  /** Writes become proposals a person approves in the web app (lib/kernel/propose-write.ts). */
  writesNeedConfirmation: boolean;
  /** Most documents issued per Lisbon day; null = no cap. */
  maxDocumentsPerDay: number | null;
  /** Most total value (cents) of documents issued per Lisbon day; null = no cap. */
  maxCentsPerDay: number | null;
}

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Behaviour hints, shown to agents as MCP tool annotations and to people in the API reference. */
export interface OperationHints {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  /** Whether the operation reaches outside the company's own books (e.g. a language model). */
  openWorld: boolean;
}

/**
 * The behaviours operations have, named once. An operation picks the preset that says what it does;
 * `destructiveWrite` undoes or discards earlier work (an agent should ask first).
 */
export const HINTS = {
  readOnly: { readOnly: true, destructive: false, idempotent: true, openWorld: false },
  write: { readOnly: false, destructive: false, idempotent: false, openWorld: false },
  idempotentWrite: { readOnly: false, destructive: false, idempotent: true, openWorld: false },
  destructiveWrite: { readOnly: false, destructive: true, idempotent: false, openWorld: false },
} as const satisfies Record<string, OperationHints>;

export interface Operation<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType, Bytes extends string = never> {
  /** snake_case; the MCP tool name and the OpenAPI operationId. */
  name: string;
  title: string;
  /** What it does, when to use it, what it returns and what to do next (read by people and agents). */
  description: string;
  scope: Scope;
  http: {
    method: HttpMethod;
    /** Relative to /api/v1, with `{param}` placeholders that are also fields of `input`. */
    path: string;
    /** Success status, or a function of the output (e.g. 201 when created, 200 when updated). */
    status?: number | ((output: z.output<Output>) => number);
    /** The statuses `status` can return, when it is a function (for the API reference). */
    documentedStatuses?: number[];
    /** Error codes this operation can return beyond the ones every operation can. */
    errors?: ErrorCode[];
    /** Whether the operation honours an `Idempotency-Key` header (writes that must not happen twice). */
    idempotent?: boolean;
    /** Set when the operation answers with a file (its output is a FileOutput) instead of JSON: its possible types. */
    produces?: string[];
    /**
     * Also accept `multipart/form-data` with a file in `field`, mapped to the JSON input by `toInput`.
     * With `bytesField` (the input field holding the file as base64 text), `toInput` gives the other
     * fields and `run` gets the file's bytes as they came (`receivedBytes`), never as base64 text.
     */
    multipart?: { field: string; maxBytes: number; toInput: (file: UploadedFile) => unknown | Promise<unknown>; bytesField?: Bytes };
    /** Largest request body accepted (default: the JSON limit of 1 MB). */
    bodyLimitBytes?: number;
  };
  input: Input;
  output: Output;
  hints: OperationHints;
  /**
   * How a write is previewed (`?dryRun=true`, the MCP `dryRun` argument): "rollback" runs it for real
   * in a transaction that is then rolled back; `{ unsupported }` says why it cannot be previewed.
   * Read-only operations leave it out.
   */
  dryRun?: "rollback" | { unsupported: string };
  /**
   * Set on an operation that writes only by running other operations with its own context (the
   * assistant): an agent's read-only switch and "writes need confirmation" apply to those, not to it.
   */
  actsThroughOperations?: true;
  /** For operations that issue a fiscal document: its value in cents, counted against the agent's daily caps. */
  issuesDocument?: (output: z.output<Output>) => number;
  /** "heavy" for operations that hold the CPU or several database connections (lib/transports/api/heavy-work.ts caps them). */
  cost?: "heavy";
  run: (context: OperationContext, input: RunInput<z.output<Input>, Bytes>) => Promise<z.output<Output>>;
}

/**
 * What `run` receives: the validated input or, from a multipart upload of an operation with
 * `multipart.bytesField`, the other fields validated and the file's bytes in `receivedBytes`. Only
 * invokeOperation adds that field, after validation; the strict input refuses it from any caller.
 */
export type RunInput<Input, Bytes extends string> = [Bytes] extends [never] ? Input : (Input & { receivedBytes?: undefined }) | (Omit<Input, Bytes> & { receivedBytes: Uint8Array });

// Operations of different shapes live in one list; this is the type of an entry of that list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any>;

/** An operation of the registry. Its input refuses unknown fields at every depth (see strict-input.ts). */
export function defineOperation<Input extends z.ZodObject, Output extends z.ZodType, Bytes extends string & keyof z.output<Input> = never>(
  operation: Operation<Input, Output, Bytes>,
): Operation<Input, Output, Bytes> {
  return { ...operation, input: strictInput(operation.input) };
}

/** Whether a dry run of the operation can be asked for. */
export function supportsDryRun(operation: AnyOperation): boolean {
  return !operation.hints.readOnly && operation.dryRun === "rollback";
}

export function successStatus(operation: AnyOperation, output: unknown): number {
  const status = operation.http.status;
  if (typeof status === "function") return status(output);
  return status ?? 200;
}

/** Names of the `{param}` placeholders in an operation's path. */
export function pathParameterNames(operation: AnyOperation): string[] {
  return [...operation.http.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The output of an operation that answers with a file (`http.produces`). */
export interface FileOutput {
  fileName: string;
  contentType: string;
  /** Bytes, or a stream for files too large to hold in memory. */
  body: Uint8Array | ReadableStream<Uint8Array>;
}

/** A file received in a multipart body. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

import { randomUUID } from "node:crypto";
import { sharedReadIdentity, takeHeavyTurn } from "@/lib/transports/api/heavy-turn";
import { operationContextForKey } from "@/lib/transports/api/request-context";
import { serveApiRequest } from "@/lib/transports/api/serve-api-request";
import { requireScope } from "@/lib/kernel/scopes";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import { multipartInput } from "@/lib/kernel/multipart-input";
import type { AnyOperation, HttpMethod } from "@/lib/kernel/operation";
import { successStatus } from "@/lib/kernel/operation";
import { readIdempotencyKey } from "@/lib/kernel/idempotency";
import { ApiError, notFound } from "@/lib/core/api-error";
import { malformedText } from "@/lib/core/http/text-rules";
import { closestName, unknownNameMessage } from "@/lib/core/http/validation";
import { holdLargeBodySlot } from "@/lib/core/http/large-body-slots";
import { MAX_JSON_BODY_BYTES } from "@/lib/core/http/body-limits";
import { readJsonBody, readMultipartFile } from "@/lib/core/http/read-body";
import { errorResponse, fileResponse, successResponse } from "@/lib/core/http/respond";

type RouteParams = { params: Promise<Record<string, string | string[] | undefined>> };
type RouteHandler = (request: Request, context: RouteParams) => Promise<Response>;

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The request's raw input and, for a multipart file the operation takes as bytes, the bytes. */
type RequestInput = { raw: unknown; receivedBytes?: Uint8Array };

async function readInput(operation: AnyOperation, request: Request, params: Record<string, unknown>): Promise<RequestInput> {
  // An id breaking the text rules cannot exist: the resource is simply not found.
  if (malformedText(params) !== null) throw notFound("Resource");
  return readRawInput(operation, request, params);
}

/** `?dryRun=true` on a write: preview it (see invokeOperation). Any other value than true/false is an error. */
function readDryRun(operation: AnyOperation, request: Request): boolean {
  if (operation.hints.readOnly) return false;
  const values = new URL(request.url).searchParams.getAll("dryRun");
  if (values.length === 0) return false;
  if (values.length > 1 || (values[0] !== "true" && values[0] !== "false")) {
    throw new ApiError("validation_error", "Query parameter 'dryRun' takes true or false, once.", { details: [{ path: "dryRun", message: "expected true or false" }] });
  }
  return values[0] === "true";
}

/**
 * A misspelt or unsupported parameter (e.g. `?limt=5`) is an error, not silently ignored; so is a
 * query parameter repeating a path parameter (`/invoices/{id}?id=…`).
 */
function refuseUnknownQueryParameters(operation: AnyOperation, names: string[], params: Record<string, unknown>): void {
  const accepted = Object.keys(operation.input.shape).filter((name) => !(name in params));
  const unknown = names.filter((name) => !accepted.includes(name));
  if (unknown.length === 0) return;
  const allowed = accepted.length ? `It accepts: ${accepted.join(", ")}.` : "It accepts none.";
  const hint = closestName(unknown[0]!, accepted);
  throw new ApiError("validation_error", `Unknown query parameter${unknown.length > 1 ? "s" : ""} ${unknown.map((name) => `'${name}'`).join(", ")}${hint ? ` (did you mean '${hint}'?)` : ""}. ${allowed}`, {
    details: unknown.slice(0, 20).map((name) => ({ path: name, message: unknownNameMessage("parameter", name, accepted) })),
  });
}

/**
 * A body field repeating a path parameter (`PATCH /clients/{id}` with `{"id":…}`) is refused, as the
 * query's is: the path decides, and a different value in the body would otherwise be dropped unseen.
 */
function refuseBodyPathParameters(body: object, params: Record<string, unknown>): void {
  const repeated = Object.keys(params).filter((name) => Object.hasOwn(body, name));
  if (repeated.length === 0) return;
  throw new ApiError("validation_error", `Invalid body: ${repeated.map((name) => `'${name}'`).join(", ")} is given in the path; leave it out of the body.`, {
    details: repeated.map((name) => ({ path: name, message: "unknown field (it is a path parameter)" })),
  });
}

async function readRawInput(operation: AnyOperation, request: Request, params: Record<string, unknown>): Promise<RequestInput> {
  if (operation.http.method === "GET" || operation.http.method === "DELETE") {
    const query: Record<string, string> = {};
    for (const [name, value] of new URL(request.url).searchParams) {
      if (name === "dryRun" && !operation.hints.readOnly) continue;
      if (name in query) throw new ApiError("validation_error", `Query parameter '${name}' was given more than once.`, { details: [{ path: name, message: "repeated" }] });
      query[name] = value;
    }
    refuseUnknownQueryParameters(operation, Object.keys(query), params);
    return { raw: { ...query, ...params } };
  }
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = operation.http.multipart;
  if (multipart && /^multipart\/form-data/i.test(contentType)) {
    const { raw, receivedBytes } = await multipartInput(operation, await readMultipartFile(request, multipart.field, multipart.maxBytes));
    return { raw: { ...raw, ...params }, receivedBytes };
  }
  const body = await readJsonBody(request, operation.http.bodyLimitBytes);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("validation_error", "The JSON body must be an object.", { details: [{ path: "body", message: "expected an object" }] });
  }
  refuseBodyPathParameters(body, params);
  return { raw: { ...body, ...params } };
}

/**
 * The request's Idempotency-Key for this operation (integrator review L8, L9). A dry run checks the
 * key like the real call would and then drops it (a preview stores nothing); a write that does not
 * honour keys refuses one rather than ignore it, so a client never believes a retry is safe when it
 * is not. A read may carry one: reads repeat harmlessly.
 */
function idempotencyKeyFor(operation: AnyOperation, headers: Headers, dryRun: boolean): string | undefined {
  if (operation.http.method === "GET") return undefined;
  if (!operation.http.idempotent) {
    if (headers.get("idempotency-key") === null) return undefined;
    throw new ApiError("validation_error", `Idempotency-Key is not honoured by ${operation.http.method} ${operation.http.path}: send it only to the writes whose reference lists the Idempotency-Key header, and not with this one.`, {
      details: [{ path: "Idempotency-Key", message: "not supported on this operation" }],
    });
  }
  const key = readIdempotencyKey(headers);
  return dryRun ? undefined : key;
}

/**
 * Runs one operation for one HTTP request: the only path from the public API into lib/. Key, rate
 * limit and in-flight slot come from serveApiRequest; then scope → large-body slot → input → heavy-work
 * slot → run.
 */
function operationHandler(operation: AnyOperation): RouteHandler {
  return (request, context) =>
    serveApiRequest(request, operation.name, { "Cache-Control": "no-store" }, async ({ requestId, key, headers, holdUntilAnswered, answeredByRunOf }) => {
      // Before reading the body, so a key without the scope is refused without sending it.
      requireScope(key.scopes, operation.scope);
      const params = (await context.params) ?? {};
      const largeBody = await holdLargeBodySlot(request, Math.max(operation.http.bodyLimitBytes ?? MAX_JSON_BODY_BYTES, operation.http.multipart?.maxBytes ?? 0), { credential: `key:${key.id}`, companyId: key.companyId });
      if (largeBody) holdUntilAnswered(largeBody);
      const dryRun = readDryRun(operation, request);
      const { raw, receivedBytes } = await readInput(operation, request, params);
      const idempotencyKey = idempotencyKeyFor(operation, request.headers, dryRun);
      const operationContext = operationContextForKey(key, requestId, idempotencyKey);
      const turn = await takeHeavyTurn<unknown>(operation, key.companyId, sharedReadIdentity(operation, `rest:${key.id}`, raw), requestId);
      if (turn.kind === "run") holdUntilAnswered(turn.release);
      if (turn.kind === "shared") answeredByRunOf(turn.runBy);
      const output = turn.kind === "shared" ? turn.answer : await invokeWithUncheckedInput(operation, operationContext, raw, operation.http.method === "GET" ? "query" : "body", { dryRun, receivedBytes });
      if (turn.kind === "run") turn.share(() => output);
      if (operationContext.idempotency?.replayed) headers.set("Idempotent-Replayed", "true");
      // A preview created nothing: 200, never 201.
      if (dryRun) {
        headers.set("Dry-Run", "true");
        return successResponse(output, 200, headers);
      }
      return operation.http.produces ? fileResponse(output, headers) : successResponse(output, successStatus(operation, output), headers);
    });
}

/** 405 for a method the path does not offer, with the Allow header listing those it does. */
export function methodNotAllowed(allowed: readonly string[]): RouteHandler {
  return async (request) => {
    const requestId = randomUUID();
    const headers = new Headers({ "X-Request-Id": requestId, Allow: allowed.join(", ") });
    const error = new ApiError("method_not_allowed", `${request.method} is not allowed on this path. Allowed: ${allowed.join(", ")}.`);
    return errorResponse(error, requestId, headers);
  };
}

/**
 * The handlers of one route file: `export const { GET, POST, PUT, PATCH, DELETE } = restRoute({ GET: op })`.
 * Every method is exported so that the ones a path lacks answer 405 in the error envelope.
 */
export function restRoute(operations: Partial<Record<HttpMethod, AnyOperation>>): Record<(typeof ALL_METHODS)[number], RouteHandler> {
  const allowed = Object.keys(operations);
  const refuse = methodNotAllowed(allowed);
  const handlers = {} as Record<(typeof ALL_METHODS)[number], RouteHandler>;
  for (const method of ALL_METHODS) {
    const operation = operations[method as HttpMethod];
    if (operation && operation.http.method !== method) throw new Error(`${operation.name} is declared as ${operation.http.method}, routed as ${method}`);
    handlers[method] = operation ? operationHandler(operation) : refuse;
  }
  return handlers;
}

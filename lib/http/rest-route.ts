import { randomUUID } from "node:crypto";
import { authenticateRequest } from "@/lib/auth/authenticate-request";
import { requireScope, type VerifiedApiKey } from "@/lib/auth/verify-api-key";
import type { AnyOperation, HttpMethod, OperationContext } from "@/lib/operations/operation";
import { successStatus } from "@/lib/operations/operation";
import { readIdempotencyKey } from "@/lib/idempotency";
import { ApiError, notFound } from "./api-error";
import { malformedText, refuseMalformedText } from "./text-rules";
import { log } from "./log";
import { DEFAULT_REQUESTS_PER_MINUTE, rateLimiter, type LimitDecision } from "./rate-limit/rate-limiter";
import { readJsonBody, readMultipartFile } from "./read-body";
import { errorResponse, fileResponse, successResponse } from "./respond";
import { parseOrThrow } from "./validation";

type RouteParams = { params: Promise<Record<string, string | string[] | undefined>> };
type RouteHandler = (request: Request, context: RouteParams) => Promise<Response>;

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The rate-limit headers of one decision (also used by the MCP endpoint). */
export function rateLimitHeaders(decision: LimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(Math.ceil(decision.resetAt / 1000)),
  };
  if (!decision.allowed) headers["Retry-After"] = String(Math.max(1, Math.ceil((decision.resetAt - Date.now()) / 1000)));
  return headers;
}

/** Counts one request against the key's per-minute budget (shared by REST and MCP). */
export async function consumeRateLimit(key: VerifiedApiKey, headers: Headers): Promise<void> {
  const decision = await rateLimiter().limit(key.id, key.rateLimitPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE);
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) headers.set(name, value);
  if (!decision.allowed) {
    throw new ApiError("rate_limited", `Rate limit of ${decision.limit} requests per minute exceeded for this API key. Retry after ${headers.get("Retry-After")} seconds.`);
  }
}

async function readInput(operation: AnyOperation, request: Request, params: Record<string, unknown>): Promise<unknown> {
  // An id breaking the text rules cannot exist: the resource is simply not found.
  if (malformedText(params) !== null) throw notFound("Resource");
  return readRawInput(operation, request, params);
}

async function readRawInput(operation: AnyOperation, request: Request, params: Record<string, unknown>): Promise<unknown> {
  if (operation.http.method === "GET" || operation.http.method === "DELETE") {
    const query: Record<string, string> = {};
    for (const [name, value] of new URL(request.url).searchParams) {
      if (name in query) throw new ApiError("validation_error", `Query parameter '${name}' was given more than once.`, { details: [{ path: name, message: "repeated" }] });
      query[name] = value;
    }
    return { ...query, ...params };
  }
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = operation.http.multipart;
  if (multipart && /^multipart\/form-data/i.test(contentType)) {
    const input = multipart.toInput(await readMultipartFile(request, multipart.field, multipart.maxBytes));
    return { ...(input as object), ...params };
  }
  const body = await readJsonBody(request, operation.http.bodyLimitBytes);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("validation_error", "The JSON body must be an object.", { details: [{ path: "body", message: "expected an object" }] });
  }
  return { ...body, ...params };
}

/** Runs one operation for one HTTP request: the only path from the public API into lib/. */
function operationHandler(operation: AnyOperation): RouteHandler {
  return async (request, context) => {
    const requestId = randomUUID();
    const startedAt = performance.now();
    const headers = new Headers({ "X-Request-Id": requestId, "Cache-Control": "no-store" });
    let key: VerifiedApiKey | undefined;
    let response: Response;
    try {
      key = await authenticateRequest(request);
      await consumeRateLimit(key, headers);
      requireScope(key.scopes, operation.scope);
      const params = (await context.params) ?? {};
      const raw = await readInput(operation, request, params);
      const input = parseOrThrow(operation.input, raw, operation.http.method === "GET" ? "query" : "body");
      // Checked on what the operation will use (unknown fields are already dropped).
      refuseMalformedText(input);
      const operationContext: OperationContext = {
        companyId: key.companyId,
        scopes: key.scopes,
        requestId,
        actor: { kind: "api_key", keyId: key.id, prefix: key.prefix },
        now: () => new Date(),
      };
      const idempotencyKey = operation.http.idempotent ? readIdempotencyKey(request.headers) : undefined;
      if (idempotencyKey) operationContext.idempotency = { key: idempotencyKey, replayed: false };
      const output = await operation.run(operationContext, input);
      if (operationContext.idempotency?.replayed) headers.set("Idempotent-Replayed", "true");
      response = operation.http.produces ? fileResponse(output, headers) : successResponse(output, successStatus(operation, output), headers);
    } catch (error) {
      response = errorResponse(error, requestId, headers);
    }
    log("info", "request", {
      requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      operation: operation.name,
      status: response.status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      keyPrefix: key?.prefix,
      companyId: key?.companyId,
    });
    return response;
  };
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

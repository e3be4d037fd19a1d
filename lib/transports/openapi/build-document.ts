import { HEAVY_WAIT_MS } from "@/lib/transports/api/heavy-work";
import { IN_FLIGHT_WAIT_MS, MAX_IN_FLIGHT_PER_KEY } from "@/lib/transports/api/in-flight-limit";
import { SCOPE_DESCRIPTIONS, SCOPES } from "@/lib/kernel/scopes";
import { ERROR_CODES, ERROR_EXPLANATIONS, ERROR_STATUS, type ErrorCode } from "@/lib/core/api-error";
import { DEFAULT_REQUESTS_PER_MINUTE } from "@/lib/core/http/rate-limit/rate-limiter";
import { pathParameterNames, supportsDryRun, type AnyOperation } from "@/lib/kernel/operation";
import { operationExamples } from "@/lib/registry/operation-examples";
import { operationList } from "@/lib/registry/registry";
import { addDiscriminators, toOpenApiSchema, type JsonSchema } from "./json-schema";

const COMMON_ERRORS: ErrorCode[] = ["invalid_api_key", "expired_api_key", "revoked_api_key", "insufficient_scope", "rate_limited", "internal_error", "service_unavailable"];

const DESCRIPTION = `A digital accountant for small businesses in Portugal. Demonstration service: all data is fictitious and invoices carry simulated ATCUD/QR codes with no fiscal value.

**Authentication.** Every request carries \`Authorization: Bearer <API_KEY>\`. A key belongs to exactly one company, so requests never name a company. Each operation states the scope it needs:
${SCOPES.map((scope) => `- \`${scope}\`: ${SCOPE_DESCRIPTIONS[scope]}`).join("\n")}

**Envelope.** Success: \`{ "success": true, "data": … }\`. Failure: \`{ "success": false, "error": { "code", "message", "requestId", "docUrl", "details"? } }\`; \`details\` lists each invalid field by path (e.g. \`lines[0].unitEuros\`); \`docUrl\` is the path on this server of the code's explanation (\`/docs/api#error-<code>\`). Every response has an \`X-Request-Id\` header.

**Money.** Fields ending in \`Cents\` are integer euro cents. Other money fields are display strings: decimal comma, two decimals, an ASCII space between groups of three digits from 1 000 up, then " €" (\`1 234,56 €\`, \`-0,50 €\`). Amounts sent in invoice lines (\`unitEuros\`) are numbers in euros. Dates are \`YYYY-MM-DD\`.

**Rate limit.** ${DEFAULT_REQUESTS_PER_MINUTE} requests per minute per key, across REST and MCP together (sliding window). Every authenticated response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (epoch seconds); a 429 also carries \`Retry-After\` (seconds). At most ${MAX_IN_FLIGHT_PER_KEY} requests per key in flight at once (a request waits up to ${IN_FLIGHT_WAIT_MS / 1000} s for a slot, then 429). Heavy operations (${operationList.filter((operation) => operation.cost === "heavy").map((operation) => `\`${operation.name}\``).join(", ")}) share a few slots per server instance, with a per-company share; when none frees within ${HEAVY_WAIT_MS / 1000} s the answer is 429 with \`Retry-After\`. On MCP each HTTP request carries one JSON-RPC message (batches are refused), so every tool call counts.

**Errors.**
${ERROR_CODES.map((code) => `- \`${code}\` (${ERROR_STATUS[code]}): ${ERROR_EXPLANATIONS[code]}`).join("\n")}

**Versioning.** The version is in the path (\`/v1\`). Within v1, fields and operations are only added, never renamed or removed.`;

const errorEnvelope: JsonSchema = {
  type: "object",
  required: ["success", "error"],
  properties: {
    success: { const: false },
    error: {
      type: "object",
      required: ["code", "message", "requestId", "docUrl"],
      properties: {
        code: { type: "string", enum: ERROR_CODES },
        message: { type: "string", description: "What went wrong and what to do about it." },
        requestId: { type: "string", description: "Also in the X-Request-Id header; quote it to support." },
        docUrl: { type: "string", description: "Path on this server of the explanation of `code` and what to do about it.", examples: ["/docs/api#error-rate_limited"] },
        details: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "message"],
            properties: { path: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
  },
};

const rateLimitHeaders = {
  "X-Request-Id": { $ref: "#/components/headers/RequestId" },
  "X-RateLimit-Limit": { $ref: "#/components/headers/RateLimitLimit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/RateLimitRemaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/RateLimitReset" },
};

const dryRunParameter = {
  name: "dryRun",
  in: "query",
  required: false,
  schema: { type: "boolean", default: false },
  description:
    "`true`: validate and run the write in a transaction that is rolled back, and answer 200 with exactly what it would have produced (for a document: the number that would be used — not reserved —, totals, VAT, ATCUD, QR payload) and the header `Dry-Run: true`. Nothing is stored: no rows, no number used, no Idempotency-Key record, no agent usage counted.",
};

function errorResponses(operation: AnyOperation): Record<string, unknown> {
  const codes = new Set<ErrorCode>([...COMMON_ERRORS, ...(operation.http.errors ?? [])]);
  // Every operation can answer 400: an unknown query parameter or body field is refused by name, even on a GET without input.
  codes.add("validation_error");
  if (pathParameterNames(operation).length > 0) codes.add("not_found");
  if (operation.http.method !== "GET") codes.add("payload_too_large");
  if (!operation.hints.readOnly) codes.add("agent_limit_exceeded");
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<string, unknown> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `Error: ${statusCodes.map((code) => `\`${code}\``).join(", ")}.`,
      // Errors found once the key is known carry its rate-limit headers too; a 401 only the request id and the Bearer challenge.
      headers:
        status === 429 || status === 503
          ? { ...rateLimitHeaders, "Retry-After": { $ref: "#/components/headers/RetryAfter" } }
          : status === 401
            ? { "X-Request-Id": rateLimitHeaders["X-Request-Id"], "WWW-Authenticate": { $ref: "#/components/headers/WwwAuthenticate" } }
            : rateLimitHeaders,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    };
  }
  return responses;
}

/** The headers a success can carry (integrator review L1: generated clients type only what is declared). */
function successHeaders(operation: AnyOperation): Record<string, unknown> {
  return {
    ...rateLimitHeaders,
    ...(operation.http.idempotent ? { "Idempotent-Replayed": { $ref: "#/components/headers/IdempotentReplayed" } } : {}),
    ...(supportsDryRun(operation) ? { "Dry-Run": { $ref: "#/components/headers/DryRun" } } : {}),
    ...(operation.http.produces ? { "Content-Disposition": { $ref: "#/components/headers/ContentDisposition" } } : {}),
  };
}

function describeOperation(operation: AnyOperation, components: Record<string, JsonSchema>): Record<string, unknown> {
  const pathNames = pathParameterNames(operation);
  // One example per operation (lib/registry/operation-examples.ts, parsed by its schemas in tests/unit/openapi-examples.test.ts).
  const examples = (operationExamples as Record<string, { input?: Record<string, unknown>; output?: unknown; description?: string } | undefined>)[operation.name];
  const exampleOf = (name: string) => (examples?.input && name in examples.input ? { example: examples.input[name] } : {});
  const inputSchema = toOpenApiSchema(operation.input, "input", components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties = inputSchema.properties ?? {};
  const required = new Set(inputSchema.required ?? []);
  const parameters: Record<string, unknown>[] = pathNames.map((name) => ({ name, in: "path", required: true, schema: properties[name] ?? { type: "string" }, ...exampleOf(name) }));
  if (operation.http.idempotent) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  let requestBody: unknown;
  if (operation.http.method === "GET" || operation.http.method === "DELETE") {
    for (const [name, schema] of Object.entries(properties)) {
      if (pathNames.includes(name)) continue;
      parameters.push({ name, in: "query", required: required.has(name), schema, ...(schema.description ? { description: schema.description } : {}), ...exampleOf(name) });
    }
  } else if (Object.keys(properties).some((name) => !pathNames.includes(name))) {
    const bodyProperties = Object.fromEntries(Object.entries(properties).filter(([name]) => !pathNames.includes(name)));
    const multipartField = operation.http.multipart?.field;
    requestBody = {
      ...(examples?.description ? { description: examples.description } : {}),
      required: [...required].some((name) => !pathNames.includes(name)),
      content: {
        "application/json": {
          schema: { ...inputSchema, properties: bodyProperties, required: [...required].filter((name) => !pathNames.includes(name)) },
          ...(examples?.input ? { example: Object.fromEntries(Object.entries(examples.input).filter(([name]) => !pathNames.includes(name))) } : {}),
        },
        ...(multipartField
          ? { "multipart/form-data": { schema: { type: "object", additionalProperties: false, required: [multipartField], properties: { [multipartField]: { type: "string", contentMediaType: "application/octet-stream", description: "The file." } } } } }
          : {}),
      },
    };
  }
  if (supportsDryRun(operation)) parameters.push(dryRunParameter as never);
  const statuses = operation.http.documentedStatuses ?? [typeof operation.http.status === "number" ? operation.http.status : 200];
  const produces = operation.http.produces;
  const dataSchema = produces ? undefined : toOpenApiSchema(operation.output, "output", components);
  const successResponses = Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: status === 201 ? "Created." : "OK.",
        headers: successHeaders(operation),
        content: produces
          ? Object.fromEntries(produces.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]))
          : {
              "application/json": {
                schema: { type: "object", required: ["success", "data"], properties: { success: { const: true }, data: dataSchema } },
                ...(examples?.output !== undefined ? { example: { success: true, data: examples.output } } : {}),
              },
            },
      },
    ]),
  );
  if (supportsDryRun(operation) && !successResponses["200"]) {
    successResponses["200"] = { ...successResponses[String(statuses[0])]!, description: "Dry run (`?dryRun=true`): what the call would produce; nothing was stored." };
  }
  return {
    operationId: operation.name,
    summary: operation.title,
    description: `${operation.description}\n\nRequired scope: \`${operation.scope}\`.${operation.cost === "heavy" ? " Heavy operation: capped per instance and per company (429 with `Retry-After` when busy)." : ""}`,
    tags: [operation.http.path.split("/")[1]],
    security: [{ apiKey: [operation.scope] }],
    "x-required-scope": operation.scope,
    "x-hints": operation.hints,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponses, ...errorResponses(operation) },
  };
}

/** The OpenAPI 3.1 document, generated from the operation registry (never written by hand). */
export function buildOpenApiDocument(origin: string): Record<string, unknown> {
  const components: Record<string, JsonSchema> = { ErrorEnvelope: errorEnvelope };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operationList) {
    paths[operation.http.path] ??= {};
    paths[operation.http.path]![operation.http.method.toLowerCase()] = describeOperation(operation, components);
  }
  addDiscriminators(components);
  return {
    openapi: "3.1.0",
    info: { title: "Contabilista API", version: "1.0.0", description: DESCRIPTION },
    servers: [{ url: `${origin}/api/v1`, description: "This server" }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", bearerFormat: "ctb_live_…", description: "An API key created in Integrações (or with `npm run keys -- create`)." },
      },
      headers: {
        RequestId: { description: "Identifies this request in our logs.", schema: { type: "string" } },
        RateLimitLimit: { description: "Requests allowed per minute for this key.", schema: { type: "integer" } },
        RateLimitRemaining: { description: "Requests left in the current window.", schema: { type: "integer" } },
        RateLimitReset: { description: "When the current window ends, in epoch seconds.", schema: { type: "integer" } },
        RetryAfter: { description: "Seconds to wait before retrying.", schema: { type: "integer" } },
        WwwAuthenticate: { description: 'The Bearer challenge of every 401 (RFC 6750): `Bearer realm="api"`, with `error="invalid_token"` when a credential was sent.', schema: { type: "string" } },
        DryRun: { description: "`true` on the answer to `?dryRun=true`: a preview, nothing was stored. Absent otherwise.", schema: { type: "string", enum: ["true"] } },
        ContentDisposition: { description: "`inline; filename=\"…\"`: the file's name, reduced to letters, digits, `.`, `-` and `_`.", schema: { type: "string" } },
        IdempotentReplayed: { description: "`true` when this is the stored response of an earlier request with the same Idempotency-Key (nothing was done again).", schema: { type: "string", enum: ["true"] } },
      },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: "A fresh unique value (e.g. a UUID) per intended action. A retry with the same key and body returns the first response (with `Idempotent-Replayed: true`) and does nothing again; the same key with another body is 409 `idempotency_conflict`. Kept 24 hours.",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
        },
      },
    },
  };
}

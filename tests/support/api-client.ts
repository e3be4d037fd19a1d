import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect, inject } from "vitest";

// Every response the integration tests receive goes through here and is checked against the
// server's own OpenAPI document: the status must be documented for that operation, and the body
// must match the documented schema (the success schema or the error envelope).

type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }> }>> };

let documentPromise: Promise<{ document: OpenApiDocument; ajv: InstanceType<typeof Ajv2020> }> | undefined;

async function openApi() {
  documentPromise ??= (async () => {
    const response = await fetch(`${inject("baseUrl")}/api/v1/openapi.json`);
    const document = (await response.json()) as OpenApiDocument;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document as object, "openapi");
    return { document, ajv };
  })();
  return documentPromise;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The OpenAPI path template that matches a concrete /api/v1 path, e.g. /invoices/{id}. */
function matchTemplate(document: OpenApiDocument, path: string): string | undefined {
  return Object.keys(document.paths).find((template) => {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`);
    return pattern.test(path);
  });
}

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function assertConformsToOpenApi(method: string, apiPath: string, status: number, body: unknown): Promise<void> {
  const { document, ajv } = await openApi();
  const template = matchTemplate(document, apiPath);
  if (!template) {
    // Not an operation (unknown path): it must still be the error envelope.
    const valid = ajv.validate({ $ref: "openapi#/components/schemas/ErrorEnvelope" }, body);
    expect(valid, `${method} ${apiPath} → ${status}: ${ajv.errorsText()}`).toBe(true);
    return;
  }
  const operation = document.paths[template]![method.toLowerCase()];
  if (!operation) {
    expect(status, `${method} ${apiPath} is not an operation, so it must be refused with 405`).toBe(405);
    expect(ajv.validate({ $ref: "openapi#/components/schemas/ErrorEnvelope" }, body), ajv.errorsText()).toBe(true);
    return;
  }
  expect(Object.keys(operation.responses), `${method} ${template} returned an undocumented status ${status}`).toContain(String(status));
  const pointer = `openapi#/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const valid = ajv.validate({ $ref: pointer }, body);
  expect(valid, `${method} ${apiPath} → ${status} does not match the OpenAPI document: ${ajv.errorsText()}\n${JSON.stringify(body).slice(0, 500)}`).toBe(true);
}

// Headers a generated client should be able to type: when an operation answers one, its response
// for that status must declare it (integrator review L1).
const DECLARED_HEADERS = ["Dry-Run", "Content-Disposition", "Idempotent-Replayed", "Retry-After", "WWW-Authenticate"];

async function assertDeclaredHeaders(method: string, apiPath: string, status: number, headers: Headers): Promise<void> {
  const { document } = await openApi();
  const template = matchTemplate(document, apiPath);
  const declared = template ? document.paths[template]![method.toLowerCase()]?.responses[String(status)]?.headers : undefined;
  if (!declared) return;
  for (const name of DECLARED_HEADERS) {
    if (headers.get(name) !== null) expect(Object.keys(declared), `${method} ${template} → ${status} sends ${name} without declaring it`).toContain(name);
  }
}

async function assertDocumentedMediaType(method: string, apiPath: string, status: number, contentType: string): Promise<void> {
  const { document } = await openApi();
  const template = matchTemplate(document, apiPath);
  const content = template ? document.paths[template]![method.toLowerCase()]?.responses[String(status)]?.content : undefined;
  expect(Object.keys(content ?? {}), `${method} ${apiPath} → ${status} answered ${contentType}`).toContain(contentType.split(";")[0]);
}

/** Calls the API under test and validates the response against the OpenAPI document. */
export async function api<T = any>(
  method: string,
  apiPath: string,
  options: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key !== undefined) headers.Authorization = `Bearer ${options.key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${inject("baseUrl")}/api/v1${apiPath}`, { method, headers, body });
  expect(response.headers.get("x-request-id"), "every API response carries X-Request-Id").toBeTruthy();
  await assertDeclaredHeaders(method, apiPath.split("?")[0]!, response.status, response.headers);
  if (response.status < 300 && !response.headers.get("content-type")?.includes("json")) {
    await assertDocumentedMediaType(method, apiPath.split("?")[0]!, response.status, response.headers.get("content-type") ?? "");
    return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) as T };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${apiPath} → ${response.status} answered non-JSON: ${text.slice(0, 300)}`);
  }
  await assertConformsToOpenApi(method, apiPath.split("?")[0]!, response.status, parsed);
  return { status: response.status, headers: response.headers, body: parsed as T };
}

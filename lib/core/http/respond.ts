import { ApiError, errorDocUrl, publicDetail } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { isDatabaseUnavailable } from "./database-unavailable";

export function successResponse(data: unknown, status: number, headers: Headers): Response {
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ success: true, data }), { status, headers });
}

export function fileResponse(file: { fileName: string; contentType: string; body: Uint8Array | ReadableStream<Uint8Array> }, headers: Headers): Response {
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Disposition", `inline; filename="${file.fileName.replace(/[^\w.-]+/g, "_")}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  // A stream (e.g. a SAF-T file) is sent as it is produced, never held whole in memory.
  return new Response(file.body instanceof ReadableStream ? file.body : Buffer.from(file.body), { status: 200, headers });
}

/** The one place a failure becomes a response. Unexpected errors are logged, never echoed. */
export function errorResponse(error: unknown, requestId: string, headers: Headers): Response {
  const apiError = toApiError(error, requestId);
  for (const [name, value] of Object.entries(apiError.headers ?? {})) headers.set(name, value);
  headers.set("Content-Type", "application/json; charset=utf-8");
  const body = {
    success: false,
    error: {
      code: apiError.code,
      message: apiError.message,
      requestId,
      docUrl: errorDocUrl(apiError.code),
      // Only the English text: the Portuguese companions (`pt`) are for people on the web and in the assistant.
      ...(apiError.details ? { details: apiError.details.map(publicDetail) } : {}),
    },
  };
  return new Response(JSON.stringify(body), { status: apiError.status, headers });
}

/** Any failure as the ApiError the caller sees (REST envelope and MCP tool errors alike). */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) {
    log("error", "database_unavailable", { requestId, error: describe(error) });
    return new ApiError("service_unavailable", "The database is temporarily unavailable. Retry in a few seconds.", {
      headers: { "Retry-After": "5" },
    });
  }
  log("error", "unexpected_error", { requestId, error: describe(error), stack: error instanceof Error ? error.stack : undefined });
  return new ApiError("internal_error", `Something went wrong on our side. Quote request id ${requestId} if you contact support.`);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

import { OAuthError, ServerError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { ApiError } from "@/lib/core/api-error";
import { isDatabaseUnavailable } from "@/lib/core/http/database-unavailable";
import { log } from "@/lib/core/log";

// The authorization server's answers: JSON never cached, readable by browser-based MCP clients from
// any origin (they hold no cookie here: every call carries its own code, token or registration).

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, MCP-Protocol-Version",
};

export function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...CORS_HEADERS, "Cache-Control": "no-store", ...headers } });
}

/** An RFC 6749 §5.2 error body (`error`, `error_description`), from the MCP SDK's error classes. */
export function oauthError(error: unknown, status = 400): Response {
  if (error instanceof OAuthError && !(error instanceof ServerError)) return oauthJson(error.toResponseObject(), status);
  // The body reader's refusals (too large, too slow, longer than declared) are the client's doing:
  // invalid_request with the reader's status (413 for a body over the limit), not a 500.
  if (error instanceof ApiError && error.status < 500) return oauthJson({ error: "invalid_request", error_description: error.message }, error.status);
  // Security review 2026-11-26 L4: an outage is 503 with Retry-After (RFC 6749's temporarily_unavailable), not a 500.
  if (isDatabaseUnavailable(error)) {
    log("error", "database_unavailable", { where: "oauth", error: error instanceof Error ? error.message : String(error) });
    return oauthJson({ error: "temporarily_unavailable", error_description: "The database is temporarily unavailable. Retry in a few seconds." }, 503, { "Retry-After": "5" });
  }
  log("error", "oauth_error", { error: error instanceof Error ? error.message : String(error) });
  return oauthJson(new ServerError("Internal server error").toResponseObject(), 500);
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

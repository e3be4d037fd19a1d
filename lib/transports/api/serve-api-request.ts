import { randomUUID } from "node:crypto";
import { authenticateRequest } from "@/lib/transports/api/authenticate-request";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { ApiError } from "@/lib/core/api-error";
import { errorResponse } from "@/lib/core/http/respond";
import { MCP_PATH, mcpResourceMetadataUrl } from "@/lib/domains/oauth/endpoints";
import { holdInFlightSlot } from "./in-flight-limit";
import { consumeRateLimit } from "./rate-limit";
import { logApiRequest } from "./request-log";

// One API request, whatever the surface (REST route or MCP endpoint): its id, the key, the per-minute
// budget (counted first, so refused requests count), the key's in-flight slot, the answer or the error
// envelope, the headers, and one log line. The surface only supplies how to answer.

export interface ApiCall {
  requestId: string;
  key: VerifiedApiKey;
  /** Headers of the response (request id, rate limit); the surface may add to them. */
  headers: Headers;
  /** Names what ran, for the log line (e.g. the MCP tool called). */
  describe: (operation: string) => void;
  /** Logs that the answer came from the run of another request (identical heavy reads share one). */
  answeredByRunOf: (requestId: string) => void;
  /** Keeps something held (e.g. a heavy-work slot) until the answer is complete. */
  holdUntilAnswered: (release: () => unknown) => void;
}

/**
 * The challenge of every 401 (RFC 6750 §3). On MCP it names the protected-resource metadata (RFC 9728
 * §5.1), where an MCP client discovers our authorization server and starts OAuth by itself.
 */
function bearerChallenge(request: Request): string {
  const problem = request.headers.get("authorization") ? ', error="invalid_token"' : "";
  if (new URL(request.url).pathname.startsWith(MCP_PATH)) return `Bearer realm="mcp", resource_metadata="${mcpResourceMetadataUrl(request.headers)}"${problem}`;
  return `Bearer realm="api"${problem}`;
}

export async function serveApiRequest(
  request: Request,
  operation: string,
  initialHeaders: Record<string, string>,
  answer: (call: ApiCall) => Promise<Response>,
): Promise<Response> {
  const requestId = randomUUID();
  const startedAt = performance.now();
  const headers = new Headers({ "X-Request-Id": requestId, ...initialHeaders });
  const releases: (() => unknown)[] = [];
  let described = operation;
  let sharedRunOf: string | undefined;
  let key: VerifiedApiKey | undefined;
  let response: Response;
  try {
    key = await authenticateRequest(request);
    await consumeRateLimit(key, headers);
    releases.push(await holdInFlightSlot(key));
    response = await answer({ requestId, key, headers, describe: (name) => (described = name), answeredByRunOf: (runBy) => (sharedRunOf = runBy), holdUntilAnswered: (release) => releases.push(release) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) headers.set("WWW-Authenticate", bearerChallenge(request));
    response = errorResponse(error, requestId, headers);
  } finally {
    // Answers are complete bodies (JSON, or a file already in memory): the work is done.
    for (const release of releases) void release();
  }
  const merged = new Headers(response.headers);
  for (const [name, value] of headers) merged.set(name, value);
  logApiRequest(request, { requestId, operation: described, status: response.status, startedAt, key, sharedRunOf });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

import { randomUUID } from "node:crypto";
import { authenticateRequest } from "@/lib/auth/authenticate-request";
import type { VerifiedApiKey } from "@/lib/auth/verify-api-key";
import { errorResponse } from "@/lib/http/respond";
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
  /** Keeps something held (e.g. a heavy-work slot) until the answer is complete. */
  holdUntilAnswered: (release: () => unknown) => void;
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
  let key: VerifiedApiKey | undefined;
  let response: Response;
  try {
    key = await authenticateRequest(request);
    await consumeRateLimit(key, headers);
    releases.push(await holdInFlightSlot(key));
    response = await answer({ requestId, key, headers, describe: (name) => (described = name), holdUntilAnswered: (release) => releases.push(release) });
  } catch (error) {
    response = errorResponse(error, requestId, headers);
  } finally {
    // Answers are complete bodies (JSON, or a file already in memory): the work is done.
    for (const release of releases) void release();
  }
  const merged = new Headers(response.headers);
  for (const [name, value] of headers) merged.set(name, value);
  logApiRequest(request, { requestId, operation: described, status: response.status, startedAt, key });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

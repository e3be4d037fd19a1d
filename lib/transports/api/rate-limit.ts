import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { ApiError } from "@/lib/core/api-error";
import { DEFAULT_REQUESTS_PER_MINUTE, rateLimiter, type LimitDecision } from "@/lib/core/http/rate-limit/rate-limiter";

// The per-key budget of requests per minute, shared by REST and MCP: one HTTP request is one unit,
// and an MCP request carries at most one JSON-RPC message (batches are refused), so one tool call
// is one unit whatever the framing.

/** The rate-limit headers of one decision. */
export function rateLimitHeaders(decision: LimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(Math.ceil(decision.resetAt / 1000)),
  };
  if (!decision.allowed) headers["Retry-After"] = String(Math.max(1, Math.ceil((decision.resetAt - Date.now()) / 1000)));
  return headers;
}

/** Counts one unit against the key's per-minute budget, setting the headers; throws `rate_limited` when spent. */
export async function consumeRateLimit(key: VerifiedApiKey, headers: Headers): Promise<void> {
  const decision = await rateLimiter().limit(key.id, key.rateLimitPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE);
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) headers.set(name, value);
  if (!decision.allowed) {
    throw new ApiError("rate_limited", `Rate limit of ${decision.limit} requests per minute exceeded for this API key. Retry after ${headers.get("Retry-After")} seconds.`);
  }
}

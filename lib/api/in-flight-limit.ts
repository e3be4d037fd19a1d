import type { VerifiedApiKey } from "@/lib/auth/verify-api-key";
import { ApiError } from "@/lib/http/api-error";
import { tryAcquireSlot } from "@/lib/http/rate-limit/in-flight-slots";

// Beside the count per minute, a cap on how many requests one key has in flight at once, REST and MCP
// together, across instances when Redis is configured (the concurrency limiter of Stripe's API). A
// request waits a little for a slot, so an ordinary burst of quick calls is served in turn; a key
// that keeps more slow requests open than the cap (slow uploads, long reports) is answered 429.

export const MAX_IN_FLIGHT_PER_KEY = 10;
/** How long a request waits for one of its key's slots before it is refused. */
export const IN_FLIGHT_WAIT_MS = 5_000;
const POLL_MS = 25;

/** Holds one of the key's in-flight slots; returns its release. Throws `rate_limited` when none frees in time. */
export async function holdInFlightSlot(key: VerifiedApiKey): Promise<() => Promise<void>> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const slot = await tryAcquireSlot(key.id, MAX_IN_FLIGHT_PER_KEY);
    if (slot) return slot.release;
    if (Date.now() + POLL_MS > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new ApiError("rate_limited", `This API key already has ${MAX_IN_FLIGHT_PER_KEY} requests in progress (the most allowed at once). Wait for one to finish; retry after 1 second.`, {
    headers: { "Retry-After": "1" },
  });
}

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
/** A slot released on this instance wakes one waiter at once; one released elsewhere is seen by polling. */
const POLL_MS = 100;

// Per process, not per bundle: Next may load this module once per route.
const processWide = globalThis as unknown as { contabilistaInFlightWaiters?: Map<string, (() => void)[]> };
const waitersByKey = (processWide.contabilistaInFlightWaiters ??= new Map());

function wakeOne(keyId: string): void {
  const waiters = waitersByKey.get(keyId);
  waiters?.shift()?.();
  if (waiters?.length === 0) waitersByKey.delete(keyId);
}

function releaseOrPoll(keyId: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const waiters = waitersByKey.get(keyId) ?? [];
      if (waiters.includes(wake)) waiters.splice(waiters.indexOf(wake), 1);
      if (waiters.length === 0) waitersByKey.delete(keyId);
      resolve();
    }, ms);
    const waiters = waitersByKey.get(keyId) ?? [];
    waiters.push(wake);
    waitersByKey.set(keyId, waiters);
  });
}

/** Holds one of the key's in-flight slots; returns its release. Throws `rate_limited` when none frees in time. */
export async function holdInFlightSlot(key: VerifiedApiKey): Promise<() => Promise<void>> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const slot = await tryAcquireSlot(key.id, MAX_IN_FLIGHT_PER_KEY);
    if (slot) {
      return async () => {
        await slot.release();
        wakeOne(key.id);
      };
    }
    const left = deadline - Date.now();
    if (left <= 0) break;
    await releaseOrPoll(key.id, Math.min(POLL_MS, left));
  }
  throw new ApiError("rate_limited", `This API key already has ${MAX_IN_FLIGHT_PER_KEY} requests in progress (the most allowed at once). Wait for one to finish; retry after 1 second.`, {
    headers: { "Retry-After": "1" },
  });
}

import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { ApiError } from "@/lib/core/api-error";
import { tryAcquireSlot, type InFlightSlot } from "@/lib/core/http/rate-limit/in-flight-slots";

// Beside the count per minute, a cap on how many requests one key has in flight at once, REST and MCP
// together, across instances when Redis is configured (the concurrency limiter of Stripe's API). A
// request waits a little for a slot, in line, so an ordinary burst of quick calls is served in turn;
// a key that keeps more slow requests open than the cap (slow uploads, long reports) is answered 429.

export const MAX_IN_FLIGHT_PER_KEY = 10;
/** How long a request waits for one of its key's slots before it is refused. */
export const IN_FLIGHT_WAIT_MS = 5_000;
/** A slot released on this instance wakes the first in line at once; one released elsewhere is seen by polling. */
const POLL_MS = 100;

/** One request waiting for a slot: woken to try for one, or handed one a request of its key just finished with. */
type Waiter = { wake: () => void; handOver: (slot: InFlightSlot) => void };
// Per process, not per bundle: Next may load this module once per route.
const processWide = globalThis as unknown as { contabilistaInFlightLines?: Map<string, Waiter[]> };
const lines = (processWide.contabilistaInFlightLines ??= new Map());

/** Waits in the key's line (first come, first served); the first in line takes the next free slot. */
async function waitInLine(keyId: string, deadline: number): Promise<InFlightSlot | null> {
  const line = lines.get(keyId) ?? [];
  lines.set(keyId, line);
  // A slot can be handed over at any moment, also while this waiter is asking for one itself.
  let handed: InFlightSlot | undefined;
  const me: Waiter = {
    wake: () => undefined,
    handOver: (slot) => {
      handed = slot;
      me.wake();
    },
  };
  line.push(me);
  try {
    for (;;) {
      if (handed) return handed;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, line[0] === me ? Math.min(POLL_MS, left) : left);
        me.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (handed) return handed;
      if (line[0] !== me) continue;
      const slot = await tryAcquireSlot(keyId, MAX_IN_FLIGHT_PER_KEY);
      if (handed) {
        await slot?.release();
        return handed;
      }
      if (slot) return slot;
    }
  } finally {
    // Gone already when handed a slot (see holdInFlightSlot's release).
    const at = line.indexOf(me);
    if (at >= 0) line.splice(at, 1);
    if (line.length === 0 && lines.get(keyId) === line) lines.delete(keyId);
    // The next in line tries at once when a slot may be free: not after a hand-over, which freed none
    // (in a saturated line that try was a failing Redis call per request).
    else if (!handed) line[0]?.wake();
  }
}

/** Holds one of the key's in-flight slots; returns its release. Throws `rate_limited` when none frees in time. */
export async function holdInFlightSlot(key: VerifiedApiKey): Promise<() => Promise<void>> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  // A newcomer tries at once only when nobody of this key is waiting; otherwise it queues behind them.
  const slot = lines.has(key.id) ? await waitInLine(key.id, deadline) : ((await tryAcquireSlot(key.id, MAX_IN_FLIGHT_PER_KEY)) ?? (await waitInLine(key.id, deadline)));
  if (!slot) {
    throw new ApiError("rate_limited", `This API key already has ${MAX_IN_FLIGHT_PER_KEY} requests in progress (the most allowed at once). Wait for one to finish; retry after 1 second.`, {
      headers: { "Retry-After": "1" },
    });
  }
  return async () => {
    // The first in line takes this slot as it is: no release and acquire in Redis between two
    // requests of one key (two round trips on the path of every request that waited).
    const line = lines.get(key.id);
    const next = line?.shift();
    if (line?.length === 0) lines.delete(key.id);
    if (next) {
      void slot.renew();
      next.handOver(slot);
      return;
    }
    await slot.release();
    lines.get(key.id)?.[0]?.wake();
  };
}

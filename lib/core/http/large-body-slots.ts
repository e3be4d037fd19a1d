import { ApiError } from "@/lib/core/api-error";
import { slotPool } from "@/lib/core/slot-pool";
import { MAX_JSON_BODY_BYTES } from "./body-limits";

// A per-instance cap on requests whose large bodies (uploads: up to ~16 MB of base64 JSON, or a
// multipart file) are held in memory at once. Each such request holds its body, the decoded text,
// the parsed string and the file's bytes (~50 MB for a 10 MB file) until it is answered: twenty at
// once took the server past 1 GB. Beyond the cap a request waits in line before its body is read
// (the bytes stay in the socket), and is refused with 429 after LARGE_BODY_WAIT_MS. Once admitted,
// its body must arrive within LARGE_BODY_READ_MS and at LARGE_BODY_MIN_BYTES_PER_SECOND (read-body.ts), so a
// client trickling bytes cannot keep a slot. One credential (API key, OAuth grant or signed-in user)
// and one company hold at most half the slots at once, so one of them cannot take all and make
// every other company wait (security review 2026-11-26 M4).

/** Large bodies held at once on this instance. */
export const LARGE_BODY_SLOTS = Number(process.env.LARGE_BODY_CONCURRENCY) || 4;
/** How long a large request waits for a slot before 429. */
export const LARGE_BODY_WAIT_MS = Number(process.env.LARGE_BODY_WAIT_MS) || 20_000;
const RETRY_AFTER_SECONDS = 5;

/** At most this many slots per credential and per company. */
export const LARGE_BODY_SLOTS_PER_HOLDER = Math.max(1, Math.floor(LARGE_BODY_SLOTS / 2));

/** Who a large body is counted against: the credential sending it and its company. */
export interface LargeBodyHolder {
  credential: string;
  companyId: string;
}

const pool = slotPool("large-bodies", { total: LARGE_BODY_SLOTS, perShare: LARGE_BODY_SLOTS_PER_HOLDER });

/** A body over the JSON limit is large; an undeclared length counts as large where the route allows it. */
function isLarge(request: Request, maxBytes: number): boolean {
  if (maxBytes <= MAX_JSON_BODY_BYTES) return false;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  return !Number.isFinite(declared) || declared > MAX_JSON_BODY_BYTES;
}

/**
 * For a request that may send a large body, holds a large-body slot (returns its release, to call
 * once the answer is complete); for a small one, returns null at once.
 */
export async function holdLargeBodySlot(request: Request, maxBytes: number, holder: LargeBodyHolder): Promise<(() => void) | null> {
  if (!isLarge(request, maxBytes)) return null;
  return pool.hold([`credential:${holder.credential}`, `company:${holder.companyId}`], LARGE_BODY_WAIT_MS, () =>
    new ApiError("rate_limited", `Too many large uploads are being received right now. Retry after ${RETRY_AFTER_SECONDS} seconds.`, {
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    }),
  );
}

import { ApiError } from "./api-error";
import { MAX_JSON_BODY_BYTES } from "./read-body";

// A per-instance cap on requests whose large bodies (uploads: up to ~16 MB of base64 JSON, or a
// multipart file) are held in memory at once. Each such request holds its body, the decoded text,
// the parsed string and the file's bytes (~50 MB for a 10 MB file) until it is answered: twenty at
// once took the server past 1 GB. Beyond the cap a request waits in line before its body is read
// (the bytes stay in the socket), and is refused with 429 after LARGE_BODY_WAIT_MS. Once admitted,
// its body must arrive within LARGE_BODY_READ_MS (read-body.ts), so a client trickling bytes cannot keep a slot.

/** Large bodies held at once on this instance. */
export const LARGE_BODY_SLOTS = Number(process.env.LARGE_BODY_CONCURRENCY) || 4;
/** How long a large request waits for a slot before 429. */
export const LARGE_BODY_WAIT_MS = Number(process.env.LARGE_BODY_WAIT_MS) || 20_000;
const RETRY_AFTER_SECONDS = 5;

type Waiter = { admit: () => void };
type LargeBodies = { held: number; waiting: Waiter[] };
// Per process, not per bundle: Next may load this module once per route.
const processWide = globalThis as unknown as { contabilistaLargeBodies?: LargeBodies };
const state: LargeBodies = (processWide.contabilistaLargeBodies ??= { held: 0, waiting: [] });

/** A body over the JSON limit is large; an undeclared length counts as large where the route allows it. */
function isLarge(request: Request, maxBytes: number): boolean {
  if (maxBytes <= MAX_JSON_BODY_BYTES) return false;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  return !Number.isFinite(declared) || declared > MAX_JSON_BODY_BYTES;
}

function take(): () => void {
  state.held++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.held--;
    state.waiting.shift()?.admit();
  };
}

/**
 * For a request that may send a large body, holds a large-body slot (returns its release, to call
 * once the answer is complete); for a small one, returns null at once.
 */
export async function holdLargeBodySlot(request: Request, maxBytes: number): Promise<(() => void) | null> {
  if (!isLarge(request, maxBytes)) return null;
  if (state.held < LARGE_BODY_SLOTS) return take();
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      admit: () => {
        clearTimeout(timer);
        resolve(take());
      },
    };
    const timer = setTimeout(() => {
      state.waiting.splice(state.waiting.indexOf(waiter), 1);
      reject(
        new ApiError("rate_limited", `Too many large uploads are being received right now. Retry after ${RETRY_AFTER_SECONDS} seconds.`, {
          headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
        }),
      );
    }, LARGE_BODY_WAIT_MS);
    state.waiting.push(waiter);
  });
}

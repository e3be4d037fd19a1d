// Exponential back-off: the n-th failed attempt waits base × 2^(n-1), at most 6 hours. With the
// defaults (1 minute, 15 attempts) the last attempt comes about 38 hours after the first, so a
// receiver that is down for a day still gets every event. WEBHOOK_RETRY_BASE_MS and
// WEBHOOK_MAX_ATTEMPTS override them (the tests retry within seconds).

const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

export function retryBaseMs(): number {
  return Number(process.env.WEBHOOK_RETRY_BASE_MS) || 60_000;
}

export function maxAttempts(): number {
  return Number(process.env.WEBHOOK_MAX_ATTEMPTS) || 15;
}

/** How long to wait after the `attempt`-th attempt failed (1-based). */
export function retryDelayMs(attempt: number): number {
  return Math.min(retryBaseMs() * 2 ** (attempt - 1), MAX_DELAY_MS);
}

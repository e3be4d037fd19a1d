// The same exact rolling-window count as the Redis sliding log (redis-sliding-log.ts), kept in this
// process: the times of the requests admitted in the last window, per identifier. Used when no Redis
// is configured (single instance) and as the fallback while Redis is unreachable.

export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the next slot frees (the oldest admitted request leaves the window), epoch milliseconds. */
  resetAt: number;
}

const SWEEP_EVERY_IDENTIFIERS = 10_000;

export class MemorySlidingLog {
  private readonly admittedAt = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  limit(identifier: string, limit: number, now = Date.now()): LimitDecision {
    const times = this.inWindow(identifier, now);
    const allowed = times.length < limit;
    if (allowed) times.push(now);
    this.admittedAt.set(identifier, times);
    if (this.admittedAt.size >= SWEEP_EVERY_IDENTIFIERS) this.sweep(now);
    const resetAt = (times[0] ?? now) + this.windowMs;
    return { allowed, limit, remaining: Math.max(0, limit - times.length), resetAt };
  }

  /**
   * Notes a request the shared store (Redis) admitted, so that if Redis stops answering this process
   * goes on counting from what it admitted in the window instead of from zero (a fallback from zero let
   * up to twice the limit through in one window on an overloaded machine).
   */
  record(identifier: string, now = Date.now()): void {
    const times = this.inWindow(identifier, now);
    times.push(now);
    this.admittedAt.set(identifier, times);
    if (this.admittedAt.size >= SWEEP_EVERY_IDENTIFIERS) this.sweep(now);
  }

  private inWindow(identifier: string, now: number): number[] {
    const times = this.admittedAt.get(identifier) ?? [];
    const firstInWindow = times.findIndex((time) => time > now - this.windowMs);
    return firstInWindow === -1 ? [] : firstInWindow === 0 ? times : times.slice(firstInWindow);
  }

  // Identifiers that sent nothing for a whole window hold no information; drop them.
  private sweep(now: number): void {
    for (const [identifier, times] of this.admittedAt) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.admittedAt.delete(identifier);
    }
  }
}

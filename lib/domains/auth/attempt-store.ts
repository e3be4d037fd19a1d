import IORedis from "ioredis";
import { log } from "@/lib/core/log";
import { redisCircuit } from "@/lib/core/http/redis-circuit";
import { tcpRedis, upstashRedis } from "@/lib/core/redis";

// Where failed authentication attempts are remembered, so a back-off holds across instances: the
// same store as the rate limits (Upstash REST, TCP Redis with REDIS_URL, or this process), and the
// same policy when Redis fails or stops answering: count in-process until it answers again, through
// the process's Redis circuit (lib/core/http/redis-circuit.ts), so a hung Redis is not waited on.

/** The few commands used here, which ioredis and @upstash/redis both offer with these signatures. */
interface ExpiringCounters {
  incr(key: string): Promise<number>;
  pexpire(key: string, milliseconds: number): Promise<unknown>;
  pttl(key: string): Promise<number>;
  psetex(key: string, milliseconds: number, value: string): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

// Bounded: past this many, the oldest entry is dropped (a flood of made-up names cannot exhaust memory).
const MAX_ENTRIES = 50_000;

let lastWarningAt = 0;
function warnRedisUnavailable(error: unknown): void {
  if (Date.now() - lastWarningAt < 60_000) return;
  lastWarningAt = Date.now();
  log("warn", "attempt_store_redis_unavailable", { reason: error instanceof Error ? error.message : String(error), policy: "counting in-process until Redis answers" });
}

class InProcessCounters implements ExpiringCounters {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.entries.delete(key);
    return this.entries.get(key);
  }
  private put(key: string, value: number, expiresAt: number) {
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt });
  }
  async incr(key: string) {
    const entry = this.live(key);
    this.put(key, (entry?.value ?? 0) + 1, entry?.expiresAt ?? Number.POSITIVE_INFINITY);
    return (entry?.value ?? 0) + 1;
  }
  async pexpire(key: string, milliseconds: number) {
    const entry = this.live(key);
    if (entry) entry.expiresAt = Date.now() + milliseconds;
  }
  async pttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - Date.now() : -2;
  }
  async psetex(key: string, milliseconds: number, value: string) {
    this.put(key, Number(value), Date.now() + milliseconds);
  }
  async del(key: string) {
    this.entries.delete(key);
  }
}

/** The shared Redis (lib/core/redis.ts): Upstash when configured, else TCP Redis; null without either. */
function sharedCounters(): ExpiringCounters | null {
  // No offline queue: while Redis is down, commands fail at once and the in-process store answers.
  return (upstashRedis() ?? tcpRedis()) as unknown as ExpiringCounters | null;
}

/** A fresh instance waits (up to 3 s) for its first Redis connection rather than counting in-process. */
function firstConnection(counters: ExpiringCounters | null): Promise<void> | null {
  if (!(counters instanceof IORedis) || counters.status === "ready") return null;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 3_000);
    counters.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export class AttemptStore {
  private readonly local = new InProcessCounters();
  private readonly shared = sharedCounters();
  private connecting = firstConnection(this.shared);
  private readonly prefix = `${process.env.RATE_LIMIT_PREFIX ?? "ctb:ratelimit"}:attempts:`;

  private async run<T>(command: (store: ExpiringCounters) => Promise<T>): Promise<T> {
    if (!this.shared) return command(this.local);
    if (this.connecting) {
      await this.connecting;
      this.connecting = null;
    }
    const shared = this.shared;
    try {
      return await redisCircuit().run(() => command(shared));
    } catch (error) {
      warnRedisUnavailable(error);
      return command(this.local);
    }
  }

  /** Milliseconds left on a lock (0 when none). */
  async lockedFor(name: string): Promise<number> {
    return Math.max(0, await this.run((store) => store.pttl(`${this.prefix}lock:${name}`)));
  }

  /** Counts one failure (forgotten `forgetAfterMs` after the last one) and returns the count. */
  async countFailure(name: string, forgetAfterMs: number): Promise<number> {
    return this.run(async (store) => {
      const failures = await store.incr(`${this.prefix}failures:${name}`);
      await store.pexpire(`${this.prefix}failures:${name}`, forgetAfterMs);
      return failures;
    });
  }

  async lock(name: string, milliseconds: number): Promise<void> {
    await this.run((store) => store.psetex(`${this.prefix}lock:${name}`, Math.max(1, Math.round(milliseconds)), "1"));
  }

  async forget(name: string): Promise<void> {
    await this.run(async (store) => {
      await store.del(`${this.prefix}failures:${name}`);
      await store.del(`${this.prefix}lock:${name}`);
    });
  }
}

const processWide = globalThis as unknown as { contabilistaAttemptStore?: AttemptStore };

export function attemptStore(): AttemptStore {
  processWide.contabilistaAttemptStore ??= new AttemptStore();
  return processWide.contabilistaAttemptStore;
}

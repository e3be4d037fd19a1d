import { Ratelimit } from "@upstash/ratelimit";
import { log } from "@/lib/core/log";
import { tcpRedis, upstashRedis } from "@/lib/core/redis";
import { redisCircuit } from "@/lib/core/http/redis-circuit";
import { IORedisForRatelimit } from "./ioredis-for-ratelimit";
import { MemorySlidingLog, type LimitDecision } from "./memory-sliding-log";
import { slidingLog } from "./redis-sliding-log";

export type { LimitDecision };

export const DEFAULT_REQUESTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
// The library's own timeout (it then admits the request) is a last resort: each call runs within the
// process's Redis circuit (lib/core/http/redis-circuit.ts), whose much shorter deadline and breaker turn
// a Redis that stops answering into in-process counting at once.
const REDIS_TIMEOUT_MS = 5_000;

type Backend = "upstash" | "redis" | "memory";

// Where limits are counted: Upstash REST when its variables are set, TCP Redis with REDIS_URL,
// otherwise this process. Policy when Redis fails or does not answer: fail over to the in-process
// window (a warning is logged once a minute) so requests keep a clear answer and limits stay
// approximately enforced per instance; after failures in a row the circuit stays open and Redis is
// not asked at all until a probe finds it answering again (redis-circuit.ts).
function redisForRatelimit(): { backend: Backend; redis?: ConstructorParameters<typeof Ratelimit>[0]["redis"] } {
  const upstash = upstashRedis();
  if (upstash) return { backend: "upstash", redis: upstash };
  const client = tcpRedis();
  if (client) {
    client.on("error", () => warnRedisUnavailable("connection error"));
    return { backend: "redis", redis: new IORedisForRatelimit(client) as unknown as ConstructorParameters<typeof Ratelimit>[0]["redis"] };
  }
  return { backend: "memory" };
}

let lastWarningAt = 0;
export function warnRedisUnavailable(reason: string): void {
  const now = Date.now();
  if (now - lastWarningAt < 60_000) return;
  lastWarningAt = now;
  log("warn", "rate_limit_redis_unavailable", { reason, policy: "counting in-process until Redis answers" });
}

class RateLimiter {
  private readonly memory = new MemorySlidingLog(WINDOW_MS);
  private readonly byLimit = new Map<number, Ratelimit>();
  readonly backend: Backend;
  /** The shared store, also used by the in-flight cap (lib/core/http/rate-limit/in-flight-slots.ts); none in-process. */
  readonly redis?: ConstructorParameters<typeof Ratelimit>[0]["redis"];

  constructor() {
    const chosen = redisForRatelimit();
    this.backend = chosen.backend;
    this.redis = chosen.redis;
  }

  private ratelimitFor(limit: number): Ratelimit {
    let ratelimit = this.byLimit.get(limit);
    if (!ratelimit) {
      ratelimit = new Ratelimit({
        redis: this.redis!,
        limiter: slidingLog(limit, WINDOW_MS),
        prefix: `${process.env.RATE_LIMIT_PREFIX ?? "ctb:ratelimit"}:${limit}`,
        timeout: REDIS_TIMEOUT_MS,
        analytics: false,
      });
      this.byLimit.set(limit, ratelimit);
    }
    return ratelimit;
  }

  async limit(identifier: string, limit: number): Promise<LimitDecision> {
    if (!this.redis) return this.memory.limit(identifier, limit);
    try {
      // A starting instance waits for its first connection (outside the deadline), see IORedisForRatelimit.
      if (this.redis instanceof IORedisForRatelimit) await this.redis.ready();
      const result = await redisCircuit().run(() => this.ratelimitFor(limit).limit(identifier));
      if (result.reason === "timeout") {
        warnRedisUnavailable("timeout");
        return this.memory.limit(identifier, limit);
      }
      if (result.success) this.memory.record(identifier);
      return { allowed: result.success, limit: result.limit, remaining: result.remaining, resetAt: result.reset };
    } catch (error) {
      warnRedisUnavailable(error instanceof Error ? error.message : String(error));
      return this.memory.limit(identifier, limit);
    }
  }
}

const processWide = globalThis as unknown as { contabilistaRateLimiter?: RateLimiter };

export function rateLimiter(): RateLimiter {
  processWide.contabilistaRateLimiter ??= new RateLimiter();
  return processWide.contabilistaRateLimiter;
}

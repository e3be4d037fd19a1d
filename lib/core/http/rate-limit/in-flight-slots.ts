import { randomUUID } from "node:crypto";
import { redisCircuit, RedisUnavailableError } from "@/lib/core/http/redis-circuit";
import { rateLimiter, warnRedisUnavailable } from "./rate-limiter";

// Slots of "requests in flight" per identifier (an API key), counted where the rate limits are: in
// Redis when configured, so every instance agrees, otherwise in this process (also the fallback while
// Redis does not answer). In Redis each slot is a member of a sorted set scored by when it expires:
// a slot whose instance was killed before releasing it frees itself after SLOT_TTL_MS, never leaks.

/** Longest a slot is held without release; longer than any request is allowed to run. */
export const SLOT_TTL_MS = 120_000;

const ACQUIRE_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
redis.call("ZREMRANGEBYSCORE", key, "-inf", now)
if redis.call("ZCARD", key) < limit then
  redis.call("ZADD", key, now + ttl, ARGV[4])
  redis.call("PEXPIRE", key, ttl)
  return 1
end
return 0
`;
const RELEASE_SCRIPT = `return redis.call("ZREM", KEYS[1], ARGV[1])`;
const RENEW_SCRIPT = `redis.call("ZADD", KEYS[1], "XX", ARGV[1], ARGV[2]) redis.call("PEXPIRE", KEYS[1], ARGV[3]) return 1`;

type ScriptRunner = { eval: (script: string, keys: string[], args: unknown[]) => Promise<unknown> };

/** A held slot: `release` frees it (safe to call more than once); `renew` restarts its expiry for a new holder. */
export interface InFlightSlot {
  release: () => Promise<void>;
  renew: () => Promise<void>;
}

// Per process, not per bundle: Next may load this module once per route.
const processWide = globalThis as unknown as { contabilistaInFlight?: Map<string, Map<string, number>> };
const inProcess = (processWide.contabilistaInFlight ??= new Map());

function acquireInProcess(identifier: string, limit: number, token: string): boolean {
  const now = Date.now();
  const slots = inProcess.get(identifier) ?? new Map<string, number>();
  for (const [held, expiresAt] of slots) if (expiresAt <= now) slots.delete(held);
  if (slots.size >= limit) return false;
  slots.set(token, now + SLOT_TTL_MS);
  inProcess.set(identifier, slots);
  return true;
}

function renewInProcess(identifier: string, token: string): void {
  const slots = inProcess.get(identifier);
  if (slots?.has(token)) slots.set(token, Date.now() + SLOT_TTL_MS);
}

function releaseInProcess(identifier: string, token: string): void {
  const slots = inProcess.get(identifier);
  slots?.delete(token);
  if (slots?.size === 0) inProcess.delete(identifier);
}

/** Takes one of `limit` slots of `identifier` if one is free; null when all are held. */
export async function tryAcquireSlot(identifier: string, limit: number): Promise<InFlightSlot | null> {
  const token = randomUUID();
  const redis = rateLimiter().redis as unknown as ScriptRunner | undefined;
  const key = `${process.env.RATE_LIMIT_PREFIX ?? "ctb:ratelimit"}:inflight:${identifier}`;
  if (redis) {
    // Taking a slot waits on Redis within the circuit's deadline. Freeing or renewing one does not hold
    // up the request (nobody awaits them on its path) and is sent even while the circuit is open: over
    // the one connection it runs after the take it undoes, also when a paused Redis resumes, so no
    // slot stays held in Redis for SLOT_TTL_MS because its release was skipped.
    const release = () => redis.eval(RELEASE_SCRIPT, [key], [token]);
    try {
      const admitted = await redisCircuit().run(() => redis.eval(ACQUIRE_SCRIPT, [key], [limit, Date.now(), SLOT_TTL_MS, token]));
      if (Number(admitted) !== 1) return null;
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          // A failed release is not fatal: the slot expires by itself.
          await release().catch((error) => warnRedisUnavailable(String(error)));
        },
        renew: async () => {
          await redis.eval(RENEW_SCRIPT, [key], [Date.now() + SLOT_TTL_MS, token, SLOT_TTL_MS]).catch((error) => warnRedisUnavailable(String(error)));
        },
      };
    } catch (error) {
      warnRedisUnavailable(error instanceof Error ? error.message : String(error));
      // A take that got no answer may still run when Redis answers again: undo it then.
      if (error instanceof RedisUnavailableError && error.sent) void release().catch(() => undefined);
    }
  }
  if (!acquireInProcess(identifier, limit, token)) return null;
  return { release: async () => releaseInProcess(identifier, token), renew: async () => renewInProcess(identifier, token) };
}

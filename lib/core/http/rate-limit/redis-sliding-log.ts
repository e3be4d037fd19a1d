import { createHash, randomUUID } from "node:crypto";
import type { RatelimitConfig } from "@upstash/ratelimit";

// An exact "N requests in any rolling window" limiter for @upstash/ratelimit. The library's own
// slidingWindow weights the previous fixed window, which lets one extra request through when a
// burst straddles a window boundary (seen in CI: 61 of 200). Here each admitted request is a
// member of a sorted set scored by its time; the Lua script drops members older than the window
// and admits only while fewer than `limit` remain, atomically, so every instance sharing the
// Redis agrees. At most `limit` members are ever stored per key.

type Limiter = RatelimitConfig["limiter"];
type LimiterContext = Parameters<ReturnType<Limiter>["limit"]>[0];

const LIMIT_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
redis.call("ZREMRANGEBYSCORE", key, "-inf", now - window)
local used = redis.call("ZCARD", key)
local admitted = 0
if used < limit then
  redis.call("ZADD", key, now, ARGV[4])
  redis.call("PEXPIRE", key, window)
  used = used + 1
  admitted = 1
end
local oldest = redis.call("ZRANGE", key, 0, 0, "WITHSCORES")
local freesAt = now + window
if oldest[2] then freesAt = tonumber(oldest[2]) + window end
return {admitted, limit - used, freesAt}
`;

const REMAINING_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local used = redis.call("ZCOUNT", key, now - window + 1, "+inf")
local oldest = redis.call("ZRANGEBYSCORE", key, now - window + 1, "+inf", "WITHSCORES", "LIMIT", 0, 1)
local freesAt = now
if oldest[2] then freesAt = tonumber(oldest[2]) + window end
return {limit - used, freesAt}
`;

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");
const LIMIT_HASH = sha1(LIMIT_SCRIPT);
const REMAINING_HASH = sha1(REMAINING_SCRIPT);

async function runScript(ctx: LimiterContext, script: string, hash: string, keys: string[], args: unknown[]) {
  if (!("redis" in ctx)) throw new Error("the sliding log limiter runs against one Redis (no multi-region)");
  try {
    return (await ctx.redis.evalsha(hash, keys, args)) as number[];
  } catch (error) {
    if (!String(error).includes("NOSCRIPT")) throw error;
    return (await ctx.redis.eval(script, keys, args)) as number[];
  }
}

export function slidingLog(limit: number, windowMs: number): Limiter {
  return () => ({
    async limit(ctx, identifier) {
      if (ctx.cache) {
        const { blocked, reset } = ctx.cache.isBlocked(identifier);
        if (blocked) return { success: false, limit, remaining: 0, reset, pending: Promise.resolve(), reason: "cacheBlock" };
      }
      const [admitted, remaining, freesAt] = await runScript(ctx, LIMIT_SCRIPT, LIMIT_HASH, [identifier], [limit, Date.now(), windowMs, randomUUID()]);
      const success = Number(admitted) === 1;
      // A slot frees only when the oldest admitted request leaves the window, so until then this
      // instance may refuse without asking Redis.
      if (!success && ctx.cache) ctx.cache.blockUntil(identifier, Number(freesAt));
      return { success, limit, remaining: Math.max(0, Number(remaining)), reset: Number(freesAt), pending: Promise.resolve() };
    },
    async getRemaining(ctx, identifier) {
      const [remaining, freesAt] = await runScript(ctx, REMAINING_SCRIPT, REMAINING_HASH, [identifier], [limit, Date.now(), windowMs]);
      return { remaining: Math.max(0, Number(remaining)), reset: Number(freesAt), limit };
    },
    async resetTokens(ctx, identifier) {
      if (!("redis" in ctx)) return;
      await ctx.redis.del(identifier);
    },
  });
}

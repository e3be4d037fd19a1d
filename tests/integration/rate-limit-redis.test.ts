import { Ratelimit } from "@upstash/ratelimit";
import IORedis from "ioredis";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { MAX_IN_FLIGHT_PER_KEY } from "@/lib/transports/api/in-flight-limit";
import { SLOT_TTL_MS } from "@/lib/core/http/rate-limit/in-flight-slots";
import { IORedisForRatelimit } from "@/lib/core/http/rate-limit/ioredis-for-ratelimit";
import { slidingLog } from "@/lib/core/http/rate-limit/redis-sliding-log";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

// Needs the real Redis: CI always provides it (TEST_REDIS_URL, and CI=true refuses to run without).
// A developer machine without TEST_REDIS_URL runs the embedded suite, where this file does not apply.
describe.runIf(inject("redisUrl"))("rate limits in the real Redis", () => {
  const redis = new IORedis(inject("redisUrl"));
  afterAll(() => redis.disconnect());

  it("the server counts in Redis under its prefix", async () => {
    const company = await createTestCompany();
    const { keyId, key } = await createTestKey(company.companyId, { scopes: ["read"] });
    expect((await api("GET", "/company", { key })).status).toBe(200);
    expect(await redis.zcard(`${inject("rateLimitPrefix")}:60:${keyId}`)).toBe(1);
  });

  it("holds a key's in-flight slots in Redis, where a slot left by a killed instance expires by itself", async () => {
    const company = await createTestCompany();
    const { keyId, key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const slots = `${inject("rateLimitPrefix")}:inflight:${keyId}`;
    // Another instance (gone without releasing) holds every slot of this key for 1.5 s more.
    const expiresAt = Date.now() + 1_500;
    await redis.zadd(slots, ...Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, (_, index) => [expiresAt, `killed-${index}`]).flat());
    const startedAt = Date.now();
    expect((await api("GET", "/company", { key })).status).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000); // it waited for those slots to expire
    // The expired ones were dropped, and its own is released once its response has been sent.
    await vi.waitFor(async () => expect(await redis.zcard(slots)).toBe(0));
    // Held for longer than a request may wait: refused with 429 and Retry-After.
    await redis.zadd(slots, ...Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, (_, index) => [Date.now() + 60_000, `stuck-${index}`]).flat());
    const refused = await api("GET", "/company", { key });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await redis.pttl(slots)).toBeLessThanOrEqual(SLOT_TTL_MS);
    await redis.del(slots);
  }, 20_000);

  function directLimiter(limit: number, windowMs: number) {
    return new Ratelimit({
      redis: new IORedisForRatelimit(redis) as never,
      limiter: slidingLog(limit, windowMs),
      prefix: `${inject("rateLimitPrefix")}:direct`,
      analytics: false,
      ephemeralCache: false,
    });
  }

  it("@upstash/ratelimit with the sliding log lets exactly 60 of 200 concurrent calls pass", async () => {
    const identifier = `direct-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 200 }, () => directLimiter(60, 60_000).limit(identifier)));
    expect(results.filter((result) => result.success)).toHaveLength(60);
    expect(Math.min(...results.map((result) => result.remaining))).toBe(0);
    expect(await redis.zcard(`${inject("rateLimitPrefix")}:direct:${identifier}`)).toBe(60);
  });

  it("frees a slot only when the oldest admitted call leaves the rolling window", async () => {
    const limiter = directLimiter(3, 1_000);
    const identifier = `rolling-${Date.now()}`;
    const first = await limiter.limit(identifier);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await limiter.limit(identifier);
    await limiter.limit(identifier);
    const refused = await limiter.limit(identifier);
    expect(refused.success).toBe(false);
    expect(refused.reset).toBe(first.reset);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, first.reset - Date.now()) + 20));
    expect((await limiter.limit(identifier)).success).toBe(true);
    expect((await limiter.limit(identifier)).success).toBe(false);
  });
});

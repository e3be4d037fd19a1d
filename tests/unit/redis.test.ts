import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { Redis as UpstashRedis } from "@upstash/redis";
import { tcpRedis, tcpRedisSubscriber, upstashRedis } from "@/lib/core/redis";

// The one Redis module: one TCP client and one subscriber connection per process for every user (rate
// limits, in-flight slots, sign-in attempts, MCP sessions and answers), and one Upstash client.

const processWide = globalThis as unknown as { contabilistaRedis?: object };
const saved = { ...process.env };

beforeEach(() => {
  delete processWide.contabilistaRedis;
  for (const name of ["REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"]) delete process.env[name];
});
afterAll(() => {
  process.env = saved;
  delete processWide.contabilistaRedis;
});

describe("lib/core/redis", () => {
  it("has no client without configuration", () => {
    expect(tcpRedis()).toBeNull();
    expect(tcpRedisSubscriber()).toBeNull();
    expect(upstashRedis()).toBeNull();
  });

  it("gives every caller the same TCP client, fail-fast, and a separate subscriber connection", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1"; // nothing listens: the options, not a server, are tested
    const client = tcpRedis()!;
    expect(tcpRedis()).toBe(client);
    expect(client.options).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000, enableAutoPipelining: true });
    const subscriber = tcpRedisSubscriber()!;
    expect(subscriber).not.toBe(client);
    expect(tcpRedisSubscriber()).toBe(subscriber);
    expect(subscriber.options).toMatchObject({ enableOfflineQueue: false, enableAutoPipelining: false });
    // No offline queue: a command fails at once rather than waiting for a connection.
    await expect(client.get("k")).rejects.toThrow();
    client.disconnect();
    subscriber.disconnect();
  });

  it("builds one Upstash client only when both its variables are set", () => {
    process.env.UPSTASH_REDIS_REST_URL = "https://example.upstash.io";
    expect(upstashRedis()).toBeNull();
    delete processWide.contabilistaRedis;
    process.env.UPSTASH_REDIS_REST_TOKEN = "token";
    const client = upstashRedis();
    expect(client).toBeInstanceOf(UpstashRedis);
    expect(upstashRedis()).toBe(client);
  });
});

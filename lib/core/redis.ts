import { Redis as UpstashRedis } from "@upstash/redis";
import IORedis from "ioredis";

// The process's shared Redis, one module for every user: rate limits and in-flight slots
// (lib/core/http/rate-limit/), sign-in attempts (lib/domains/auth/attempt-store.ts), MCP sessions and
// elicitation answers (lib/transports/mcp/). Two ways to reach it: Upstash over REST
// (UPSTASH_REDIS_REST_URL and _TOKEN) and TCP Redis (REDIS_URL). One client of each per process (on
// globalThis: Next may load this module once per route), plus one TCP connection for subscriptions,
// which a connection in subscriber mode cannot share. Every call on a request's path goes through the
// process's circuit (lib/core/http/redis-circuit.ts); these options make a Redis that is down fail fast
// rather than queue: no offline queue, one retry, short connect and command timeouts.

/** Bounds how long ioredis keeps a command nobody waits for any more (its caller gave up at the circuit's deadline). */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

type Clients = { tcp?: IORedis | null; subscriber?: IORedis | null; upstash?: UpstashRedis | null };
const processWide = globalThis as unknown as { contabilistaRedis?: Clients };
const clients = (): Clients => (processWide.contabilistaRedis ??= {});

/** The Upstash REST client when UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are set, else null. */
export function upstashRedis(): UpstashRedis | null {
  const state = clients();
  if (state.upstash === undefined) {
    const { UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token } = process.env;
    state.upstash = url && token ? new UpstashRedis({ url, token }) : null;
  }
  return state.upstash;
}

/**
 * The TCP Redis client when REDIS_URL is set, else null. Commands issued in one event-loop turn go in
 * one write (every API request sends a count and an in-flight slot's take and release). Connection
 * errors are swallowed here: each user reports the failures of its own commands.
 */
export function tcpRedis(): IORedis | null {
  const state = clients();
  if (state.tcp === undefined) {
    state.tcp = process.env.REDIS_URL
      ? new IORedis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, enableAutoPipelining: true })
      : null;
    state.tcp?.on("error", () => undefined);
  }
  return state.tcp;
}

/** A second TCP connection, for SUBSCRIBE (a subscribed connection sends no other command), or null without REDIS_URL. */
export function tcpRedisSubscriber(): IORedis | null {
  const state = clients();
  if (state.subscriber === undefined) {
    state.subscriber = tcpRedis()?.duplicate({ enableAutoPipelining: false }) ?? null;
    state.subscriber?.on("error", () => undefined);
  }
  return state.subscriber;
}

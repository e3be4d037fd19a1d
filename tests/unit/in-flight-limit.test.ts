import { describe, expect, it } from "vitest";
import { holdInFlightSlot, MAX_IN_FLIGHT_PER_KEY } from "@/lib/transports/api/in-flight-limit";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { ApiError } from "@/lib/core/api-error";

// In-process slots (no REDIS_URL in the unit project); the Redis store is covered by rate-limit-redis.test.ts.
const keyOf = (id: string) => ({ id }) as VerifiedApiKey;
const settled = <T>(promise: Promise<T>) => {
  const state = { done: false, value: undefined as T | undefined };
  void promise.then((value) => Object.assign(state, { done: true, value }));
  return state;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("requests in flight per key", () => {
  it(`admits ${MAX_IN_FLIGHT_PER_KEY} at once, then serves waiters first come, first served as slots are released`, async () => {
    const key = keyOf(`unit-fifo-${Math.random()}`);
    const held = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, () => holdInFlightSlot(key)));
    const first = settled(holdInFlightSlot(key));
    await tick();
    const second = settled(holdInFlightSlot(key));
    await tick();
    expect([first.done, second.done]).toEqual([false, false]);
    await held[0]!();
    await tick();
    expect([first.done, second.done]).toEqual([true, false]);
    await held[1]!();
    await tick();
    expect(second.done).toBe(true);
    for (const release of [...held.slice(2), first.value!, second.value!]) await release();
  });

  it("gives a finished request's slot to the first in line at once, never admitting one more than the cap, and leaks none", async () => {
    const key = keyOf(`unit-handover-${Math.random()}`);
    const held = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, () => holdInFlightSlot(key)));
    const waiting = settled(holdInFlightSlot(key));
    await tick();
    await held[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(waiting.done).toBe(true);
    // The cap is still full: a newcomer waits.
    const newcomer = settled(holdInFlightSlot(key));
    await tick();
    expect(newcomer.done).toBe(false);
    await waiting.value!();
    await tick();
    expect(newcomer.done).toBe(true);
    for (const release of [...held.slice(1), newcomer.value!]) await release();
    // Nothing leaked: the whole cap is free again at once.
    const again = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, () => holdInFlightSlot(key)));
    for (const release of again) await release();
  });

  it("counts keys separately, and refuses with 429 and Retry-After when no slot frees in time", async () => {
    const key = keyOf(`unit-full-${Math.random()}`);
    const held = await Promise.all(Array.from({ length: MAX_IN_FLIGHT_PER_KEY }, () => holdInFlightSlot(key)));
    const other = await holdInFlightSlot(keyOf(`unit-other-${Math.random()}`));
    await other();
    const error = await holdInFlightSlot(key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("rate_limited");
    expect((error as ApiError).headers?.["Retry-After"]).toBe("1");
    for (const release of held) await release();
    await (await holdInFlightSlot(key))();
  }, 10_000);
});

import { describe, expect, it } from "vitest";
import { AttemptStore } from "@/lib/domains/auth/attempt-store";

// The in-process store (no REDIS_URL in unit tests): what the server uses without Redis, and while Redis is down.
describe("attempt store, in-process", () => {
  it("counts failures, locks for a while, and forgets on request", async () => {
    delete process.env.REDIS_URL;
    const store = new AttemptStore();
    expect(await store.countFailure("a", 60_000)).toBe(1);
    expect(await store.countFailure("a", 60_000)).toBe(2);
    expect(await store.lockedFor("a")).toBe(0);
    await store.lock("a", 200);
    const locked = await store.lockedFor("a");
    expect(locked).toBeGreaterThan(0);
    expect(locked).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.lockedFor("a")).toBe(0);
    await store.lock("a", 60_000);
    await store.forget("a");
    expect(await store.lockedFor("a")).toBe(0);
    expect(await store.countFailure("a", 60_000)).toBe(1);
  });

  it("forgets failures after the given quiet time", async () => {
    const store = new AttemptStore();
    await store.countFailure("c", 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.countFailure("c", 50)).toBe(1);
  });
});

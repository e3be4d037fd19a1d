import { describe, expect, it } from "vitest";
import { slotPool } from "@/lib/core/slot-pool";

// The one wait line behind the heavy-work and large-body caps: a total, a cap per share, first come
// first served among the waiters that fit, and a refusal when none frees in time.

const refusal = () => new Error("refused");
const settled = <T>(promise: Promise<T>) => Promise.race([promise.then((value) => ({ value })), new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 30))]);

describe("slotPool", () => {
  it("holds up to the total, at most perShare for one share, and admits the first waiter that fits", async () => {
    const pool = slotPool("test-line", { total: 3, perShare: 2 });
    const a1 = await pool.hold(["a"], 1_000, refusal);
    const a2 = await pool.hold(["a"], 1_000, refusal);
    expect(pool.freeFor(["a"])).toBe(false); // a holds its share
    expect(pool.freeFor(["b"])).toBe(true);
    const a3 = pool.hold(["a"], 1_000, refusal);
    expect(await settled(a3)).toBe("pending");
    const b1 = await pool.hold(["b"], 1_000, refusal); // not behind a's waiter
    const c1 = pool.hold(["c"], 1_000, refusal); // the total is reached
    expect(await settled(c1)).toBe("pending");
    a1();
    a1(); // a second release does nothing
    // a's waiter came first and fits again (a holds 1 of 2, 2 of 3 held): it is admitted, c still waits.
    expect(await settled(a3)).not.toBe("pending");
    expect(await settled(c1)).toBe("pending");
    b1();
    expect(await settled(c1)).not.toBe("pending");
    for (const release of [a2, (await a3), (await c1)]) release();
    expect(pool.freeFor(["a", "b", "c"])).toBe(true);
  });

  it("counts a holder against every share it names", async () => {
    const pool = slotPool("test-shares", { total: 4, perShare: 1 });
    const first = await pool.hold(["credential:k", "company:x"], 1_000, refusal);
    expect(pool.freeFor(["credential:other", "company:x"])).toBe(false);
    expect(pool.freeFor(["credential:k", "company:y"])).toBe(false);
    expect(pool.freeFor(["credential:other", "company:y"])).toBe(true);
    first();
  });

  it("refuses with the caller's error when no slot frees within the wait, and leaves the line", async () => {
    const pool = slotPool("test-refusal", { total: 1, perShare: 1 });
    const held = await pool.hold(["a"], 1_000, refusal);
    await expect(pool.hold(["b"], 20, refusal)).rejects.toThrow("refused");
    held();
    const next = await pool.hold(["b"], 20, refusal); // the refused waiter took nothing
    next();
  });

  it("shares one state per name in the process (Next loads a module once per route)", async () => {
    const one = slotPool("test-shared", { total: 1, perShare: 1 });
    const other = slotPool("test-shared", { total: 1, perShare: 1 });
    const held = await one.hold(["a"], 1_000, refusal);
    expect(other.freeFor(["b"])).toBe(false);
    held();
    expect(other.freeFor(["b"])).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { MemorySlidingLog } from "@/lib/core/http/rate-limit/memory-sliding-log";

const MINUTE = 60_000;
const start = 1_800_000_000_000; // a multiple of 60 000: a clock-minute boundary

describe("in-process sliding log", () => {
  it("allows exactly the limit and reports what remains and when a slot frees", () => {
    const log = new MemorySlidingLog(MINUTE);
    const decisions = Array.from({ length: 70 }, (_, index) => log.limit("key", 60, start + index));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(60);
    expect(decisions[0]!.remaining).toBe(59);
    expect(decisions[59]!.remaining).toBe(0);
    expect(decisions[60]!.allowed).toBe(false);
    expect(decisions[60]!.resetAt).toBe(start + MINUTE);
  });

  it("goes on from the requests Redis admitted when it takes over (the fallback does not start from zero)", () => {
    const log = new MemorySlidingLog(MINUTE);
    for (let index = 0; index < 50; index++) log.record("key", start + index);
    const decisions = Array.from({ length: 20 }, (_, index) => log.limit("key", 60, start + 100 + index));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    expect(decisions[9]!.remaining).toBe(0);
    // What Redis admitted leaves the window like the rest.
    expect(log.limit("key", 60, start + MINUTE - 1).allowed).toBe(false);
    expect(log.limit("key", 60, start + MINUTE).allowed).toBe(true);
  });

  it("admits no extra request when a burst straddles a clock-minute boundary", () => {
    const log = new MemorySlidingLog(MINUTE);
    // 200 requests, one per millisecond, from 100 ms before the minute turns.
    const decisions = Array.from({ length: 200 }, (_, index) => log.limit("key", 60, start - 100 + index));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(60);
  });

  it("frees one slot each time an admitted request leaves the window", () => {
    const log = new MemorySlidingLog(MINUTE);
    for (let index = 0; index < 60; index++) log.limit("key", 60, start + index * 1_000);
    expect(log.limit("key", 60, start + MINUTE - 1).allowed).toBe(false);
    expect(log.limit("key", 60, start + MINUTE).allowed).toBe(true);
    expect(log.limit("key", 60, start + MINUTE).allowed).toBe(false);
    expect(log.limit("key", 60, start + MINUTE + 1_000).allowed).toBe(true);
  });

  it("keeps identifiers apart", () => {
    const log = new MemorySlidingLog(MINUTE);
    for (let index = 0; index < 5; index++) log.limit("a", 5, start);
    expect(log.limit("a", 5, start + 1).allowed).toBe(false);
    expect(log.limit("b", 5, start + 1).allowed).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { HEAVY_SLOTS, HEAVY_SLOTS_PER_COMPANY, HEAVY_WAIT_MS, holdHeavySlot } from "@/lib/transports/api/heavy-work";
import { ApiError } from "@/lib/core/api-error";
import type { AnyOperation } from "@/lib/kernel/operation";

const heavy = { name: "get_financial_report", cost: "heavy" } as AnyOperation;
const light = { name: "get_company" } as AnyOperation;

describe("heavy-work slots (per instance, per-company share)", () => {
  afterEach(() => vi.useRealTimers());

  it("defaults to a quarter of the pool of 10, one company at most half", () => {
    expect(HEAVY_SLOTS).toBe(2);
    expect(HEAVY_SLOTS_PER_COMPANY).toBe(1);
  });

  it("light operations never take a slot", async () => {
    expect(await holdHeavySlot(light, "a")).toBeNull();
  });

  it("a company over its share waits while another company still gets a slot; releases admit the waiter", async () => {
    const first = (await holdHeavySlot(heavy, "a"))!;
    let secondOfA: (() => void) | null = null;
    const waiting = holdHeavySlot(heavy, "a").then((release) => (secondOfA = release));
    const ofB = (await holdHeavySlot(heavy, "b"))!; // not behind company a
    await Promise.resolve();
    expect(secondOfA).toBeNull();
    first();
    await waiting;
    expect(secondOfA).toBeTypeOf("function");
    secondOfA!();
    ofB();
  });

  it("refuses with 429 rate_limited and Retry-After when no slot frees in time", async () => {
    vi.useFakeTimers();
    const held = [(await holdHeavySlot(heavy, "a"))!, (await holdHeavySlot(heavy, "b"))!];
    const refused = holdHeavySlot(heavy, "c").catch((error: unknown) => error);
    vi.advanceTimersByTime(HEAVY_WAIT_MS + 1);
    const error = (await refused) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("rate_limited");
    expect(Number(error.headers?.["Retry-After"])).toBeGreaterThanOrEqual(1);
    for (const release of held) release();
    // Released twice is harmless; the slots are free again.
    held[0]!();
    const again = await holdHeavySlot(heavy, "c");
    expect(again).toBeTypeOf("function");
    again!();
  });
});

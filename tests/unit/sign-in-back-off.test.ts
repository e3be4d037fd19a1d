import { describe, expect, it } from "vitest";
import { backOffMs, FREE_FAILURES_PER_ADDRESS } from "@/lib/domains/auth/sign-in-throttle";

describe("sign-in back-off", () => {
  it("lets the free failures through, then doubles the lock each time up to 15 minutes", () => {
    const locks = Array.from({ length: 16 }, (_, index) => backOffMs(index + 1, FREE_FAILURES_PER_ADDRESS));
    expect(locks.slice(0, FREE_FAILURES_PER_ADDRESS)).toEqual([0, 0, 0, 0, 0]);
    expect(locks.slice(FREE_FAILURES_PER_ADDRESS, FREE_FAILURES_PER_ADDRESS + 4)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(locks.at(-1)).toBe(15 * 60_000);
  });

  it("keeps one address to fewer than 20 failures an hour on one account, far below the account-wide 100", () => {
    let elapsed = 0;
    let failures = 0;
    while (elapsed < 60 * 60_000) {
      failures++;
      elapsed += backOffMs(failures, FREE_FAILURES_PER_ADDRESS) || 1;
    }
    expect(failures).toBeLessThan(20);
  });
});

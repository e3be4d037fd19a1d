import { describe, expect, it } from "vitest";
import { holdLargeBodySlot, LARGE_BODY_SLOTS, LARGE_BODY_SLOTS_PER_HOLDER } from "@/lib/core/http/large-body-slots";

// Security review 2026-11-26 M4: one key trickling four uploads held every large-body slot, and
// another company's upload waited 20 s, then got 429. A credential and a company now hold at most
// half the slots; the others stay free for everyone else.

const large = () => new Request("http://test/api/v1/documents", { method: "POST", headers: { "content-length": "3000000" }, body: "x", duplex: "half" } as RequestInit);
const settledWithin = async <T>(promise: Promise<T>, ms: number): Promise<T | "waiting"> => Promise.race([promise, new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), ms))]);

describe("large-body slots are shared fairly", () => {
  it("one key cannot take more than its share; another company's upload is admitted at once; a release admits the waiting one", async () => {
    expect(LARGE_BODY_SLOTS).toBe(4);
    expect(LARGE_BODY_SLOTS_PER_HOLDER).toBe(2);
    const greedy = { credential: "key:greedy", companyId: "company-a" };
    const held = [await holdLargeBodySlot(large(), 12_000_000, greedy), await holdLargeBodySlot(large(), 12_000_000, greedy)];
    expect(held.every((release) => typeof release === "function")).toBe(true);
    const third = holdLargeBodySlot(large(), 12_000_000, greedy);
    expect(await settledWithin(third, 100)).toBe("waiting");
    // Another key of the same company is over the company's share too.
    const sameCompany = holdLargeBodySlot(large(), 12_000_000, { credential: "key:other-of-a", companyId: "company-a" });
    expect(await settledWithin(sameCompany, 100)).toBe("waiting");
    // Another company is served at once.
    const other = await settledWithin(holdLargeBodySlot(large(), 12_000_000, { credential: "key:b", companyId: "company-b" }), 100);
    expect(typeof other).toBe("function");
    // When the greedy key finishes one, the first of company A in line gets it.
    held[0]!();
    expect(typeof (await settledWithin(third, 100))).toBe("function");
    expect(await settledWithin(sameCompany, 100)).toBe("waiting");
    (await third)!();
    expect(typeof (await settledWithin(sameCompany, 100))).toBe("function");
    (await sameCompany)!();
    held[1]!();
    (other as () => void)();
  });
});

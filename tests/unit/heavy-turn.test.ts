import { afterEach, describe, expect, it, vi } from "vitest";
import { sharedReadIdentity, takeHeavyTurn, type HeavyTurn } from "@/lib/transports/api/heavy-turn";
import { HEAVY_WAIT_MS, holdHeavySlot } from "@/lib/transports/api/heavy-work";
import { ApiError } from "@/lib/core/api-error";
import type { AnyOperation } from "@/lib/kernel/operation";

const report = { name: "get_financial_report", cost: "heavy", hints: { readOnly: true } } as AnyOperation;
const heavyWrite = { name: "import_bank_statement", cost: "heavy", hints: { readOnly: false } } as AnyOperation;
const light = { name: "get_company", hints: { readOnly: true } } as AnyOperation;

const settledKind = async (turn: Promise<HeavyTurn<string>>) => Promise.race([turn.then((t) => t.kind), new Promise((resolve) => setTimeout(() => resolve("waiting"), 20))]);

describe("heavy turns: identical waiting reads share one run", () => {
  afterEach(() => vi.useRealTimers());

  it("identities: only heavy reads share; input key order does not matter, the caller does", () => {
    expect(sharedReadIdentity(light, "rest:k1", {})).toBeNull();
    expect(sharedReadIdentity(heavyWrite, "rest:k1", {})).toBeNull();
    expect(sharedReadIdentity(report, "rest:k1", { ano: "2026", mes: "3" })).toBe(sharedReadIdentity(report, "rest:k1", { mes: "3", ano: "2026" }));
    expect(sharedReadIdentity(report, "rest:k1", { ano: "2026" })).not.toBe(sharedReadIdentity(report, "rest:k2", { ano: "2026" }));
    expect(sharedReadIdentity(report, "rest:k1", { ano: "2026" })).not.toBe(sharedReadIdentity(report, "rest:k1", { ano: "2025" }));
  });

  it("calls that join a waiting run get its answer; a call arriving once it runs waits for a run of its own", async () => {
    const identity = sharedReadIdentity(report, "rest:k1", { ano: 2026 });
    const busy = (await holdHeavySlot(report, "company-a"))!; // the company's whole share
    const first = takeHeavyTurn<string>(report, "company-a", identity, "first");
    const second = takeHeavyTurn<string>(report, "company-a", identity, "r");
    const third = takeHeavyTurn<string>(report, "company-a", identity, "r");
    const otherYear = takeHeavyTurn<string>(report, "company-a", sharedReadIdentity(report, "rest:k1", { ano: 2025 }), "r");
    expect(await settledKind(first)).toBe("waiting");
    busy();
    const running = await first;
    expect(running.kind).toBe("run");
    const late = takeHeavyTurn<string>(report, "company-a", identity, "r");
    if (running.kind !== "run") throw new Error("unreachable");
    running.share(() => "the report");
    running.release();
    expect(await second).toEqual({ kind: "shared", answer: "the report", runBy: "first" });
    expect(await third).toEqual({ kind: "shared", answer: "the report", runBy: "first" });
    // Not the same question: it had its own place in line.
    const other = await otherYear;
    expect(other.kind).toBe("run");
    expect(await settledKind(late)).toBe("waiting");
    if (other.kind === "run") other.release();
    const lateTurn = await late;
    expect(lateTurn.kind).toBe("run");
    if (lateTurn.kind === "run") lateTurn.release();
  });

  it("when the run fails, its joiners take turns of their own instead of sharing nothing", async () => {
    const identity = sharedReadIdentity(report, "mcp:k1", {});
    const busy = (await holdHeavySlot(report, "company-b"))!;
    const first = takeHeavyTurn<string>(report, "company-b", identity, "r");
    const second = takeHeavyTurn<string>(report, "company-b", identity, "r");
    const third = takeHeavyTurn<string>(report, "company-b", identity, "r");
    busy();
    const failing = await first;
    if (failing.kind !== "run") throw new Error(`expected a run, got ${failing.kind}`);
    failing.release(); // ended without share(): an error answered to its own caller
    // The slot is free again: the first of them runs at once; a started run cannot be joined.
    const retried = await second;
    expect(retried.kind).toBe("run");
    expect(await settledKind(third)).toBe("waiting");
    if (retried.kind === "run") retried.release();
    const own = await third;
    expect(own.kind).toBe("run");
    if (own.kind === "run") own.release();
  });

  it("when the run is refused for waiting too long, its joiners are refused with it (they waited as long)", async () => {
    vi.useFakeTimers();
    const identity = sharedReadIdentity(report, "rest:k3", {});
    const busy = (await holdHeavySlot(report, "company-d"))!;
    const first = takeHeavyTurn<string>(report, "company-d", identity, "r").catch((error: unknown) => error);
    const second = takeHeavyTurn<string>(report, "company-d", identity, "r").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(HEAVY_WAIT_MS + 1);
    for (const refused of [await first, await second]) {
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe("rate_limited");
    }
    busy();
  });

  it("a call that finds a slot free runs at once, and light operations take no turn", async () => {
    const turn = await takeHeavyTurn<string>(report, "company-c", sharedReadIdentity(report, "rest:k9", {}), "r");
    expect(turn.kind).toBe("run");
    if (turn.kind === "run") turn.release();
    expect((await takeHeavyTurn<string>(light, "company-c", null, "r")).kind).toBe("light");
  });
});

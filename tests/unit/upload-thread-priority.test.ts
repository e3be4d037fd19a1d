import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The threads that read uploads run at nice 5, below the event loop (security review 2026-11-26 L1:
// while 20 uploads were read, /api/health's p99 was 11–27× its idle p99). Linux only: the kernel's
// per-thread nice value, read from /proc.

let extraction: typeof import("@/lib/domains/documents/extraction/extraction-pool");
let bodies: typeof import("@/lib/core/http/off-thread-body");

beforeAll(async () => {
  // A thread below the others starts slowly on a busy machine: time is not what is tested here.
  process.env.EXTRACTION_BUDGET_MS = "120000";
  extraction = await import("@/lib/domains/documents/extraction/extraction-pool");
  bodies = await import("@/lib/core/http/off-thread-body");
});

afterAll(async () => {
  await extraction.closeExtractionPool();
  await bodies.closeBodyParsePool();
});

/** The nice value of every thread of this process, by thread id (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      values.set(Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return values;
}

describe("upload threads below the event loop", () => {
  it("runs the extraction and body-parsing threads at nice 5 and leaves the main thread at 0", { timeout: 60_000 }, async () => {
    const before = threadNiceValues();
    expect([...before.values()].filter((nice) => nice === 5)).toEqual([]);

    const blank = new Uint8Array(await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffffff" } }).png().toBuffer());
    expect(await extraction.readFileInThread(blank, "png")).toEqual({ text: "", qrPayloads: [] });
    const large = new TextEncoder().encode(JSON.stringify({ text: "x".repeat(bodies.OFF_THREAD_BODY_BYTES) }));
    expect(await bodies.parseJson(large)).toEqual({ text: "x".repeat(bodies.OFF_THREAD_BODY_BYTES) });

    const after = threadNiceValues();
    // One extraction thread and at least one body-parsing thread, new since `before`.
    const lowered = [...after].filter(([tid, nice]) => nice === 5 && !before.has(tid));
    expect(lowered.length).toBeGreaterThanOrEqual(2);
    expect(after.get(process.pid)).toBe(0);
  });
});

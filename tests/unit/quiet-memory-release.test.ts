import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// After large work, an idle server gives its memory back (security review 2026-11-26 H2, issue 38):
// once no upload has been parsed or extracted for MEMORY_RELEASE_QUIET_MS, the threads that did the
// work are replaced by fresh ones and one full garbage collection runs. The quiet period is
// shortened here so the test is quick.

const QUIET_MS = 1_000;
let release: typeof import("@/lib/core/threads/quiet-memory-release");
let extraction: typeof import("@/lib/domains/documents/extraction/extraction-pool");
let bodies: typeof import("@/lib/core/http/off-thread-body");

beforeAll(async () => {
  process.env.MEMORY_RELEASE_QUIET_MS = String(QUIET_MS);
  // Time is not what is tested: a thread below the event loop starts slowly on a busy machine.
  process.env.EXTRACTION_BUDGET_MS = "120000";
  release = await import("@/lib/core/threads/quiet-memory-release");
  extraction = await import("@/lib/domains/documents/extraction/extraction-pool");
  bodies = await import("@/lib/core/http/off-thread-body");
});

afterAll(async () => {
  await extraction.closeExtractionPool();
  await bodies.closeBodyParsePool();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A release replaces threads before it counts itself done; starting a fresh thread can take seconds
// on a busy machine (CI runs three suites back to back), so its end is awaited, not timed.
const settled = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });
const poolThreadIds = (name: "contabilistaExtractionPool" | "contabilistaBodyParsePool") =>
  ((globalThis as Record<string, unknown>)[name] as { threads: { threadId: number }[] } | undefined)?.threads.map((thread) => thread.threadId) ?? [];

describe("memory given back once large work is quiet", () => {
  it("runs one release QUIET_MS after the last piece of large work, not before, and each new piece postpones it", async () => {
    expect(release.QUIET_MS).toBe(QUIET_MS);
    const calls: number[] = [];
    release.registerRecycler("test-pool", async () => {
      calls.push(Date.now());
    });
    const before = release.releasesSoFar();
    const startedAt = Date.now();
    release.noteLargeWork("test-pool");
    await pause(500);
    release.noteLargeWork("test-pool"); // 500 ms in: the release moves from 1 000 to 1 500 ms
    await pause(600);
    expect(calls).toEqual([]);
    await pause(QUIET_MS);
    expect(calls).toHaveLength(1);
    expect(calls[0]! - startedAt).toBeGreaterThanOrEqual(500 + QUIET_MS);
    expect(release.releasesSoFar()).toBe(before + 1);
    // Nothing new since: no second release.
    await pause(QUIET_MS + 100);
    expect(calls).toHaveLength(1);
  });

  it("collects garbage that nothing refers to any more, in the old generation too", async () => {
    // An array this large is born in V8's large-object space, which only a full collection sweeps.
    let garbage: number[] | null = new Array(300_000).fill(1);
    const weak = new WeakRef(garbage);
    garbage = null;
    release.noteLargeWork("test-pool");
    await pause(QUIET_MS / 2);
    expect(weak.deref()).toBeDefined();
    await pause(QUIET_MS);
    expect(weak.deref()).toBeUndefined();
  });

  it("replaces the extraction thread that read a file with a fresh one, which reads the next file", { timeout: 60_000 }, async () => {
    const blank = new Uint8Array(await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffffff" } }).png().toBuffer());
    expect(await extraction.readFileInThread(blank, "png")).toEqual({ text: "", qrPayloads: [] });
    const worked = poolThreadIds("contabilistaExtractionPool");
    expect(worked).toHaveLength(1);
    const before = release.releasesSoFar();
    await pause(QUIET_MS / 2);
    expect(release.releasesSoFar()).toBe(before);
    await settled(() => expect(release.releasesSoFar()).toBe(before + 1));
    const fresh = poolThreadIds("contabilistaExtractionPool");
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).not.toBe(worked[0]);
    expect(await extraction.readFileInThread(blank, "png")).toEqual({ text: "", qrPayloads: [] });
  });

  it("replaces the body-parsing thread that parsed a large body with a fresh one", { timeout: 60_000 }, async () => {
    const large = new TextEncoder().encode(JSON.stringify({ text: "x".repeat(bodies.OFF_THREAD_BODY_BYTES) }));
    expect(await bodies.parseJson(large)).toEqual({ text: "x".repeat(bodies.OFF_THREAD_BODY_BYTES) });
    const worked = poolThreadIds("contabilistaBodyParsePool");
    expect(worked.length).toBeGreaterThan(0);
    const before = release.releasesSoFar();
    await settled(() => expect(release.releasesSoFar()).toBe(before + 1));
    const fresh = poolThreadIds("contabilistaBodyParsePool");
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.some((id) => worked.includes(id))).toBe(false);
  });
});

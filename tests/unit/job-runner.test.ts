import { describe, expect, it } from "vitest";
import { jobRunner } from "@/lib/core/job-runner";

// The one background job runner behind document extraction and webhook delivery: claims while slots
// are free, a reserved slot counts against them, a job past its lease is abandoned, drain runs all.

type Job = { id: string };

function queue(ids: string[]) {
  const waiting = [...ids];
  return { waiting, claim: async () => (waiting.length ? { id: waiting.shift()! } : null) };
}

describe("jobRunner", () => {
  it("runs at most `concurrency` jobs at once and drains the queue", async () => {
    const source = queue(["a", "b", "c", "d", "e"]);
    let running = 0;
    let most = 0;
    const done: string[] = [];
    const runner = jobRunner<Job>({
      name: "test-drain",
      concurrency: 2,
      pollMs: 1_000,
      leaseMs: 5_000,
      claim: source.claim,
      run: async (job) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        done.push(job.id);
      },
    });
    await runner.drain();
    expect(done.sort()).toEqual(["a", "b", "c", "d", "e"]);
    expect(most).toBe(2);
  });

  it("counts a reserved slot against the concurrency until it is cancelled or its job ends", async () => {
    const source = queue(["x"]);
    const ran: string[] = [];
    const runner = jobRunner<Job>({ name: "test-reserve", concurrency: 1, pollMs: 1_000, leaseMs: 5_000, claim: source.claim, run: async (job) => void ran.push(job.id) });
    const slot = runner.reserve()!;
    expect(slot.owner).toBe(runner.owner);
    expect(runner.reserve()).toBeNull();
    await runner.pump();
    expect(source.waiting).toEqual(["x"]); // no free slot to claim with
    slot.cancel();
    slot.cancel(); // a second cancel gives nothing back twice
    const again = runner.reserve()!;
    expect(runner.reserve()).toBeNull();
    await again.start({ id: "inline" });
    await runner.drain();
    expect(ran).toEqual(["inline", "x"]);
  });

  it("aborts a job past its lease, logs a failure without stopping, and stop returns what ran", async () => {
    const source = queue(["slow", "broken"]);
    let abortedAfterLease = false;
    const runner = jobRunner<Job>({
      name: "test-lease",
      concurrency: 2,
      pollMs: 1_000,
      leaseMs: 20,
      claim: source.claim,
      run: (job, _owner, signal) =>
        job.id === "broken"
          ? Promise.reject(new Error("boom"))
          : new Promise<void>((resolve) => signal.addEventListener("abort", () => ((abortedAfterLease = true), resolve()))),
    });
    await runner.drain();
    expect(abortedAfterLease).toBe(true);
    expect(runner.started).toBe(false);
    const stuck = queue(["held"]);
    const stopping = jobRunner<Job>({ name: "test-stop", concurrency: 1, pollMs: 1_000, leaseMs: 60_000, claim: stuck.claim, run: (_job, _owner, signal) => new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve())) });
    expect(stopping.start()).toBe(true);
    expect(stopping.start()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await stopping.stop()).toEqual(["held"]);
    expect(stopping.started).toBe(false);
  });
});

import { stat } from "node:fs";
import { describe, expect, it } from "vitest";
import { RedisCircuit, RedisUnavailableError } from "@/lib/core/http/redis-circuit";

const never = () => new Promise<string>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T | Error }> {
  const startedAt = performance.now();
  const result = await work().catch((error: Error) => error);
  return { ms: performance.now() - startedAt, result };
}

describe("the Redis circuit", () => {
  it("gives up on a command that does not answer within its deadline", async () => {
    const circuit = new RedisCircuit({ timeoutMs: 50, failuresToOpen: 3, halfOpenAfterMs: 10_000 });
    const { ms, result } = await timed(() => circuit.run(never));
    expect(result).toBeInstanceOf(RedisUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(45);
    expect(ms).toBeLessThan(500);
    expect(circuit.state).toBe("closed");
  });

  it("opens after failures in a row, then refuses at once without calling Redis", async () => {
    const circuit = new RedisCircuit({ timeoutMs: 50, failuresToOpen: 3, halfOpenAfterMs: 10_000 });
    for (let attempt = 0; attempt < 3; attempt++) await circuit.run(never).catch(() => undefined);
    expect(circuit.state).toBe("open");
    let called = 0;
    const { ms, result } = await timed(() => circuit.run(async () => (called++, "answer")));
    expect(result).toBeInstanceOf(RedisUnavailableError);
    expect(called).toBe(0);
    expect(ms).toBeLessThan(20);
  });

  it("is not opened by slow answers between good ones, nor by errors Redis itself answers", async () => {
    const circuit = new RedisCircuit({ timeoutMs: 50, failuresToOpen: 3, halfOpenAfterMs: 10_000 });
    const replyError = Object.assign(new Error("NOSCRIPT No matching script"), { name: "ReplyError" });
    for (let round = 0; round < 5; round++) {
      await circuit.run(never).catch(() => undefined);
      await circuit.run(never).catch(() => undefined);
      await circuit.run(() => Promise.reject(replyError)).catch(() => undefined);
      expect(await circuit.run(async () => "ok")).toBe("ok");
    }
    expect(circuit.state).toBe("closed");
  });

  it("does not mistake an answer that arrived while the event loop was blocked for a timeout", async () => {
    const circuit = new RedisCircuit({ timeoutMs: 20, failuresToOpen: 1, halfOpenAfterMs: 10_000 });
    // Like a socket's answer, a file system callback is delivered in the event loop's poll phase. From
    // a setImmediate callback (the check phase) the loop goes to the timers phase first, where the
    // deadline is due: the order a busy server meets.
    const answer = await new Promise<Promise<string>>((started) =>
      setImmediate(() => {
        const pending = circuit.run(() => new Promise<string>((resolve) => stat(import.meta.filename, () => resolve("late but there"))));
        pending.catch(() => undefined);
        const blockedUntil = Date.now() + 60;
        while (Date.now() < blockedUntil); // the answer is in by now, and the deadline is due
        started(pending);
      }),
    );
    expect(await answer).toBe("late but there");
    expect(circuit.state).toBe("closed");
  });

  it("probes after a pause with one call while the others still fall back, and closes when Redis answers", async () => {
    const circuit = new RedisCircuit({ timeoutMs: 50, failuresToOpen: 1, halfOpenAfterMs: 100 });
    await circuit.run(never).catch(() => undefined);
    expect(circuit.state).toBe("open");
    await sleep(120);
    let answer!: (value: string) => void;
    const probe = circuit.run(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(circuit.state).toBe("half-open");
    const other = await timed(() => circuit.run(async () => "not asked"));
    expect(other.result).toBeInstanceOf(RedisUnavailableError);
    expect(other.ms).toBeLessThan(20);
    answer("PONG");
    expect(await probe).toBe("PONG");
    expect(circuit.state).toBe("closed");
    expect(await circuit.run(async () => "counted in Redis")).toBe("counted in Redis");
  });

  it("opens again when the probe gets no answer either", async () => {
    const circuit = new RedisCircuit({ timeoutMs: 30, failuresToOpen: 1, halfOpenAfterMs: 80 });
    await circuit.run(never).catch(() => undefined);
    await sleep(100);
    await expect(circuit.run(never)).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(circuit.state).toBe("open");
  });
});

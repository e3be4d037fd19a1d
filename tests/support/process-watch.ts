import { readFileSync } from "node:fs";

// For the tests that run a server as several processes (tests/scale): how much CPU a process used, and waiting
// until what is read from /proc or the server's output settles.

/** CPU time (user + system, clock ticks of 10 ms) a process has used, from Linux /proc/<pid>/stat. */
export function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Reads until `until` holds or the time is up, and returns the last value read (the test then asserts on it). */
export async function waitFor<T>(read: () => T, until: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { readFileSync } from "node:fs";
import type { RunningServer } from "./app-server";

// For the tests that run a server as several processes (with PostgreSQL and Redis every server has a large-body
// process; WEB_CONCURRENCY adds request processes): which process has which role, how much CPU a process used,
// and waiting until what is read from /proc or the server's output settles.

/** The server's processes and their role ("requests", "large-bodies"), from Linux /proc (the role is in each one's environment). */
export function serverProcesses(server: RunningServer): { pid: number; role: string }[] {
  const processes: { pid: number; role: string }[] = [];
  for (const pid of childProcesses(server.process.pid!)) {
    let environment: string;
    try {
      environment = readFileSync(`/proc/${pid}/environ`, "utf8");
    } catch {
      continue; // gone since the list was read
    }
    const role = environment.split("\0").find((entry) => entry.startsWith("SERVER_ROLE="));
    if (role) processes.push({ pid, role: role.slice("SERVER_ROLE=".length) });
  }
  return processes;
}

/** The pids of the server's processes of one role. */
export function serverProcessesOf(server: RunningServer, role: "requests" | "large-bodies"): number[] {
  return serverProcesses(server).flatMap((process) => (process.role === role ? [process.pid] : []));
}

/** A process's children, from Linux /proc. */
export function childProcesses(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

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

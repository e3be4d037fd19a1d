import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The server's CPU time per request: on a shared two-core machine, requests per second swing by a
// third from run to run with the neighbours' load, while the CPU a request costs stays put.

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time (user + system) the process has used so far, in ms (Linux /proc, in clock ticks). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3) after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU time of a process and of its child processes (the server processes of WEB_CONCURRENCY > 1), in ms. */
export function processTreeCpuMs(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return cpuMs(pid) + children.reduce((sum, child) => sum + processTreeCpuMs(child), 0);
}

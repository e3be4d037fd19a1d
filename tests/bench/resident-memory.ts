import { readFileSync, readdirSync } from "node:fs";

/** Resident memory of a process and its children, in MiB (Linux /proc). */
export function residentMemoryMiB(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // process ended meanwhile
    }
  }
  let totalKiB = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      totalKiB += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      continue;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return Math.round((totalKiB / 1024) * 10) / 10;
}

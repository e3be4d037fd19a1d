import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// After a burst of large work (20 hostile PDFs and images at once, npm run bench BENCH_ONLY=bombs),
// the idle server stayed ~20 % above its resident memory before the burst for minutes: garbage in
// the main heap and buffers that V8 does not collect while nothing allocates, and worker threads
// whose heaps grew with the files they read and keep their pages. So once no large work has run for
// QUIET_MS, the threads that did it are replaced by fresh ones (each pool registers how) and one
// full collection runs. Cost: a fresh thread's start (~0.5 s of CPU) and one collection per burst,
// on a server that has nothing else to do.

export const QUIET_MS = Math.max(100, Number(process.env.MEMORY_RELEASE_QUIET_MS) || 10_000);

type Recycle = () => Promise<void>;
interface QuietRelease {
  recyclers: Map<string, Recycle>;
  /** Names of the pools that did large work since the last release. */
  used: Set<string>;
  timer?: NodeJS.Timeout;
  releases: number;
}

// Per process, not per bundle: Next may load this module once per route.
const processWide = globalThis as unknown as { contabilistaQuietRelease?: QuietRelease };
const state: QuietRelease = (processWide.contabilistaQuietRelease ??= { recyclers: new Map(), used: new Set(), releases: 0 });

/** How a pool of threads replaces its threads with fresh ones; registered once per pool name. */
export function registerRecycler(name: string, recycle: Recycle): void {
  state.recyclers.set(name, recycle);
}

/** The pool `name` just finished a piece of large work: its release waits for QUIET_MS more without any. */
export function noteLargeWork(name: string): void {
  state.used.add(name);
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void release(), QUIET_MS);
  // A pending release never keeps a process (a CLI, a test) alive.
  state.timer.unref();
}

/** How many releases have run in this process (for tests and the bench). */
export function releasesSoFar(): number {
  return state.releases;
}

async function release(): Promise<void> {
  const used = [...state.used];
  state.used.clear();
  state.timer = undefined;
  for (const name of used) await state.recyclers.get(name)?.().catch(() => undefined);
  fullCollection();
  state.releases++;
}

let collect: (() => void) | undefined;

/**
 * One full garbage collection. `gc` is only defined with --expose-gc; setting the flag at run time
 * does not add it to the existing context, but a new context gets it (and it collects the whole
 * isolate's heap).
 */
function fullCollection(): void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  collect();
}

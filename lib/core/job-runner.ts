import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { log } from "@/lib/core/log";

// The one background job runner: this instance's share of work whose job is a database row, claimed
// with a lease (owner + expiry, FOR UPDATE SKIP LOCKED) so that two instances never run the same attempt.
// At most `concurrency` jobs run at once; a poll every `pollMs` claims jobs while slots are free (work
// left by others, leases that expired on an instance killed mid-job), and each job that ends pumps
// again. A slot can also be reserved before a job's row is written, so the request that writes it runs
// it at once (an upload's extraction). A job running past `leaseMs` is abandoned (its signal aborts):
// another instance may take it over. Used by document extraction and webhook delivery. Per process,
// not per bundle: Next may load a module once per route, so a runner's state lives on globalThis.

export interface ClaimedJob {
  id: string;
}

export interface JobRunnerOptions<Job extends ClaimedJob> {
  /** The runner's name in the process (its state's key) and in its log lines (`<name>_claim_failed`). */
  name: string;
  /** Jobs this instance runs at once. */
  concurrency: number;
  pollMs: number;
  /** How long a claimed job is this instance's; past it the job's signal aborts. */
  leaseMs: number;
  /** Claims the next job for `owner` with a lease of `leaseMs`, or null when none waits. */
  claim(owner: string, leaseMs: number): Promise<Job | null>;
  /** Runs a claimed job to its end (a failure it does not handle is logged as `<name>_failed`). */
  run(job: Job, owner: string, signal: AbortSignal): Promise<void>;
  /** Runs at the start of each pump, before claims (e.g. a bound on a queue). */
  beforeClaims?(): Promise<void>;
}

export interface JobSlot<Job extends ClaimedJob> {
  /** The owner to write in the new job's lease, so its row is claimed from its first write. */
  owner: string;
  /** Runs the job written with this slot's lease; resolves when it ends. */
  start(job: Job): Promise<void>;
  /** Gives the slot back unused (the row could not be written). */
  cancel(): void;
}

export interface JobRunner<Job extends ClaimedJob> {
  readonly owner: string;
  /** A slot for a job about to be written by the caller, or null when every slot is busy. */
  reserve(): JobSlot<Job> | null;
  /** Claims waiting jobs while slots are free. */
  pump(): Promise<void>;
  /** Starts polling in this process (idempotent); true when this call started it. */
  start(): boolean;
  /** Stops polling, aborts running jobs and waits for them; returns the ids they had. */
  stop(): Promise<string[]>;
  /** Runs every waiting job to its end in this process (for a process that is not a server). */
  drain(): Promise<void>;
  /** Whether polling runs. */
  readonly started: boolean;
}

interface RunnerState {
  owner: string;
  running: Map<string, { abandon: AbortController; done: Promise<void> }>;
  reserved: number;
  pumping: boolean;
  timer?: NodeJS.Timeout;
}

const processWide = globalThis as unknown as { contabilistaJobRunners?: Map<string, RunnerState> };

export function jobRunner<Job extends ClaimedJob>(options: JobRunnerOptions<Job>): JobRunner<Job> {
  const runners = (processWide.contabilistaJobRunners ??= new Map());
  const state: RunnerState = runners.get(options.name) ?? { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, running: new Map(), reserved: 0, pumping: false };
  runners.set(options.name, state);

  const run = (job: Job): Promise<void> => {
    const abandon = new AbortController();
    const leaseOver = setTimeout(() => abandon.abort(), options.leaseMs);
    leaseOver.unref();
    const done = options
      .run(job, state.owner, abandon.signal)
      .catch((error) => log("error", `${options.name}_failed`, { id: job.id, error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        clearTimeout(leaseOver);
        state.running.delete(job.id);
        state.reserved--;
        if (state.timer) void pump();
      });
    state.running.set(job.id, { abandon, done });
    return done;
  };

  const pump = async (): Promise<void> => {
    if (state.pumping) return;
    state.pumping = true;
    try {
      await options.beforeClaims?.();
      while (state.reserved < options.concurrency) {
        state.reserved++;
        const claimed = await options.claim(state.owner, options.leaseMs).catch((error) => {
          log("warn", `${options.name}_claim_failed`, { error: error instanceof Error ? error.message : String(error) });
          return null;
        });
        if (!claimed) {
          state.reserved--;
          break;
        }
        void run(claimed);
      }
    } finally {
      state.pumping = false;
    }
  };

  return {
    owner: state.owner,
    get started() {
      return state.timer !== undefined;
    },
    reserve() {
      if (state.reserved >= options.concurrency) return null;
      state.reserved++;
      let used = false;
      return {
        owner: state.owner,
        start(job) {
          used = true;
          return run(job);
        },
        cancel() {
          if (!used) state.reserved--;
          used = true;
        },
      };
    },
    pump,
    start() {
      if (state.timer) return false;
      state.timer = setInterval(() => void pump(), options.pollMs);
      state.timer.unref();
      void pump();
      return true;
    },
    async stop() {
      clearInterval(state.timer);
      state.timer = undefined;
      const running = [...state.running.entries()];
      for (const [, job] of running) job.abandon.abort();
      await Promise.allSettled(running.map(([, job]) => job.done));
      return running.map(([id]) => id);
    },
    async drain() {
      for (;;) {
        await pump();
        if (state.running.size === 0) break;
        await Promise.allSettled([...state.running.values()].map((job) => job.done));
      }
    },
  };
}

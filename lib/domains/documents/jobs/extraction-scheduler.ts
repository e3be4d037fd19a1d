import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { closeExtractionPool, EXTRACTION_BUDGET_MS, EXTRACTION_THREADS, warmExtractionPool } from "../extraction/extraction-pool";
import { claimNextDocument, releaseDocument, type ClaimedDocument } from "./claim-extraction";
import { runExtraction } from "./run-extraction";

// This instance's share of the extraction work: at most EXTRACTION_THREADS documents at once (the
// uploads it answers first, then whatever waits in the database, oldest first). A poll every
// POLL_MS finds documents left by uploads that found no free slot and leases that expired (an
// instance killed with `kill -9`). The lease outlasts one attempt: the file's time budget plus the
// optional model's, with a margin (EXTRACTION_LEASE_MS overrides it).

const POLL_MS = 1_000;
const LEASE_MS = Number(process.env.EXTRACTION_LEASE_MS) || EXTRACTION_BUDGET_MS + 40_000;

interface Scheduler {
  owner: string;
  running: Map<string, { abandon: AbortController; done: Promise<void> }>;
  reserved: number;
  pumping: boolean;
  timer?: NodeJS.Timeout;
}

const processWide = globalThis as unknown as { contabilistaExtractionScheduler?: Scheduler };

function scheduler(): Scheduler {
  processWide.contabilistaExtractionScheduler ??= { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, running: new Map(), reserved: 0, pumping: false };
  return processWide.contabilistaExtractionScheduler;
}

function run(state: Scheduler, claimed: ClaimedDocument, bytes?: Uint8Array): Promise<void> {
  const abandon = new AbortController();
  // Past its lease another instance may take the document over: this attempt's work is then void.
  const leaseOver = setTimeout(() => abandon.abort(), LEASE_MS);
  leaseOver.unref();
  const done = runExtraction(claimed, state.owner, bytes, abandon.signal).finally(() => {
    clearTimeout(leaseOver);
    state.running.delete(claimed.id);
    state.reserved--;
    if (state.timer) void pump();
  });
  state.running.set(claimed.id, { abandon, done });
  return done;
}

export interface ExtractionSlot {
  /** The columns that make a new document's row claimed by this instance from its first write. */
  lease: { leaseOwner: string; leaseExpiresAt: Date; extractionAttempts: number };
  /** Runs the extraction of the document written with `lease`; resolves when it is final. */
  start(document: Omit<ClaimedDocument, "extractionAttempts">, bytes: Uint8Array): Promise<void>;
  /** Gives the slot back unused (the row could not be written). */
  cancel(): void;
}

/**
 * One of this instance's extraction slots for a document about to be written, so the upload can run
 * it at once; null when every slot is busy (the document then waits in the database for a free one).
 */
export function reserveExtractionSlot(): ExtractionSlot | null {
  const state = scheduler();
  if (state.reserved >= EXTRACTION_THREADS) return null;
  state.reserved++;
  let used = false;
  return {
    lease: { leaseOwner: state.owner, leaseExpiresAt: new Date(Date.now() + LEASE_MS), extractionAttempts: 1 },
    start(document, bytes) {
      used = true;
      return run(state, { ...document, extractionAttempts: 1 }, bytes);
    },
    cancel() {
      if (!used) state.reserved--;
      used = true;
    },
  };
}

/** Claims waiting documents while slots are free. */
async function pump(): Promise<void> {
  const state = scheduler();
  if (state.pumping) return;
  state.pumping = true;
  try {
    while (state.reserved < EXTRACTION_THREADS) {
      state.reserved++;
      const claimed = await claimNextDocument(database(), state.owner, LEASE_MS).catch((error) => {
        log("warn", "document_claim_failed", { error: error instanceof Error ? error.message : String(error) });
        return null;
      });
      if (!claimed) {
        state.reserved--;
        break;
      }
      void run(state, claimed);
    }
  } finally {
    state.pumping = false;
  }
}

/** Starts polling for waiting extractions in this process (the server's; idempotent). */
export function startExtractionWorker(): void {
  const state = scheduler();
  if (state.timer) return;
  warmExtractionPool();
  state.timer = setInterval(() => void pump(), POLL_MS);
  state.timer.unref();
  void pump();
  const stop = () => void stopExtractionWorker();
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

/** Stops polling, abandons running attempts and gives their documents back for another instance. */
export async function stopExtractionWorker(): Promise<void> {
  const state = scheduler();
  clearInterval(state.timer);
  state.timer = undefined;
  const running = [...state.running.entries()];
  for (const [, job] of running) job.abandon.abort();
  await Promise.allSettled(running.map(([, job]) => job.done));
  await Promise.allSettled(running.map(([id]) => releaseDocument(database(), id, state.owner, new Date())));
}

/**
 * Runs every waiting extraction to its end in this process, then lets its threads go: for a process
 * that is not a server (the seed of `npm start`).
 */
export async function drainExtractions(): Promise<void> {
  const state = scheduler();
  for (;;) {
    await pump();
    if (state.running.size === 0) break;
    await Promise.allSettled([...state.running.values()].map((job) => job.done));
  }
  if (!state.timer) await closeExtractionPool();
}

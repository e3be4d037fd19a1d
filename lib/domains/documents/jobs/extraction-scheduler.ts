import { database } from "@/lib/core/db";
import { jobRunner } from "@/lib/core/job-runner";
import { closeExtractionPool, EXTRACTION_BUDGET_MS, EXTRACTION_THREADS, warmExtractionPool } from "../extraction/extraction-pool";
import { claimNextDocument, releaseDocument, type ClaimedDocument } from "./claim-extraction";
import { runExtraction } from "./run-extraction";

// This instance's share of the extraction work (lib/core/job-runner.ts): at most EXTRACTION_THREADS
// documents at once (the uploads it answers first, then whatever waits in the database, oldest first).
// A poll every POLL_MS finds documents left by uploads that found no free slot and leases that expired
// (an instance killed with `kill -9`). The lease outlasts one attempt: the file's time budget plus the
// optional model's, with a margin (EXTRACTION_LEASE_MS overrides it).

const POLL_MS = 1_000;
const LEASE_MS = Number(process.env.EXTRACTION_LEASE_MS) || EXTRACTION_BUDGET_MS + 40_000;

/** A claimed document, with the upload's bytes when the request that wrote it runs it (no read back from storage). */
type ExtractionJob = ClaimedDocument & { bytes?: Uint8Array };

const extractions = jobRunner<ExtractionJob>({
  name: "document", // logs document_claim_failed
  concurrency: EXTRACTION_THREADS,
  pollMs: POLL_MS,
  leaseMs: LEASE_MS,
  claim: (owner, leaseMs) => claimNextDocument(database(), owner, leaseMs),
  run: ({ bytes, ...claimed }, owner, abandoned) => runExtraction(claimed, owner, bytes, abandoned),
});

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
  const slot = extractions.reserve();
  if (!slot) return null;
  return {
    lease: { leaseOwner: slot.owner, leaseExpiresAt: new Date(Date.now() + LEASE_MS), extractionAttempts: 1 },
    start: (document, bytes) => slot.start({ ...document, extractionAttempts: 1, bytes }),
    cancel: () => slot.cancel(),
  };
}

/** Starts polling for waiting extractions in this process (the server's; idempotent). */
export function startExtractionWorker(): void {
  if (extractions.started) return;
  warmExtractionPool();
  extractions.start();
  const stop = () => void stopExtractionWorker();
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

/** Stops polling, abandons running attempts and gives their documents back for another instance. */
export async function stopExtractionWorker(): Promise<void> {
  const abandoned = await extractions.stop();
  await Promise.allSettled(abandoned.map((id) => releaseDocument(database(), id, extractions.owner, new Date())));
}

/**
 * Runs every waiting extraction to its end in this process, then lets its threads go: for a process
 * that is not a server (the seed of `npm start`).
 */
export async function drainExtractions(): Promise<void> {
  await extractions.drain();
  if (!extractions.started) await closeExtractionPool();
}

import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { copyToOwnBuffer } from "@/lib/core/owned-bytes";
import { noteLargeWork, registerRecycler } from "@/lib/core/threads/quiet-memory-release";
import type { FileKind } from "../file-kind";
import type { FileContents } from "./read-file-contents";

// Decoding and QR search run in worker threads, never on the event loop that answers requests.
// The pool's size bounds the CPU extraction may take in one instance (EXTRACTION_THREADS, default
// one less than the cores, at least one); each file gets a time budget (EXTRACTION_BUDGET_MS, 5 s),
// after which the caller learns it ran out of time. An abort signal (the job was abandoned)
// terminates the thread.
// Each thread's JavaScript heap is capped (EXTRACTION_HEAP_MB, 256 MB): a file that needs more ends
// its thread (piscina starts another) and goes to review. The decoders' image buffers live outside
// that heap; image-limits.ts bounds them before anything is decoded.
// A thread keeps the memory its files made it grow to: once extraction has been quiet for a while,
// its threads are replaced by fresh ones (lib/core/threads/quiet-memory-release.ts).

export const EXTRACTION_THREADS = Math.max(1, Number(process.env.EXTRACTION_THREADS) || availableParallelism() - 1);
export const EXTRACTION_BUDGET_MS = Math.max(100, Number(process.env.EXTRACTION_BUDGET_MS) || 5_000);
export const EXTRACTION_HEAP_MB = Math.max(64, Number(process.env.EXTRACTION_HEAP_MB) || 256);
const TERMINATION_GRACE_MS = 2_000;

export class ExtractionTimeout extends Error {
  constructor() {
    super(`extraction exceeded its ${EXTRACTION_BUDGET_MS} ms budget`);
  }
}

/** The thread reading the file reached its heap limit and was ended. */
export class ExtractionOutOfMemory extends Error {
  constructor() {
    super(`extraction exceeded its ${EXTRACTION_HEAP_MB} MB heap`);
  }
}

const processWide = globalThis as unknown as { contabilistaExtractionPool?: Piscina };

function extractionPool(): Piscina {
  processWide.contabilistaExtractionPool ??= new Piscina({
    // The thread runs TypeScript from the source tree (through tsx, a runtime dependency) both under
    // `next start`, whose bundle cannot hold a worker entry point, and under tsx/vitest.
    filename: path.join(process.cwd(), "lib", "domains", "documents", "extraction", "extraction-thread.ts"),
    execArgv: ["--import", "tsx"],
    // One thread stays ready (and is replaced at once after a timeout): a cold one costs ~0.5 s.
    minThreads: 1,
    maxThreads: EXTRACTION_THREADS,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: EXTRACTION_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return processWide.contabilistaExtractionPool;
}

/** A fresh pool (its first thread starting) in place of the current one, which ends once its files are read. */
export async function replaceExtractionPool(): Promise<void> {
  const old = processWide.contabilistaExtractionPool;
  processWide.contabilistaExtractionPool = undefined;
  extractionPool();
  await old?.close();
}
registerRecycler("extraction", replaceExtractionPool);

/** Starts the pool's first thread now, so the first upload does not wait for it. */
export function warmExtractionPool(): void {
  extractionPool();
}

/** Ends the pool's threads (a new pool starts on the next file). */
export async function closeExtractionPool(): Promise<void> {
  const pool = processWide.contabilistaExtractionPool;
  processWide.contabilistaExtractionPool = undefined;
  await pool?.close();
}

/** The file's text and QR codes, read in a worker thread within the time budget. */
export async function readFileInThread(bytes: Uint8Array, kind: FileKind, abandoned?: AbortSignal): Promise<Exclude<FileContents, { outOfTime: true }>> {
  // The thread stops by itself between two steps once the budget is spent (and stays in the pool);
  // a single step that runs far over it has its thread terminated.
  const until = Date.now() + EXTRACTION_BUDGET_MS;
  const backstop = AbortSignal.timeout(EXTRACTION_BUDGET_MS + TERMINATION_GRACE_MS);
  let contents: FileContents;
  try {
    // A copy of its own is moved to the thread: the caller still reads its bytes afterwards, and they
    // may be a view into a pooled slab (lib/core/owned-bytes.ts). Posting the caller's bytes instead would
    // serialize them on the event loop (~50–70 ms for a 10 MB photo, against a few for the copy).
    const copy = copyToOwnBuffer(bytes);
    contents = await extractionPool().run({ bytes: copy, kind, until }, { signal: abandoned ? AbortSignal.any([backstop, abandoned]) : backstop, transferList: [copy.buffer] });
  } catch (error) {
    if (backstop.aborted) throw new ExtractionTimeout();
    if ((error as { code?: string } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") throw new ExtractionOutOfMemory();
    throw error;
  } finally {
    noteLargeWork("extraction");
  }
  if ("outOfTime" in contents) throw new ExtractionTimeout();
  return contents;
}

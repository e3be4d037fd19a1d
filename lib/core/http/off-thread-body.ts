import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { ownedBytes } from "@/lib/core/owned-bytes";
import { noteLargeWork, registerRecycler } from "@/lib/core/threads/quiet-memory-release";
import type { ParsedJson, ParsedMultipart } from "./body-parse-thread";

// Parsing a 16 MB body (an upload's base64, or a photo in a multipart form) held the event loop for
// 100–250 ms in one piece, during which no other request of any company was answered. Bodies from
// this size up (uploads, and bank statements over 256 KiB) are parsed in a worker thread; smaller ones stay on
// the event loop, where they cost less than the trip to a thread. A thread keeps the heap that large
// bodies made it grow to: once parsing has been quiet for a while it is replaced by a fresh one
// (lib/core/threads/quiet-memory-release.ts).

export const OFF_THREAD_BODY_BYTES = 256 * 1024;

const processWide = globalThis as unknown as { contabilistaBodyParsePool?: Piscina };

function bodyParsePool(): Piscina {
  processWide.contabilistaBodyParsePool ??= new Piscina({
    // TypeScript from the source tree through tsx, as the extraction threads (extraction-pool.ts).
    filename: path.join(process.cwd(), "lib", "core", "http", "body-parse-thread.ts"),
    execArgv: ["--import", "tsx"],
    // Named, as each task names its function: a thread preloads this one, and tsx only makes the
    // file loadable through require, where a missing default export would fail the thread's start.
    name: "parseJsonBytes",
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
  });
  return processWide.contabilistaBodyParsePool;
}

/** Starts the pool's first thread now, so the first large body does not wait for it. */
export function warmBodyParsePool(): void {
  bodyParsePool();
}

/** A fresh pool (its first thread starting) in place of the current one, which ends once its bodies are parsed. */
export async function replaceBodyParsePool(): Promise<void> {
  const old = processWide.contabilistaBodyParsePool;
  processWide.contabilistaBodyParsePool = undefined;
  bodyParsePool();
  await old?.close();
}
registerRecycler("body-parse", replaceBodyParsePool);

/** Ends the pool's threads (a new pool starts with the next large body). */
export async function closeBodyParsePool(): Promise<void> {
  const pool = processWide.contabilistaBodyParsePool;
  processWide.contabilistaBodyParsePool = undefined;
  await pool?.close();
}

/**
 * The JSON value of UTF-8 bytes (invalid sequences replaced, as TextDecoder does); throws JSON.parse's
 * SyntaxError, with its message, when they are not JSON. Large bytes are moved to a thread, not
 * copied: the caller must not use them afterwards.
 */
export async function parseJson(bytes: Uint8Array): Promise<unknown> {
  if (bytes.byteLength < OFF_THREAD_BODY_BYTES) return JSON.parse(new TextDecoder().decode(bytes));
  const moved = ownedBytes(bytes);
  const parsed: ParsedJson = await bodyParsePool()
    .run(moved, { name: "parseJsonBytes", transferList: [moved.buffer] })
    .finally(() => noteLargeWork("body-parse"));
  if ("syntaxError" in parsed) throw new SyntaxError(parsed.syntaxError);
  return parsed.value;
}

/** The file in `field` of a multipart/form-data body, parsed in a thread (the body is moved there, the file's bytes back). */
export async function parseMultipartFile(bytes: Uint8Array, contentType: string, field: string): Promise<ParsedMultipart> {
  const moved = ownedBytes(bytes);
  return bodyParsePool()
    .run({ bytes: moved, contentType, field }, { name: "parseMultipartFileTask", transferList: [moved.buffer] })
    .finally(() => noteLargeWork("body-parse"));
}

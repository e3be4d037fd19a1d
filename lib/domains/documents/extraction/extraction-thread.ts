import sharp from "sharp";
import { lowerThisThreadPriority } from "@/lib/core/threads/lower-thread-priority";
import type { FileKind } from "../file-kind";
import { loadDecoder } from "./decode-qr";
import { readFileContents, type FileContents } from "./read-file-contents";

// The entry point of an extraction worker thread (loaded by piscina, see extraction-pool.ts).
// libvips gets one thread here: the pool's size is the bound on extraction's CPU, not sharp's own
// pool; and no operation cache, so a thread's memory goes back after each file.
sharp.concurrency(1);
// Requests first: reading a file waits when the event loop needs the core (lower-thread-priority.ts).
lowerThisThreadPriority();
sharp.cache(false);
// Compiled while the thread waits for its first file, not while a file waits for it.
void loadDecoder();

export default function readInThread({ bytes, kind, until }: { bytes: Uint8Array; kind: FileKind; until: number }): Promise<FileContents> {
  return readFileContents(bytes, kind, until);
}

import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";

// Threads that read uploads (extraction, large-body parsing) run at a lower CPU priority than the
// event loop that answers requests: while 20 large uploads were parsed and read, /api/health's p99
// grew to 11–27× its idle p99 (security review 2026-11-26 L1), the threads taking the cores the event
// loop needed. On Linux a nice value belongs to one thread, so only the calling thread is lowered;
// elsewhere (no /proc/thread-self) nothing changes.

/** Nice value of the upload threads: the event loop (0) gets about three times their CPU share when both want it. */
export const UPLOAD_THREAD_NICE = 5;

/** Lowers the CPU priority of the calling worker thread (not the process) to UPLOAD_THREAD_NICE; never the main thread's. */
export function lowerThisThreadPriority(): void {
  if (isMainThread) return;
  try {
    // "<pid>/task/<tid>": the kernel thread this JavaScript runs on.
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(threadId, UPLOAD_THREAD_NICE);
  } catch {
    // Not Linux, or not permitted: the thread keeps the process's priority.
  }
}

/**
 * Lowers the CPU priority of the large-body process's main thread to UPLOAD_THREAD_NICE (the threads it starts
 * later inherit it): the process that reads uploads and runs the background work yields the cores to the one
 * answering every other request, as its upload threads already did. Measured interleaved (docs/performance.md,
 * L1): other requests' p99 under twenty 10 MB uploads median 2.2×, worst 2.6× its idle p99, against 3.1× and 3.8×
 * without; a later run of the same code gave 4.1×, 3.0×, 2.6×. The uploads take about a fifth longer.
 */
export function lowerLargeBodyProcessPriority(): void {
  try {
    setPriority(UPLOAD_THREAD_NICE);
  } catch {
    // Not permitted: the process keeps its priority.
  }
}

// Loaded into the bench's server process (`node --import`, see document-bombs.ts): every 250 ms it
// appends the process's memory by kind to BENCH_MEMORY_PROBE_FILE, so the bench can tell the V8
// heap, buffers outside it, and what belongs to neither (worker threads, the C allocator) apart.
// Of a server of several processes (they all load it), only the one that takes uploads and extracts
// writes: the large-body process, or the server itself when it is one process.
import cluster from "node:cluster";
import { appendFileSync, readFileSync } from "node:fs";

const file = process.env.BENCH_MEMORY_PROBE_FILE;
const MiB = 1048576;
if (file) {
  setInterval(() => {
    if (process.env.SERVER_ROLE === "requests" || (cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0)) return;
    const usage = process.memoryUsage();
    const status = readFileSync("/proc/self/status", "utf8");
    const extraction = globalThis.contabilistaExtractionPool;
    const sample = {
      at: Date.now(),
      rss: usage.rss / MiB,
      heapUsed: usage.heapUsed / MiB,
      heapTotal: usage.heapTotal / MiB,
      external: usage.external / MiB,
      arrayBuffers: usage.arrayBuffers / MiB,
      osThreads: Number(/Threads:\s+(\d+)/.exec(status)?.[1] ?? 0),
      extractionThreads: extraction?.threads?.length ?? 0,
    };
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, 250).unref();
}

import { setFlagsFromString } from "node:v8";

// V8 lets a busy server's old generation grow to up to four times what survived the last full
// collection before collecting again. Under steady load (npm run bench, "memory") that kept ~130 MB
// alive in a ~590 MB heap, and resident memory climbed for the first 20 000 requests. Capping the
// growth at twice the live heap kept the reservation near 300 MB and resident memory flat from
// 10 000 to 40 000 requests. It moves CPU both ways (interleaved bench runs): ~5–10 % more on the
// routes that allocate the most (the 20 000-invoice report, 200-row pages), about as much less on
// issuing invoices. Set before the server loads the application. A --heap-growing-percent given to
// the server's own node process wins (e.g. SERVER_NODE_ARGS in the bench); Node refuses that flag in
// NODE_OPTIONS, so it is looked for on the command line only.

const HEAP_GROWING_PERCENT = 100;

export function capHeapGrowth(): void {
  const explicit = process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag));
  if (!explicit) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

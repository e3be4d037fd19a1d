// Long loops over a statement (up to 20 000 movements, 5 MB of text) run on the server's only event
// loop. These helpers give it a turn (setImmediate) after every ~10 ms of work, so one import never
// blocks other requests for longer than that (the target is < 50 ms at a time).

const SLICE_MS = 10;

/** A function to call often inside a loop: it resolves at once, or after a turn of the event loop when ~10 ms of work has passed. */
export function eventLoopBreaks(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}

/** `items.map(each)`, with a break for the event loop whenever ~10 ms of work has passed. */
export async function mapWithBreaks<T, R>(items: readonly T[], each: (item: T, index: number) => R): Promise<R[]> {
  const pause = eventLoopBreaks();
  const results: R[] = new Array(items.length);
  for (let index = 0; index < items.length; index++) {
    results[index] = each(items[index]!, index);
    if ((index & 127) === 127) await pause();
  }
  return results;
}

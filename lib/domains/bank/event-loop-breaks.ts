// Long loops over a statement (up to 20 000 movements, 5 MB of text) run on the server's only event
// loop. These helpers give it a turn (setImmediate) after every ~2 ms of work, so one import never
// blocks other requests for long (the target is < 50 ms at a time). A light request needs several
// turns (its arrival, its database answer, ...) and waits up to a slice at each, so the slice is
// short: /api/health's slowest answer during the bench's import was 90–120 ms with 10 ms slices, a
// median of 69 ms over six imports with 5 ms, and 38 ms over eight with 2 ms, the import taking as
// long (515–667 ms against 576–717). 1 ms gained nothing more.

const SLICE_MS = 2;

export type EventLoopBreaks = () => Promise<void> | undefined;

/**
 * A function to call on every step of a long loop: it returns undefined while the current slice
 * lasts (a clock read, no promise), and once ~2 ms of work has passed a promise to await that
 * resolves after the event loop's next turn.
 */
export function eventLoopBreaks(sliceMs = SLICE_MS): EventLoopBreaks {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
}

/**
 * `items.map(each)`, with a break for the event loop whenever ~2 ms of work has passed. Loops that
 * call it for one short slice after another pass one `breakIfDue` to all: a call that ends within its
 * first slice never yields, and awaits of already resolved promises chain as microtasks, so without it a
 * series of short calls would hold the loop for all of them.
 */
export async function mapWithBreaks<T, R>(items: readonly T[], each: (item: T, index: number) => R, breakIfDue: EventLoopBreaks = eventLoopBreaks()): Promise<R[]> {
  const results: R[] = new Array(items.length);
  for (let index = 0; index < items.length; index++) {
    results[index] = each(items[index]!, index);
    const pause = breakIfDue();
    if (pause) await pause;
  }
  return results;
}

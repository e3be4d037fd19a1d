// The one wait line for a per-instance cap: at most `total` holders at once, and each share (a company,
// a credential, …) at most `perShare` of them, so one share cannot take every slot. A caller that finds
// no slot waits in line; a release admits the first in line whose shares are all under their cap (first
// come, first served among those who fit), and a caller not admitted within its wait is refused with
// the error it names. Used for heavy operations (lib/transports/api/heavy-work.ts) and large request
// bodies (lib/core/http/large-body-slots.ts). Per process, not per bundle: Next may load a module once
// per route, so a pool's counts live on globalThis under its name.

export interface SlotPoolLimits {
  /** Slots held at once in this process. */
  total: number;
  /** Slots one share may hold at once. */
  perShare: number;
}

/** Gives a held slot back (a second call does nothing). */
export type ReleaseSlot = () => void;

export interface SlotPool {
  readonly limits: SlotPoolLimits;
  /** Whether a holder of these shares would get a slot now rather than wait. */
  freeFor(shares: readonly string[]): boolean;
  /** Holds a slot for these shares, waiting up to `waitMs`; rejects with `refusal()` when none frees in time. */
  hold(shares: readonly string[], waitMs: number, refusal: () => Error): Promise<ReleaseSlot>;
}

type Waiter = { shares: readonly string[]; admit: () => void };
type PoolState = { held: number; byShare: Map<string, number>; waiting: Waiter[] };

const processWide = globalThis as unknown as { contabilistaSlotPools?: Map<string, PoolState> };

/** The pool named `name` in this process (created at its first use; the same state for every bundle). */
export function slotPool(name: string, limits: SlotPoolLimits): SlotPool {
  const pools = (processWide.contabilistaSlotPools ??= new Map());
  const state: PoolState = pools.get(name) ?? { held: 0, byShare: new Map(), waiting: [] };
  pools.set(name, state);

  const fits = (shares: readonly string[]) => state.held < limits.total && shares.every((share) => (state.byShare.get(share) ?? 0) < limits.perShare);
  const count = (share: string, delta: number) => {
    const next = (state.byShare.get(share) ?? 0) + delta;
    if (next === 0) state.byShare.delete(share);
    else state.byShare.set(share, next);
  };
  const take = (shares: readonly string[]): ReleaseSlot => {
    state.held++;
    for (const share of shares) count(share, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.held--;
      for (const share of shares) count(share, -1);
      const next = state.waiting.findIndex((waiter) => fits(waiter.shares));
      if (next !== -1) state.waiting.splice(next, 1)[0]!.admit();
    };
  };

  return {
    limits,
    freeFor: fits,
    async hold(shares, waitMs, refusal) {
      // Whoever waits is over a share or found no slot free; a release admits the first who fits, so no waiter fits now.
      if (fits(shares)) return take(shares);
      return new Promise<ReleaseSlot>((resolve, reject) => {
        const waiter: Waiter = {
          shares,
          admit: () => {
            clearTimeout(timer);
            resolve(take(shares));
          },
        };
        const timer = setTimeout(() => {
          state.waiting.splice(state.waiting.indexOf(waiter), 1);
          reject(refusal());
        }, waitMs);
        state.waiting.push(waiter);
      });
    },
  };
}

import { ApiError } from "@/lib/core/api-error";
import type { AnyOperation } from "@/lib/kernel/operation";

// A per-instance cap on operations marked `cost: "heavy"` (reports, imports, the assistant; uploads are
// bounded by the extraction pool instead):
// each runs several queries at once or holds the CPU, so without a cap a burst of them takes every
// database connection and light requests of other companies wait behind them. The cap leaves most of
// the pool free, and one company may hold only its share of the heavy slots, so a second company's
// heavy work still gets a turn. Light operations never wait here.

const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);
/** Heavy operations running at once on this instance: a quarter of the database pool, at least one. */
export const HEAVY_SLOTS = Number(process.env.HEAVY_WORK_CONCURRENCY) || Math.max(1, Math.floor(poolMax / 4));
/** Heavy operations one company may run at once on this instance. */
export const HEAVY_SLOTS_PER_COMPANY = Math.max(1, Math.ceil(HEAVY_SLOTS / 2));
/** How long heavy work waits for a slot before it is refused with 429. */
export const HEAVY_WAIT_MS = 2_000;
const RETRY_AFTER_SECONDS = 2;

// Per process, not per bundle: Next may load this module once per route.
type Waiter = { companyId: string; admit: () => void };
type HeavyWork = { running: number; byCompany: Map<string, number>; waiting: Waiter[] };
const processWide = globalThis as unknown as { contabilistaHeavyWork?: HeavyWork };
const state: HeavyWork = (processWide.contabilistaHeavyWork ??= { running: 0, byCompany: new Map(), waiting: [] });
const runningByCompany = state.byCompany;
const waiting = state.waiting;

function canRun(companyId: string): boolean {
  return state.running < HEAVY_SLOTS && (runningByCompany.get(companyId) ?? 0) < HEAVY_SLOTS_PER_COMPANY;
}

/** Whether heavy work of this company would start now rather than wait in line. */
export function heavySlotFreeFor(companyId: string): boolean {
  return canRun(companyId);
}

function take(companyId: string): () => void {
  state.running++;
  runningByCompany.set(companyId, (runningByCompany.get(companyId) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.running--;
    const left = (runningByCompany.get(companyId) ?? 1) - 1;
    if (left === 0) runningByCompany.delete(companyId);
    else runningByCompany.set(companyId, left);
    // First come, first served among those whose company is under its share.
    const next = waiting.findIndex((waiter) => canRun(waiter.companyId));
    if (next !== -1) waiting.splice(next, 1)[0]!.admit();
  };
}

/** For a heavy operation, holds a heavy slot (returns its release); for a light one, returns null at once. */
export async function holdHeavySlot(operation: AnyOperation, companyId: string): Promise<(() => void) | null> {
  if (operation.cost !== "heavy") return null;
  if (canRun(companyId)) return take(companyId);
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      companyId,
      admit: () => {
        clearTimeout(timer);
        resolve(take(companyId));
      },
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(waiter), 1);
      reject(
        new ApiError("rate_limited", `Too much heavy work (reports, imports, the assistant) is in progress to start ${operation.name} now. Retry after ${RETRY_AFTER_SECONDS} seconds.`, {
          headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
        }),
      );
    }, HEAVY_WAIT_MS);
    waiting.push(waiter);
  });
}

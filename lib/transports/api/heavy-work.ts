import { ApiError } from "@/lib/core/api-error";
import type { AnyOperation } from "@/lib/kernel/operation";
import { slotPool } from "@/lib/core/slot-pool";

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

const pool = slotPool("heavy-work", { total: HEAVY_SLOTS, perShare: HEAVY_SLOTS_PER_COMPANY });

/** Whether heavy work of this company would start now rather than wait in line. */
export function heavySlotFreeFor(companyId: string): boolean {
  return pool.freeFor([companyId]);
}

/** For a heavy operation, holds a heavy slot (returns its release); for a light one, returns null at once. */
export async function holdHeavySlot(operation: AnyOperation, companyId: string): Promise<(() => void) | null> {
  if (operation.cost !== "heavy") return null;
  return pool.hold([companyId], HEAVY_WAIT_MS, () =>
    new ApiError("rate_limited", `Too much heavy work (reports, imports, the assistant) is in progress to start ${operation.name} now. Retry after ${RETRY_AFTER_SECONDS} seconds.`, {
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    }),
  );
}

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The transaction an operation runs in when its caller wraps it whole: a dry run (always rolled
 * back) or a capped agent's write (committed with its usage count). While it is set, `database()`
 * answers it, so the operation's own code — series claim, numbering, totals, QR, ATCUD — runs
 * unchanged against the real rows. Process-wide for the same reason as the client itself, and typed
 * loosely so lib/core/db.ts, which reads it, and this file do not import each other.
 */
const processWide = globalThis as unknown as { contabilistaTransactionScope?: AsyncLocalStorage<object> };
export const transactionScope = (processWide.contabilistaTransactionScope ??= new AsyncLocalStorage<object>());

interface RawExecutor {
  $executeRawUnsafe(query: string): Promise<number>;
}

interface TransactionRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Prisma transaction client, whose type lives in lib/core/db.ts
  $transaction(work: (tx: any) => Promise<unknown>, options: { timeout: number; maxWait: number }): Promise<unknown>;
}

class RollBack extends Error {
  constructor(readonly output: unknown) {
    super("dry run: rolled back");
  }
}

/**
 * A transaction client that also accepts `$transaction`: the operation's own transactions become
 * savepoints of the outer one, so one that fails is undone alone (as it would be on its own) and the
 * operation can go on, e.g. to read the stored answer of an Idempotency-Key after a unique violation.
 */
function withSavepoints(tx: RawExecutor): object {
  let depth = 0;
  const nested = async (work: (tx: object) => Promise<unknown>) => {
    const savepoint = `nested_${++depth}`;
    await tx.$executeRawUnsafe(`SAVEPOINT ${savepoint}`);
    try {
      const output = await work(flat);
      await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${savepoint}`);
      return output;
    } catch (error) {
      await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      throw error;
    } finally {
      depth--;
    }
  };
  const flat: object = new Proxy(tx, {
    get(target, property, receiver) {
      if (property === "$transaction") {
        return (work: unknown) => (typeof work === "function" ? nested(work as (tx: object) => Promise<unknown>) : nested(() => Promise.all(work as Promise<unknown>[])));
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return flat;
}

const OPTIONS = { timeout: 15_000, maxWait: 15_000 };

/** Runs `work` with every query of it in one transaction, committed when `work` succeeds. */
export function inOneTransaction<Output>(db: TransactionRunner, work: () => Promise<Output>): Promise<Output> {
  return db.$transaction((tx: RawExecutor) => transactionScope.run(withSavepoints(tx), work), OPTIONS) as Promise<Output>;
}

/**
 * Runs `work` inside one transaction that is always rolled back, and returns what it returned. Locks it
 * takes (the document series row) are held only for the run itself: the rollback follows at once.
 */
export async function inRolledBackTransaction<Output>(db: TransactionRunner, work: () => Promise<Output>): Promise<Output> {
  try {
    await db.$transaction(async (tx: RawExecutor) => {
      throw new RollBack(await transactionScope.run(withSavepoints(tx), work));
    }, OPTIONS);
  } catch (error) {
    if (error instanceof RollBack) return error.output as Output;
    throw error;
  }
  throw new Error("unreachable: a dry run always rolls back");
}

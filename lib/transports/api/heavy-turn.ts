import { canonicalJson } from "@/lib/core/canonical-json";
import type { AnyOperation } from "@/lib/kernel/operation";
import { heavySlotFreeFor, holdHeavySlot } from "./heavy-work";

// Identical heavy reads that are waiting for a heavy slot share one run. A dashboard refreshed in
// several tabs, or an agent asking the year's report in a loop, queues the same question behind the
// company's share of heavy slots; the first in line runs it and every identical call that joined
// while it waited gets the same answer. Only a run that has not started can be joined: it starts
// after every joiner arrived, so its answer is as fresh as each would have got from a run of its own.
// Identities include the key, so only calls with the same scopes and guard-rails share. Only
// successes are shared: a joiner whose run failed takes a turn of its own (errors name their request).
// A run refused for waiting too long (429) refuses its joiners too: they waited as long as it did.

/** What a heavy call does next: run (holding a slot) or use an identical waiting call's answer. */
export type HeavyTurn<Answer> =
  | { kind: "light" }
  | { kind: "run"; release: () => void; share: (answer: () => Answer | undefined) => void }
  | { kind: "shared"; answer: Answer; runBy: string };

/** How a waiting run ended for its joiners: its answer, its refusal, or neither (take your own turn). */
type Outcome = { answer: unknown } | { refused: unknown } | undefined;
type WaitingRun = { requestId: string; joiners: number; outcome: Promise<Outcome>; settle: (outcome: Outcome) => void };
// Per process, not per bundle: Next may load this module once per route.
const processWide = globalThis as unknown as { contabilistaWaitingHeavyReads?: Map<string, WaitingRun> };
const waitingRuns = (processWide.contabilistaWaitingHeavyReads ??= new Map());

/**
 * The identity under which identical calls share a run: the operation, the caller's key and surface,
 * and the input (keys sorted); null for operations that never share (light ones and writes).
 */
export function sharedReadIdentity(operation: AnyOperation, caller: string, input: unknown): string | null {
  if (operation.cost !== "heavy" || !operation.hints.readOnly) return null;
  return `${operation.name}\u0000${caller}\u0000${canonicalJson(input ?? {})}`;
}

/** Waits for a heavy slot, or joins an identical call that is waiting for one (see above); `requestId` names this call's run to its joiners. */
export async function takeHeavyTurn<Answer>(operation: AnyOperation, companyId: string, identity: string | null, requestId: string): Promise<HeavyTurn<Answer>> {
  for (;;) {
    const waiting = identity ? waitingRuns.get(identity) : undefined;
    if (!waiting) break;
    waiting.joiners++;
    const outcome = await waiting.outcome;
    if (outcome && "refused" in outcome) throw outcome.refused;
    if (outcome && outcome.answer !== undefined) return { kind: "shared", answer: outcome.answer as Answer, runBy: waiting.requestId };
  }
  if (operation.cost !== "heavy") return { kind: "light" };
  if (!identity || heavySlotFreeFor(companyId)) return runHolding((await holdHeavySlot(operation, companyId))!, undefined);
  let settle!: (outcome: Outcome) => void;
  const run: WaitingRun = { requestId, joiners: 0, outcome: new Promise((resolve) => (settle = resolve)), settle };
  waitingRuns.set(identity, run);
  try {
    const release = (await holdHeavySlot(operation, companyId))!;
    return runHolding(release, run);
  } catch (error) {
    run.settle({ refused: error });
    throw error;
  } finally {
    // Started or refused: nobody joins it any more.
    if (waitingRuns.get(identity) === run) waitingRuns.delete(identity);
  }
}

function runHolding<Answer>(releaseSlot: () => void, run: WaitingRun | undefined): HeavyTurn<Answer> {
  return {
    kind: "run",
    share: (answer) => run?.settle(run.joiners > 0 ? { answer: answer() } : undefined),
    release: () => {
      // A run that ended without sharing (it failed) sends its joiners to take their own turn.
      run?.settle(undefined);
      releaseSlot();
    },
  };
}

import { log } from "@/lib/core/log";

/**
 * A fact a domain announces once its write is committed («an invoice was issued», «an expense document
 * was archived»), so that a domain above it can react without the announcing domain importing it: the
 * reacting domain exports the reaction, the registry wires it (`lib/registry/reactions.ts`), and every
 * process that writes loads that wiring (the registry itself, the web workspace of server actions,
 * `instrumentation.ts` for the background work, `npm start`'s seed). A fact is typed by its payload.
 */
export interface Fact<Payload> {
  readonly name: string;
  /** Only carries the payload's type. */
  readonly payload?: Payload;
}

export function defineFact<Payload>(name: string): Fact<Payload> {
  return { name };
}

type Reaction<Payload> = (payload: Payload) => Promise<void>;

interface Reactions {
  wired: boolean;
  byFact: Map<string, Map<string, Reaction<never>>>;
}

// Process-wide: Next.js may load this module once per bundle (instrumentation, routes, server actions),
// and a reaction wired by one must run for a fact announced by another. The database and the
// transaction scope a reaction uses are process-wide too (lib/core/db.ts, scoped-transaction.ts).
const processWide = globalThis as unknown as { contabilistaReactions?: Reactions };

function reactions(): Reactions {
  processWide.contabilistaReactions ??= { wired: false, byFact: new Map() };
  return processWide.contabilistaReactions;
}

/** Runs `reaction` after every announcement of `fact`; wiring the same name again replaces it. */
export function reactTo<Payload>(fact: Fact<Payload>, name: string, reaction: Reaction<Payload>): void {
  const table = reactions();
  const byName = table.byFact.get(fact.name) ?? new Map<string, Reaction<never>>();
  table.byFact.set(fact.name, byName);
  byName.set(name, reaction as Reaction<never>);
}

/** Marks this process as wired: an announcement before that is a missing import, and is logged. */
export function markReactionsWired(): void {
  reactions().wired = true;
}

/** The reactions wired to each fact, by name (for tests and the architecture docs). */
export function wiredReactions(): Record<string, string[]> {
  return Object.fromEntries([...reactions().byFact].map(([fact, byName]) => [fact, [...byName.keys()]]));
}

/**
 * Runs the reactions wired to `fact`, one after another, in the caller's flow (the write is committed,
 * its answer not yet sent). A reaction that fails is logged; it never fails the write.
 */
export async function announce<Payload>(fact: Fact<Payload>, payload: Payload): Promise<void> {
  const table = reactions();
  if (!table.wired) log("error", "reactions_not_wired", { fact: fact.name });
  for (const [name, reaction] of table.byFact.get(fact.name) ?? []) {
    await (reaction as Reaction<Payload>)(payload).catch((error) => log("warn", "reaction_failed", { fact: fact.name, reaction: name, error: error instanceof Error ? error.message : String(error) }));
  }
}

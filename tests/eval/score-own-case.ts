import { OWN_CASE_PROBES, OWN_CASE_PROBES_2, OWN_CASE_PROBES_3, type OwnCaseProbe } from "./own-case-probes";
import { type ReplyKind, type ReplyOutcome, scoreReply } from "./score-reply";

// The own-case probes (own-case-probes.ts), scored by the one rule of score-reply.ts (shared with the passage probes):
// wrong when the engine states a rule as the answer to the asker's case where the key expects a clarification, or
// answers from another passage.

export type OwnCaseOutcome = ReplyOutcome;

export interface OwnCaseResult {
  probe: OwnCaseProbe;
  outcome: OwnCaseOutcome;
  reply: ReplyKind;
  cited: string[];
}

export function scoreOwnCaseProbe(probe: OwnCaseProbe): OwnCaseResult {
  return { probe, ...scoreReply(probe.question, probe.expect, probe.passages) };
}

export interface OwnCaseScore {
  total: number;
  right: number;
  honest: number;
  wrong: number;
  /** The same three counts over the probes keyed `clarify` (the unstated fact) and `answer` (stated, or the same in every case). */
  clarify: { total: number; right: number; wrong: number };
  answer: { total: number; right: number; wrong: number };
  results: OwnCaseResult[];
}

export function scoreOwnCaseProbes(probes: OwnCaseProbe[] = OWN_CASE_PROBES): OwnCaseScore {
  const results = probes.map(scoreOwnCaseProbe);
  const count = (list: OwnCaseResult[], outcome: OwnCaseOutcome) => list.filter((result) => result.outcome === outcome).length;
  const part = (expect: OwnCaseProbe["expect"]) => {
    const list = results.filter((result) => result.probe.expect === expect);
    return { total: list.length, right: count(list, "right"), wrong: count(list, "wrong") };
  };
  return { total: probes.length, right: count(results, "right"), honest: count(results, "honest"), wrong: count(results, "wrong"), clarify: part("clarify"), answer: part("answer"), results };
}

export function ownCaseLine(score: OwnCaseScore): string {
  return `${score.right}/${score.total} right, ${score.honest} honest, ${score.wrong} wrong (clarify ${score.clarify.right}/${score.clarify.total} right, ${score.clarify.wrong} wrong; answer ${score.answer.right}/${score.answer.total} right, ${score.answer.wrong} wrong)`;
}

/** `npm run eval -- --own-case`: each batch's total beside its recorded before-figure, and every miss. */
export function printOwnCaseSection(before: { ownCaseProbes?: string; ownCaseProbes2?: string; ownCaseProbes3?: string }): { ownCaseProbes: string; ownCaseProbes2: string; ownCaseProbes3: string } {
  console.log("Own-case probes (tests/eval/own-case-probes.ts: the asker's own case, with and without the fact the rule turns on)");
  const lines = { ownCaseProbes: "", ownCaseProbes2: "", ownCaseProbes3: "" };
  for (const [key, label, probes] of [["ownCaseProbes", "batch 1", OWN_CASE_PROBES], ["ownCaseProbes2", "batch 2", OWN_CASE_PROBES_2], ["ownCaseProbes3", "batch 3", OWN_CASE_PROBES_3]] as const) {
    const score = scoreOwnCaseProbes(probes);
    lines[key] = ownCaseLine(score);
    console.log(`  ${label} before: ${before[key] ?? "—"}\n  ${label} now:    ${lines[key]}`);
    for (const result of score.results) {
      if (result.outcome === "right") continue;
      console.log(`    ${result.outcome} (expected ${result.probe.expect} ${result.probe.passages[0]}${result.probe.fact ? ` on ${result.probe.fact}` : ""}; got ${result.reply} ${result.cited.join(", ") || "—"}): ${result.probe.question}`);
    }
  }
  return lines;
}

import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { OWN_CASE_PROBES, OWN_CASE_PROBES_2, type OwnCaseProbe } from "./own-case-probes";

// The own-case probes (own-case-probes.ts) scored as the passage probes are: right when the engine gives the key's kind
// of reply from one of its passages (a clarification that quotes one, or an answer from one); honest when it asks
// for a fact where an answer was expected, says «não sei», or asks back quoting another passage; wrong when it states
// a rule as the answer to the asker's case where the key expects a clarification (issue #33's commonest wrong answer),
// or answers from another passage.

export type OwnCaseOutcome = "right" | "honest" | "wrong";

export interface OwnCaseResult {
  probe: OwnCaseProbe;
  outcome: OwnCaseOutcome;
  reply: "answer" | "clarification" | "nao_sei";
  cited: string[];
}

const idByTitle = new Map(PASSAGES.map((passage) => [passage.title, passage.id]));

export function scoreOwnCaseProbe(probe: OwnCaseProbe): OwnCaseResult {
  const answer = answerLocally(probe.question);
  const cited = answer.sources.map((source) => idByTitle.get(source.title) ?? source.title);
  const reply = answer.type === "clarification" ? "clarification" : cited.length > 0 ? "answer" : "nao_sei";
  const citesKey = cited.some((id) => probe.passages.includes(id));
  let outcome: OwnCaseOutcome;
  if (probe.expect === "clarify") outcome = reply === "clarification" ? (citesKey ? "right" : "honest") : reply === "answer" ? "wrong" : "honest";
  else outcome = reply === "answer" ? (citesKey ? "right" : "wrong") : "honest";
  return { probe, outcome, reply, cited };
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
export function printOwnCaseSection(before: { ownCaseProbes?: string; ownCaseProbes2?: string }): { ownCaseProbes: string; ownCaseProbes2: string } {
  console.log("Own-case probes (tests/eval/own-case-probes.ts: the asker's own case, with and without the fact the rule turns on)");
  const lines = { ownCaseProbes: "", ownCaseProbes2: "" };
  for (const [key, label, probes] of [["ownCaseProbes", "batch 1", OWN_CASE_PROBES], ["ownCaseProbes2", "batch 2", OWN_CASE_PROBES_2]] as const) {
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

import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { PASSAGE_PROBES, type PassageProbe } from "./passage-probes";

// The passage probes (passage-probes.ts) scored: right when the engine gives the expected kind of reply from one of
// the key's passages (an answer, a clarification that quotes it, or an honest «não sei» for a subject the base marks
// as not covered); honest when it says «não sei» or asks for a fact where an answer was expected (or answers «não
// sei» where a clarification was); wrong when it answers from another passage, states the rule as the asker's case
// where the key expects a clarification, or answers a subject marked as not covered. A passage is reached when one of
// its probes is right.

export type ProbeOutcome = "right" | "honest" | "wrong";

export interface ProbeResult {
  probe: PassageProbe;
  outcome: ProbeOutcome;
  /** What the engine did: answer, clarification or não sei, and the passages it cited. */
  reply: "answer" | "clarification" | "nao_sei";
  cited: string[];
}

const idByTitle = new Map(PASSAGES.map((passage) => [passage.title, passage.id]));

export function scoreProbe(probe: PassageProbe): ProbeResult {
  const answer = answerLocally(probe.question);
  const clarifies = (answer as { type?: string }).type === "clarification";
  const cited = answer.sources.map((source) => idByTitle.get(source.title) ?? source.title);
  const reply = clarifies ? "clarification" : cited.length > 0 ? "answer" : "nao_sei";
  const citesKey = cited.some((id) => probe.ids.includes(id));
  let outcome: ProbeOutcome;
  if (probe.expect === "refuse") outcome = reply === "nao_sei" ? "right" : "wrong";
  else if (probe.expect === "clarify") outcome = reply === "clarification" ? (citesKey ? "right" : "honest") : reply === "answer" ? "wrong" : "honest";
  else outcome = reply === "answer" ? (citesKey ? "right" : "wrong") : "honest";
  return { probe, outcome, reply, cited };
}

export interface ProbeScore {
  total: number;
  right: number;
  honest: number;
  wrong: number;
  /** Passages with at least one right probe, of all passages probed. */
  reached: number;
  passages: number;
  english: { total: number; right: number };
  results: ProbeResult[];
}

export function scoreProbes(probes: PassageProbe[] = PASSAGE_PROBES): ProbeScore {
  const results = probes.map(scoreProbe);
  const count = (outcome: ProbeOutcome) => results.filter((result) => result.outcome === outcome).length;
  const passages = new Set(probes.map((probe) => probe.ids[0]));
  const reached = new Set(results.filter((result) => result.outcome === "right").map((result) => result.probe.ids[0]));
  const english = results.filter((result) => result.probe.english);
  return {
    total: probes.length,
    right: count("right"),
    honest: count("honest"),
    wrong: count("wrong"),
    reached: reached.size,
    passages: passages.size,
    english: { total: english.length, right: english.filter((result) => result.outcome === "right").length },
    results,
  };
}

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1)}%`;

export function probeLine(score: ProbeScore): string {
  return `${score.right}/${score.total} right (${percent(score.right, score.total)}), ${score.honest} honest, ${score.wrong} wrong; passages reached ${score.reached}/${score.passages} (${percent(score.reached, score.passages)}); English ${score.english.right}/${score.english.total}`;
}

/** The section `npm run eval -- --probes` prints: the totals beside the before-figure, then every miss. */
export function printProbeSection(before: string | undefined): void {
  const score = scoreProbes();
  console.log("Passage probes (tests/eval/passage-probes.ts: one everyday question per passage, an English one for every fourth)");
  console.log(`  before: ${before ?? "—"}\n  now:    ${probeLine(score)}`);
  for (const result of score.results) {
    if (result.outcome === "right") continue;
    console.log(`    ${result.outcome} (${result.probe.expect} ${result.probe.ids.join("|")} → ${result.reply} ${result.cited.join(", ") || "—"}): ${result.probe.question}`);
  }
}

import { PASSAGE_PROBES, type PassageProbe } from "./passage-probes";
import { type ReplyKind, type ReplyOutcome, scoreReply } from "./score-reply";

// The passage probes (passage-probes.ts), scored by the one rule of score-reply.ts (shared with the own-case probes).
// A passage is reached when one of its probes is right.

export type ProbeOutcome = ReplyOutcome;

export interface ProbeResult {
  probe: PassageProbe;
  outcome: ProbeOutcome;
  /** What the engine did: answer, clarification or não sei, and the passages it cited. */
  reply: ReplyKind;
  cited: string[];
}

export function scoreProbe(probe: PassageProbe): ProbeResult {
  return { probe, ...scoreReply(probe.question, probe.expect, probe.ids) };
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

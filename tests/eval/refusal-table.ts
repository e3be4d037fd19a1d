import { askedFacts, holdsFact, missingSubject } from "@/lib/domains/tax/answer-gate";
import { answeringPassages, evidenceOf, foldQuestion, retrieve, sufficient } from "@/lib/domains/tax/tax-question-match";
import { scoreProbes } from "./score-probes";

// Issue #33, false refusals: for every probe answered «não sei» where an answer was expected, whether the keyed
// passage was retrieved close to the best, and if so which rule refused it (the first that applies, in the order
// answeringPassages checks them). `npx tsx tests/eval/refusal-table.ts` prints the table (open probes only).

function refusingRule(question: string, ids: string[]): string {
  const { reading, results } = retrieve(question);
  const best = results[0];
  if (!best) return "nothing retrieved";
  const key = results.find((candidate) => ids.includes(candidate.passage.id));
  if (!key) return "not retrieved";
  const folded = foldQuestion(question);
  if (key.score < best.score * 0.25) return "not close (score)";
  if (key.score < best.score * 0.5) return "not close (score, no subject phrase)";
  const needed = reading.content.length <= 2 ? 1 : 0.6;
  const namesSubject = Object.values(key.result.match).some((fields) => fields.some((field) => ["title", "subjects", "keywords"].includes(field)));
  if (!namesSubject) return "subject not named";
  if (key.coverage < needed) return `coverage ${key.coverage.toFixed(2)}`;
  const passage = key.passage;
  if (passage.mustName !== undefined && !passage.mustName.test(reading.text)) return "mustName";
  if (reading.asks.size > 0 && !passage.asks.some((kind) => reading.asks.has(kind))) return `asks [${[...reading.asks]}] not in passage.asks [${passage.asks}]`;
  if (!passage.outOfScope) {
    const text = `${passage.title}. ${passage.text}`;
    for (const kind of askedFacts(folded)) if (!holdsFact(text, kind)) return `HOLDS ${kind}`;
    const missing = missingSubject(folded, passage);
    if (missing) return `missingSubject: ${missing}`;
  }
  if (reading.content.length === 1) return "single subject margin (or neighbour)";
  if (!sufficient(evidenceOf(key, reading, results))) return `evidence gate ${evidenceOf(key, reading, results).weightedCoverage.toFixed(2)}`;
  const chosen = answeringPassages(question)[0];
  if (chosen && ids.includes(chosen.passage.id)) return "matched: the reply asks the own case (turnsOn, ask-tax-expert)";
  return chosen ? `neighbour preferred: ${chosen.passage.id}` : "refused contender named more subjects";
}

const misses = scoreProbes().results.filter((result) => result.outcome === "honest" && result.probe.expect === "answer");
const rows = misses.map((result) => ({ id: result.probe.ids[0]!, rule: refusingRule(result.probe.question, result.probe.ids), question: result.probe.question }));
const counts = new Map<string, number>();
for (const row of rows) {
  const rule = row.rule.replace(/ \[.*$|: .*$| \d.*$/, "");
  counts.set(rule, (counts.get(rule) ?? 0) + 1);
}
console.log(`Honest misses of the passage probes (expected an answer): ${rows.length}`);
for (const [rule, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(3)}  ${rule}`);
console.log("");
for (const row of rows) console.log(`${row.id.padEnd(36)} ${row.rule.padEnd(60)} ${row.question}`);

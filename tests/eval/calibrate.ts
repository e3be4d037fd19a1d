import { readdirSync, readFileSync } from "node:fs";
import { askedFacts } from "@/lib/domains/tax/answer-gate";
import { ASKS_THE_LAW_OR_A_DATE, DESCRIBES_A_CASE, OWN_CASE_QUESTION, shortOwnCaseClarification } from "@/lib/domains/tax/clarify";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { type Evidence, evidenceOf, foldQuestion, retrieve } from "@/lib/domains/tax/tax-question-match";
import type { BeforeStateRow } from "./before-states";

// Not shipped: the engine's before-states (tests/eval/before-states/*.json: each outside set's OPEN half answered by
// the engine measured before that set's round) tabulated against question and passage features, to find general rules
// that turn the old wrong answers honest at little cost in old right ones — and whether they hold ACROSS sets
// (leave-one-set-out: each rule family's parameter fitted on the other sets, checked on the one left out). The
// evidence features are today's engine's (`evidenceOf`) for the old cited passage, as gate-features.ts tabulates them.
//   npx tsx tests/eval/calibrate.ts            features of the old answers, wrongs and rights, and the rule table
//   npx tsx tests/eval/calibrate.ts --rows     every old answer with its features

interface Row extends BeforeStateRow {
  set: string;
  passage: (typeof PASSAGES)[number] | undefined;
  evidence: Evidence | null;
  f: Record<string, boolean | number>;
}

const DIR = new URL("./before-states/", import.meta.url);
/** A condition in the passage's own text: its rule holds only in some cases. */
const CONDITION = /\bse\b|\bdesde que\b|\bexceto\b|\bsalvo\b|\bsó se\b|\bapenas\b|\bquando\b|\bacima de\b|\babaixo de\b|\baté \d|\bmais de\b|\bmenos de\b|\bnão ultrapass/;

function rowsOf(): Row[] {
  const files = readdirSync(DIR).filter((file) => file.endsWith(".json")).sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  return files.flatMap((file) => {
    const data = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as { set: string; rows: BeforeStateRow[] };
    return data.rows.map((row) => {
      const passage = PASSAGES.find((candidate) => candidate.id === row.cited[0]);
      const { reading, results } = retrieve(row.question);
      const candidate = results.find((result) => result.passage.id === row.cited[0]);
      const evidence = candidate ? evidenceOf(candidate, reading, results) : null;
      const folded = foldQuestion(row.question);
      const asked = askedFacts(folded);
      const f: Record<string, boolean | number> = {
        ownCase: OWN_CASE_QUESTION.test(folded),
        figures: /\d/.test(folded),
        english: reading.english,
        words: folded.split(/\s+/).filter(Boolean).length,
        several: (row.question.match(/\?/g) ?? []).length > 1,
        turnsOn: passage?.turnsOn !== undefined,
        condition: passage ? CONDITION.test(passage.text) : false,
        conditions: passage ? (passage.text.match(new RegExp(CONDITION.source, "g")) ?? []).length : 0,
        content: reading.content.length,
        lawOrDate: ASKS_THE_LAW_OR_A_DATE.test(folded),
        describes: DESCRIBES_A_CASE.test(folded.replace(/[?!.\s]+$/, "")),
        alternative: /\bou (?!nao\b)/.test(folded),
        engineRule: passage !== undefined && shortOwnCaseClarification(folded, reading.content.length, passage) !== null,
        yesNo: asked.has("permission") || (asked.size === 0 && /\?\s*$/.test(folded) && !/^(o que|qual|quais|como)\b/.test(folded)),
        deadline: asked.has("deadline"),
        amountOrRate: asked.has("amount") || asked.has("rate"),
      };
      return { ...row, set: data.set, passage, evidence, f };
    });
  });
}

export type Rule = { name: string; fires: (row: Row, param: number) => boolean; params: number[] };

const RULES: Rule[] = [
  { name: "own case, no figure", params: [0], fires: (row) => row.f.ownCase === true && row.f.figures === false },
  { name: "own case, no figure, passage has ≥ N conditions", params: [1, 2, 3, 4], fires: (row, n) => row.f.ownCase === true && row.f.figures === false && (row.f.conditions as number) >= n },
  { name: "own case, passage has ≥ N conditions", params: [1, 2, 3, 4], fires: (row, n) => row.f.ownCase === true && (row.f.conditions as number) >= n },
  { name: "own case, no figure, passage without turnsOn, ≥ N conditions", params: [1, 2, 3], fires: (row, n) => row.f.ownCase === true && row.f.figures === false && row.f.turnsOn === false && (row.f.conditions as number) >= n },
  { name: "weighted coverage <", params: [0.6, 0.65, 0.7, 0.75, 0.8], fires: (row, t) => row.evidence !== null && row.evidence.weightedCoverage < t },
  { name: "gives a figure and asks «quanto» (a sum of its own), own case", params: [0], fires: (row) => row.f.figures === true && /\bquant[oa]s?\b(?! (tempo|dias|meses|anos)\b)/.test(foldQuestion(row.question)) && row.f.ownCase === true },
  { name: "gives a figure and asks «quanto»", params: [0], fires: (row) => row.f.figures === true && /\bquant[oa]s?\b(?! (tempo|dias|meses|anos)\b)/.test(foldQuestion(row.question)) },
  { name: "gives a figure and asks what happens / an amount", params: [0], fires: (row) => row.f.figures === true && (row.f.amountOrRate === true || /\bo que acontece\b/.test(foldQuestion(row.question))) },
  { name: "rarest word uncovered", params: [0], fires: (row) => row.evidence !== null && !row.evidence.rarestCovered },
  { name: "rarest word not named in title/subjects/keywords", params: [0], fires: (row) => row.evidence !== null && !row.evidence.rarestNamed },
  { name: "rarest word not named, and weighted coverage <", params: [0.7, 0.8, 0.9, 1.01], fires: (row, t) => row.evidence !== null && !row.evidence.rarestNamed && row.evidence.weightedCoverage < t },
  { name: "rarest word not named, and margin <", params: [1.05, 1.2, 1.5, 99], fires: (row, m) => row.evidence !== null && !row.evidence.rarestNamed && row.evidence.margin < m },
  { name: "names none of the distinguishing words", params: [0], fires: (row) => row.evidence !== null && row.evidence.namedSubjects === 0 },
  { name: "not the best scored (rank >)", params: [0], fires: (row) => row.evidence !== null && row.evidence.rank > 0 },
  { name: "margin <", params: [1.05, 1.1, 1.2, 1.3], fires: (row, m) => row.evidence !== null && row.evidence.margin < m },
  { name: "not retrieved today (top 10)", params: [0], fires: (row) => row.evidence === null && row.passage !== undefined },
  { name: "THE ENGINE'S RULE (clarify.ts shortOwnCaseClarification)", params: [0], fires: (row) => row.f.engineRule === true },
  { name: "short own case (engine's words): content words ≤", params: [1, 2, 3, 4, 5], fires: (row, n) => row.f.ownCase === true && row.f.lawOrDate === false && (row.f.content as number) <= n },
  { name: "short own case (engine's words): words ≤", params: [4, 5, 6, 7, 8, 9, 10, 12], fires: (row, n) => row.f.ownCase === true && row.f.lawOrDate === false && (row.f.words as number) <= n },
  { name: "short own case, content ≤ 3, passage has a condition", params: [0], fires: (row) => row.f.ownCase === true && row.f.lawOrDate === false && (row.f.content as number) <= 3 && row.f.condition === true },
  { name: "short own case, content ≤ 3, no alternative («ou»)", params: [0], fires: (row) => row.f.ownCase === true && row.f.lawOrDate === false && (row.f.content as number) <= 3 && row.f.alternative === false },
  { name: "short own case, words ≤ N, no alternative («ou»)", params: [5, 6, 7, 8, 9, 10], fires: (row, n) => row.f.ownCase === true && row.f.lawOrDate === false && (row.f.words as number) <= n && row.f.alternative === false },
  { name: "the engine's rule without «describes no case»", params: [0], fires: (row) => row.f.ownCase === true && row.f.lawOrDate === false && (row.f.words as number) <= 10 && (row.f.content as number) <= 3 },
  { name: "the engine's rule, content words ≤ N (words ≤ 10, no case described)", params: [2, 3, 4, 5, 99], fires: (row, n) => row.f.ownCase === true && row.f.lawOrDate === false && row.f.describes === false && (row.f.words as number) <= 10 && (row.f.content as number) <= n },
  { name: "the engine's rule, words ≤ N (content words ≤ 3, no case described)", params: [5, 6, 7, 8, 9, 10, 12, 99], fires: (row, n) => row.f.ownCase === true && row.f.lawOrDate === false && row.f.describes === false && (row.f.words as number) <= n && (row.f.content as number) <= 3 },
  { name: "engine's rule, and the passage has a condition", params: [0], fires: (row) => row.f.engineRule === true && row.f.condition === true },
  { name: "own case, no figure, yes-no, passage has a condition", params: [0], fires: (row) => row.f.ownCase === true && row.f.figures === false && row.f.yesNo === true && row.f.condition === true },
  { name: "own case, no figure, yes-no, condition, content words ≤", params: [2, 3, 4, 5, 6], fires: (row, n) => row.f.ownCase === true && row.f.figures === false && row.f.yesNo === true && row.f.condition === true && (row.f.content as number) <= n },
  { name: "own case, no figure, yes-no, content words ≤", params: [2, 3, 4, 5, 6], fires: (row, n) => row.f.ownCase === true && row.f.figures === false && row.f.yesNo === true && (row.f.content as number) <= n },
  { name: "own case, no figure, no date asked, content words ≤", params: [2, 3, 4, 5], fires: (row, n) => row.f.ownCase === true && row.f.figures === false && !row.f.deadline && (row.f.content as number) <= n },
  { name: "own case, no figure, amount/rate asked, content words ≤", params: [2, 3, 4, 5], fires: (row, n) => row.f.ownCase === true && row.f.figures === false && row.f.amountOrRate === true && !row.f.deadline && (row.f.content as number) <= n },
  { name: "several questions", params: [0], fires: (row) => row.f.several === true },
  { name: "words ≥", params: [12, 16, 20, 25], fires: (row, n) => (row.f.words as number) >= n },
];

const answered = (row: Row) => row.type === "answer" && (row.outcome === "right" || row.outcome === "wrong");
function effect(rule: Rule, param: number, rows: Row[]) {
  const hit = rows.filter((row) => answered(row) && rule.fires(row, param));
  return { saved: hit.filter((row) => row.outcome === "wrong").length, lost: hit.filter((row) => row.outcome === "right").length };
}

const rows = rowsOf();
const sets = [...new Set(rows.map((row) => row.set))];
if (process.argv.includes("--rows")) {
  for (const row of rows.filter(answered)) {
    const e = row.evidence;
    console.log([row.set, row.outcome.padEnd(5), row.expect.slice(0, 3), Object.entries(row.f).map(([k, v]) => `${k}=${typeof v === "boolean" ? (v ? 1 : 0) : v}`).join(" "), e ? `w=${e.weightedCoverage.toFixed(2)} r=${e.rarestCovered ? 1 : 0} ns=${e.namedSubjects} rk=${e.rank} m=${e.margin.toFixed(2)}` : "e=-", row.cited[0], row.question.slice(0, 80)].join(" | "));
  }
}
const all = rows.filter(answered);
console.log(`old answers: ${all.length} (${all.filter((row) => row.outcome === "wrong").length} wrong, ${all.filter((row) => row.outcome === "right").length} right); per set wrong/right: ${sets.map((set) => `${set} ${all.filter((row) => row.set === set && row.outcome === "wrong").length}/${all.filter((row) => row.set === set && row.outcome === "right").length}`).join(", ")}`);
// Features: share among the old wrong answers vs among the old right ones.
for (const key of Object.keys(all[0]!.f)) {
  const share = (outcome: string) => { const group = all.filter((row) => row.outcome === outcome); const on = group.filter((row) => (typeof row.f[key] === "number" ? (row.f[key] as number) > 0 : row.f[key] === true)).length; return `${on}/${group.length}`; };
  console.log(`  ${key.padEnd(12)} wrong ${share("wrong").padEnd(7)} right ${share("right")}`);
}
console.log("rule (param): per set +wrongs caught/-rights lost; then leave-one-set-out (fitted on the others, a lost right counted twice)");
for (const rule of RULES) {
  for (const param of rule.params) {
    const per = sets.map((set) => { const { saved, lost } = effect(rule, param, all.filter((row) => row.set === set)); return `${set.replace("set", "s")} +${saved}/-${lost}`; }).join(" ");
    const total = effect(rule, param, all);
    console.log(`  ${`${rule.name} ${rule.params.length > 1 ? param : ""}`.padEnd(62)} all +${total.saved}/-${total.lost}  ${per}`);
  }
  for (const weight of [2, 1]) {
    let saved = 0;
    let lost = 0;
    let fitSaved = 0;
    let fitLost = 0;
    const chosen: string[] = [];
    for (const out of sets) {
      const fit = all.filter((row) => row.set !== out);
      const best = [...rule.params].sort((a, b) => { const x = effect(rule, a, fit); const y = effect(rule, b, fit); return y.saved - weight * y.lost - (x.saved - weight * x.lost); })[0]!;
      const onFit = effect(rule, best, fit);
      const check = effect(rule, best, all.filter((row) => row.set === out));
      fitSaved += onFit.saved;
      fitLost += onFit.lost;
      saved += check.saved;
      lost += check.lost;
      chosen.push(`${out.replace("set", "s")}:${best}`);
    }
    console.log(`   leave-one-set-out (a lost right weighs ${weight}) «${rule.name}»: fitted sets (summed over folds) +${fitSaved}/-${fitLost}; left-out sets +${saved}/-${lost} (params ${chosen.join(" ")})`);
  }
}

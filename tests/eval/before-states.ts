import { existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { OutsideQuestion } from "./outside-question";
import { type OutsideOutcome, outsideOutcome } from "./outside-outcome";

// Not shipped: an OLDER engine's answers to one outside set's OPEN half, scored with TODAY's keys — the engine's
// "before-state" on questions it had never been tuned to (issue #33, calibration of the decision to answer). Run it
// from inside a detached worktree of the old commit, so `@/` resolves to that engine:
//   cd /work/wt-calib-8 && npx tsx /work/wt-calib/tests/eval/before-states.ts --engine . --commit 31e944a --set set8 \
//     --questions /work/wt-calib/tests/eval/outside-tax-questions-8.ts --export OUTSIDE_TAX_QUESTIONS_8_OPEN \
//     --out /work/wt-calib/tests/eval/before-states/set8.json
// `--even` keeps the even-indexed questions only (set 2's open half is the even half of its held-out file: the odd
// ones are never scored, printed or saved). Old engines named their answer's fields in Portuguese (fontes/titulo/
// referencia, tipo: esclarecimento) before the English ones (sources/title/reference, type: clarification): both are read.

interface OldSource { title?: string; titulo?: string; reference?: string; referencia?: string }
interface OldAnswer { resposta: string; sources?: OldSource[]; fontes?: OldSource[]; type?: string; tipo?: string; confidence?: number; confianca?: number }
interface OldPassage { id: string; title?: string; titulo?: string }

export interface BeforeStateRow {
  index: number;
  question: string;
  expect: OutsideQuestion["expect"];
  outcome: OutsideOutcome;
  /** answer / clarification / unknown, whatever the old engine called them. */
  type: "answer" | "clarification" | "unknown";
  cited: string[];
  confidence: number;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function required(name: string): string {
  const value = argument(name);
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function typeOf(answer: OldAnswer, sources: OldSource[]): BeforeStateRow["type"] {
  const raw = answer.type ?? answer.tipo;
  if (raw === "clarification" || raw === "esclarecimento") return "clarification";
  if (raw === "answer" || raw === "resposta") return "answer";
  if (raw === "unknown" || raw === "nao_sei") return "unknown";
  return sources.length > 0 ? "answer" : "unknown";
}

async function main() {
  const engine = resolve(required("--engine"));
  const base = ["lib/domains/tax", "lib/tax"].map((dir) => `${engine}/${dir}`).find((dir) => existsSync(`${dir}/ask-tax-expert.ts`));
  if (!base) throw new Error(`no tax engine under ${engine}`);
  const { answerLocally } = (await import(`${base}/ask-tax-expert.ts`)) as { answerLocally: (question: string) => OldAnswer };
  const { PASSAGES } = (await import(`${base}/knowledge/index.ts`)) as { PASSAGES: OldPassage[] };
  const idOf = new Map(PASSAGES.map((passage) => [passage.title ?? passage.titulo ?? "", passage.id]));
  const module = (await import(resolve(required("--questions")))) as Record<string, OutsideQuestion[]>;
  const all = module[required("--export")];
  if (!all) throw new Error("no such export");
  const even = process.argv.includes("--even");
  const rows: BeforeStateRow[] = [];
  all.forEach((item, index) => {
    if (even && index % 2 === 1) return;
    const answer = answerLocally(item.question);
    const sources = answer.sources ?? answer.fontes ?? [];
    const type = typeOf(answer, sources);
    const outcome = outsideOutcome(item, { resposta: answer.resposta, references: sources.map((source) => source.reference ?? source.referencia ?? ""), clarifies: type === "clarification", cites: sources.length > 0 });
    rows.push({ index, question: item.question, expect: item.expect, outcome, type, cited: sources.map((source) => idOf.get(source.title ?? source.titulo ?? "") ?? `?${source.title ?? source.titulo}`), confidence: answer.confidence ?? answer.confianca ?? 0 });
  });
  const count = (outcome: OutsideOutcome) => rows.filter((row) => row.outcome === outcome).length;
  const result = { set: required("--set"), commit: required("--commit"), questions: `${required("--questions").replace(/.*tests\/eval\//, "tests/eval/")} ${required("--export")}${even ? " (even indices)" : ""}`, right: count("right"), honest: count("honest"), wrong: count("wrong"), rows };
  writeFileSync(required("--out"), `${JSON.stringify(result, null, 1)}\n`);
  console.log(`${result.set} @ ${result.commit}: ${result.right}/${rows.length} right, ${result.honest} honest, ${result.wrong} wrong`);
}

main().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });

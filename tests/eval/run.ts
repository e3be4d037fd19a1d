import { readFileSync, writeFileSync } from "node:fs";
import { CHAT_MESSAGES } from "./chat-messages";
import { HELD_OUT_CHAT_MESSAGES } from "./held-out/chat-messages";
import { HELD_OUT_TAX_QUESTIONS } from "./held-out/tax-questions";
import { NEW_CHAT_MESSAGES } from "./new-chat-messages";
import { printOutsideChatSection } from "./outside/outside-chat-section";
import { scoreChatSet, type ChatScore } from "./score-chat";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS } from "./held-out/outside-tax-questions";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_2 } from "./held-out/outside-tax-questions-2";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_3 } from "./held-out/outside-tax-questions-3";
import { OUTSIDE_TAX_QUESTIONS } from "./outside-tax-questions";
import { OUTSIDE_TAX_QUESTIONS_3_OPEN } from "./outside-tax-questions-3";
import { type OutsideScore, scoreOutsideSet, scoreTaxSet, wrongShareAbove, type TaxScore } from "./score-tax";
import { TAX_QUESTIONS } from "./tax-questions";

// npm run eval — the local engines on the training sets and on the held-out sets (written before the
// engine changed, never tuned to), beside the numbers recorded before the change (before.json).
// `npm run eval -- --record-before` (run on the engine before a change) writes those numbers;
// `--verbose` lists the held-out misses too (look at them only once the work is done); `--set-2-open`
// lists the misses of outside set 2's open half, `--set-3-open` those of outside set 3's open half
// (outside-tax-questions-3.ts; its held-out half, held-out/outside-tax-questions-3.ts, is totals only).

const BEFORE_FILE = new URL("./before.json", import.meta.url);

export const TRAIN_CHAT = [...CHAT_MESSAGES, ...NEW_CHAT_MESSAGES];

// Outside set 2 (80 questions by someone who never saw the knowledge base): the even-numbered half may
// be read to find why the engine fails; the odd-numbered half is never looked at (totals only).
const SET_2_OPEN = HELD_OUT_OUTSIDE_TAX_QUESTIONS_2.filter((_, index) => index % 2 === 0);
const SET_2_HELD_OUT = HELD_OUT_OUTSIDE_TAX_QUESTIONS_2.filter((_, index) => index % 2 === 1);

export function evaluateAll() {
  return {
    taxTrain: scoreTaxSet(TAX_QUESTIONS),
    taxHeldOut: scoreTaxSet(HELD_OUT_TAX_QUESTIONS),
    outsideTuned: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS),
    outsideHeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS),
    outsideSet2Open: scoreOutsideSet(SET_2_OPEN),
    outsideSet2HeldOut: scoreOutsideSet(SET_2_HELD_OUT),
    outsideSet3Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_3_OPEN),
    outsideSet3HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_3),
    chatTrain: scoreChatSet(TRAIN_CHAT),
    chatHeldOut: scoreChatSet(HELD_OUT_CHAT_MESSAGES),
  };
}

type Summary = Record<keyof ReturnType<typeof evaluateAll>, string>;

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1)}%`;
const taxLine = (score: TaxScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)}), ${score.naoSei} não sei, ${score.wrong} wrong`;
const outsideLine = (score: OutsideScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)}), ${score.honest} honest (não sei or a clarifying question), ${score.wrong} wrong`;
const chatLine = (score: ChatScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)})`;

function main() {
  const now = evaluateAll();
  const summary: Summary = { taxTrain: taxLine(now.taxTrain), taxHeldOut: taxLine(now.taxHeldOut), outsideTuned: outsideLine(now.outsideTuned), outsideHeldOut: outsideLine(now.outsideHeldOut), outsideSet2Open: outsideLine(now.outsideSet2Open), outsideSet2HeldOut: outsideLine(now.outsideSet2HeldOut), outsideSet3Open: outsideLine(now.outsideSet3Open), outsideSet3HeldOut: outsideLine(now.outsideSet3HeldOut), chatTrain: chatLine(now.chatTrain), chatHeldOut: chatLine(now.chatHeldOut) };
  if (process.argv.includes("--record-before")) writeFileSync(BEFORE_FILE, `${JSON.stringify({ ...JSON.parse(readFileSync(BEFORE_FILE, "utf8")), ...summary }, null, 2)}\n`);
  const before: Partial<Summary> & { measured?: string } = JSON.parse(readFileSync(BEFORE_FILE, "utf8"));
  const verbose = process.argv.includes("--verbose");

  if (before.measured) console.log(`before = ${before.measured}`);
  console.log("Tax expert (local engine) — targets on held-out: 0 wrong, ≥ 60% right");
  for (const [label, key] of [["train   ", "taxTrain"], ["held-out", "taxHeldOut"]] as const) {
    console.log(`  ${label} before: ${before[key] ?? "—"}\n  ${label} now:    ${summary[key]}`);
  }
  for (const result of now.taxTrain.results) if (result.outcome !== "right") console.log(`    train ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  if (verbose) for (const result of now.taxHeldOut.results) if (result.outcome !== "right") console.log(`    held-out ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  console.log("Tax expert, outside-style sets (customers' phrasing; written before the engine change) — target: ≥ 80% right, 0 wrong");
  for (const [label, key] of [["tuned   ", "outsideTuned"], ["held-out", "outsideHeldOut"], ["set 2 open    ", "outsideSet2Open"], ["set 2 held-out", "outsideSet2HeldOut"], ["set 3 open    ", "outsideSet3Open"], ["set 3 held-out", "outsideSet3HeldOut"]] as const) {
    console.log(`  ${label} before: ${before[key] ?? "—"}\n  ${label} now:    ${summary[key]}`);
  }
  for (const result of now.outsideTuned.results) if (result.outcome !== "right") console.log(`    tuned ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  if (process.argv.includes("--set-2-open")) for (const result of now.outsideSet2Open.results) if (result.outcome !== "right") console.log(`    set 2 open ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  if (process.argv.includes("--set-3-open")) for (const result of now.outsideSet3Open.results) if (result.outcome !== "right") console.log(`    set 3 open ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  if (verbose) for (const result of [...now.outsideHeldOut.results, ...now.outsideSet2HeldOut.results, ...now.outsideSet3HeldOut.results]) if (result.outcome !== "right") console.log(`    held-out ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  console.log("  calibration (train + held-out): answers with confidence ≥ level, and how many were wrong");
  for (const row of wrongShareAbove([...now.taxTrain.results, ...now.taxHeldOut.results])) {
    console.log(`    ≥ ${row.level.toFixed(1)}: ${row.answered} answers, ${row.wrong} wrong${row.answered > 0 ? ` (${percent(row.wrong, row.answered)})` : ""}`);
  }

  console.log("Chat assistant (local engine: intent, card, period, metric, filter) — target on held-out: ≥ 90%");
  for (const [label, key] of [["train   ", "chatTrain"], ["held-out", "chatHeldOut"]] as const) {
    console.log(`  ${label} before: ${before[key] ?? "—"}\n  ${label} now:    ${summary[key]}`);
  }
  for (const miss of now.chatTrain.misses) console.log(`    train miss: ${miss}`);
  if (verbose) for (const miss of now.chatHeldOut.misses) console.log(`    held-out miss: ${miss}`);
  printOutsideChatSection(process.argv);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

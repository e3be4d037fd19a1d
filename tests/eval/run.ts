import { readFileSync, writeFileSync } from "node:fs";
import { CHAT_MESSAGES } from "./chat-messages";
import { HELD_OUT_CHAT_MESSAGES } from "./held-out/chat-messages";
import { HELD_OUT_TAX_QUESTIONS } from "./held-out/tax-questions";
import { NEW_CHAT_MESSAGES } from "./new-chat-messages";
import { printChatProbesSection } from "./chat-probes-section";
import { printOutsideChatSection } from "./outside/outside-chat-section";
import { scoreChatSet, type ChatScore } from "./score-chat";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS } from "./held-out/outside-tax-questions";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_2 } from "./held-out/outside-tax-questions-2";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_3 } from "./held-out/outside-tax-questions-3";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_4 } from "./held-out/outside-tax-questions-4";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_5 } from "./held-out/outside-tax-questions-5";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_6 } from "./held-out/outside-tax-questions-6";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_7 } from "./held-out/outside-tax-questions-7";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_8 } from "./held-out/outside-tax-questions-8";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_9 } from "./held-out/outside-tax-questions-9";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_10 } from "./held-out/outside-tax-questions-10";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_11 } from "./held-out/outside-tax-questions-11";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_12 } from "./held-out/outside-tax-questions-12";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_13 } from "./held-out/outside-tax-questions-13";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_14 } from "./held-out/outside-tax-questions-14";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_15 } from "./held-out/outside-tax-questions-15";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS_16 } from "./held-out/outside-tax-questions-16";
import { OUTSIDE_TAX_QUESTIONS } from "./outside-tax-questions";
import { OUTSIDE_TAX_QUESTIONS_3_OPEN } from "./outside-tax-questions-3";
import { OUTSIDE_TAX_QUESTIONS_4_OPEN } from "./outside-tax-questions-4";
import { OUTSIDE_TAX_QUESTIONS_5_OPEN } from "./outside-tax-questions-5";
import { OUTSIDE_TAX_QUESTIONS_6_OPEN } from "./outside-tax-questions-6";
import { OUTSIDE_TAX_QUESTIONS_7_OPEN } from "./outside-tax-questions-7";
import { OUTSIDE_TAX_QUESTIONS_8_OPEN } from "./outside-tax-questions-8";
import { OUTSIDE_TAX_QUESTIONS_9_OPEN } from "./outside-tax-questions-9";
import { OUTSIDE_TAX_QUESTIONS_10_OPEN } from "./outside-tax-questions-10";
import { OUTSIDE_TAX_QUESTIONS_11_OPEN } from "./outside-tax-questions-11";
import { OUTSIDE_TAX_QUESTIONS_12_OPEN } from "./outside-tax-questions-12";
import { OUTSIDE_TAX_QUESTIONS_13_OPEN } from "./outside-tax-questions-13";
import { OUTSIDE_TAX_QUESTIONS_14_OPEN } from "./outside-tax-questions-14";
import { OUTSIDE_TAX_QUESTIONS_15_OPEN } from "./outside-tax-questions-15";
import { OUTSIDE_TAX_QUESTIONS_16_OPEN } from "./outside-tax-questions-16";
import { printOwnCaseSection } from "./score-own-case";
import { printProbeSection } from "./score-probes";
import { type OutsideScore, scoreOutsideSet, scoreTaxSet, wrongShareAbove, type TaxScore } from "./score-tax";
import { TAX_QUESTIONS } from "./tax-questions";

// npm run eval — the local engines on the training sets and the open (tunable) halves, beside the numbers
// recorded before the change (before.json). The held-out halves (written before the engine changed, never
// tuned to) are scored and printed only with `--held-out` (totals only): a figure printed on every run
// invites tuning to it. `npm run eval -- --record-before` (run on the engine before a change) writes the
// numbers it prints; `--verbose` with `--held-out` lists the held-out misses too (look at them only once the
// work is done); `--set-2-open`, `--set-3-open`, `--set-4-open`, `--set-5-open`, `--set-6-open`, `--set-7-open`, `--set-8-open`, `--set-9-open`, `--set-10-open`, `--set-11-open`, `--set-12-open`, `--set-13-open`, `--set-14-open`, `--set-15-open`, `--set-16-open` list the misses of those open halves.
// The chat assistant's outside-style sets (tests/eval/outside/outside-chat-section.ts) close the report: set 1, 2,
// 3, 4 and 5's tuned totals always, their held-out totals with `--held-out`; `--chat-set-2-tuned` / `--chat-set-3-tuned`
// / `--chat-set-4-tuned` / `--chat-set-5-tuned` list set 2's / 3's / 4's / 5's tuned misses; `--record-chat-before` /
// `--record-chat-2-before` / `--record-chat-3-before` / `--record-chat-4-before` / `--record-chat-5-before` record set
// 1's / 2's / 3's / 4's / 5's before-figures (each keeps the others').
// `--own-case` prints only the own-case probes (tests/eval/own-case-probes.ts) and their misses.
// `--probes` prints only the passage probes (tests/eval/passage-probes.ts: one everyday question per passage) and their misses.
// The chat probes (chat-probes-section.ts) come last: their total always, their misses with `--chat-probes`.

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
    outsideSet4Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_4_OPEN),
    outsideSet4HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_4),
    outsideSet5Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_5_OPEN),
    outsideSet5HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_5),
    outsideSet6Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_6_OPEN),
    outsideSet6HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_6),
    outsideSet7Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_7_OPEN),
    outsideSet7HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_7),
    outsideSet8Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_8_OPEN),
    outsideSet8HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_8),
    outsideSet9Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_9_OPEN),
    outsideSet9HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_9),
    outsideSet10Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_10_OPEN),
    outsideSet10HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_10),
    outsideSet11Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_11_OPEN),
    outsideSet11HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_11),
    outsideSet12Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_12_OPEN),
    outsideSet12HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_12),
    outsideSet13Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_13_OPEN),
    outsideSet13HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_13),
    outsideSet14Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_14_OPEN),
    outsideSet14HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_14),
    outsideSet15Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_15_OPEN),
    outsideSet15HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_15),
    outsideSet16Open: scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_16_OPEN),
    outsideSet16HeldOut: scoreOutsideSet(HELD_OUT_OUTSIDE_TAX_QUESTIONS_16),
    chatTrain: scoreChatSet(TRAIN_CHAT),
    chatHeldOut: scoreChatSet(HELD_OUT_CHAT_MESSAGES),
  };
}

type Key = keyof ReturnType<typeof evaluateAll>;
type Summary = Partial<Record<Key, string>>;

/** The held-out halves: scored and printed only with `--held-out`. */
export const HELD_OUT_KEYS: readonly Key[] = ["taxHeldOut", "outsideHeldOut", "outsideSet2HeldOut", "outsideSet3HeldOut", "outsideSet4HeldOut", "outsideSet5HeldOut", "outsideSet6HeldOut", "outsideSet7HeldOut", "outsideSet8HeldOut", "outsideSet9HeldOut", "outsideSet10HeldOut", "outsideSet11HeldOut", "outsideSet12HeldOut", "outsideSet13HeldOut", "outsideSet14HeldOut", "outsideSet15HeldOut", "outsideSet16HeldOut", "chatHeldOut"];

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1)}%`;
const taxLine = (score: TaxScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)}), ${score.naoSei} não sei, ${score.wrong} wrong`;
const outsideLine = (score: OutsideScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)}), ${score.honest} honest (não sei or a clarifying question), ${score.wrong} wrong`;
const chatLine = (score: ChatScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)})`;

/** The lines `npm run eval` prints: the held-out halves only when asked (`withHeldOut`). */
export function summarize(now: ReturnType<typeof evaluateAll>, withHeldOut: boolean): Summary {
  const all: Record<Key, string> = {
    taxTrain: taxLine(now.taxTrain),
    taxHeldOut: taxLine(now.taxHeldOut),
    outsideTuned: outsideLine(now.outsideTuned),
    outsideHeldOut: outsideLine(now.outsideHeldOut),
    outsideSet2Open: outsideLine(now.outsideSet2Open),
    outsideSet2HeldOut: outsideLine(now.outsideSet2HeldOut),
    outsideSet3Open: outsideLine(now.outsideSet3Open),
    outsideSet3HeldOut: outsideLine(now.outsideSet3HeldOut),
    outsideSet4Open: outsideLine(now.outsideSet4Open),
    outsideSet4HeldOut: outsideLine(now.outsideSet4HeldOut),
    outsideSet5Open: outsideLine(now.outsideSet5Open),
    outsideSet5HeldOut: outsideLine(now.outsideSet5HeldOut),
    outsideSet6Open: outsideLine(now.outsideSet6Open),
    outsideSet6HeldOut: outsideLine(now.outsideSet6HeldOut),
    outsideSet7Open: outsideLine(now.outsideSet7Open),
    outsideSet7HeldOut: outsideLine(now.outsideSet7HeldOut),
    outsideSet8Open: outsideLine(now.outsideSet8Open),
    outsideSet8HeldOut: outsideLine(now.outsideSet8HeldOut),
    outsideSet9Open: outsideLine(now.outsideSet9Open),
    outsideSet9HeldOut: outsideLine(now.outsideSet9HeldOut),
    outsideSet10Open: outsideLine(now.outsideSet10Open),
    outsideSet10HeldOut: outsideLine(now.outsideSet10HeldOut),
    outsideSet11Open: outsideLine(now.outsideSet11Open),
    outsideSet11HeldOut: outsideLine(now.outsideSet11HeldOut),
    outsideSet12Open: outsideLine(now.outsideSet12Open),
    outsideSet12HeldOut: outsideLine(now.outsideSet12HeldOut),
    outsideSet13Open: outsideLine(now.outsideSet13Open),
    outsideSet13HeldOut: outsideLine(now.outsideSet13HeldOut),
    outsideSet14Open: outsideLine(now.outsideSet14Open),
    outsideSet14HeldOut: outsideLine(now.outsideSet14HeldOut),
    outsideSet15Open: outsideLine(now.outsideSet15Open),
    outsideSet15HeldOut: outsideLine(now.outsideSet15HeldOut),
    outsideSet16Open: outsideLine(now.outsideSet16Open),
    outsideSet16HeldOut: outsideLine(now.outsideSet16HeldOut),
    chatTrain: chatLine(now.chatTrain),
    chatHeldOut: chatLine(now.chatHeldOut),
  };
  return Object.fromEntries(Object.entries(all).filter(([key]) => withHeldOut || !HELD_OUT_KEYS.includes(key as Key)));
}

function main() {
  // The passage probes alone (their own section; the other sections are not computed or printed).
  if (process.argv.includes("--probes")) {
    const recorded: { passageProbes?: string } = JSON.parse(readFileSync(BEFORE_FILE, "utf8"));
    printProbeSection(recorded.passageProbes);
    return;
  }
  // The own-case probes alone (tests/eval/own-case-probes.ts); `--record-own-case-before` records their line.
  if (process.argv.includes("--own-case")) {
    const recorded: { ownCaseProbes?: string; ownCaseProbes2?: string } = JSON.parse(readFileSync(BEFORE_FILE, "utf8"));
    const lines = printOwnCaseSection(recorded);
    // `--record-own-case-before=2` records the second batch only (measured on the engine before this round, main adb2a17).
    if (process.argv.includes("--record-own-case-before")) writeFileSync(BEFORE_FILE, `${JSON.stringify({ ...recorded, ownCaseProbes: lines.ownCaseProbes }, null, 2)}\n`);
    if (process.argv.includes("--record-own-case-before=2")) writeFileSync(BEFORE_FILE, `${JSON.stringify({ ...recorded, ownCaseProbes2: lines.ownCaseProbes2 }, null, 2)}\n`);
    return;
  }
  const now = evaluateAll();
  const withHeldOut = process.argv.includes("--held-out");
  const summary = summarize(now, withHeldOut);
  if (process.argv.includes("--record-before")) writeFileSync(BEFORE_FILE, `${JSON.stringify({ ...JSON.parse(readFileSync(BEFORE_FILE, "utf8")), ...summary }, null, 2)}\n`);
  const before: Summary & { measured?: string } = JSON.parse(readFileSync(BEFORE_FILE, "utf8"));
  const verbose = withHeldOut && process.argv.includes("--verbose");
  const print = (label: string, key: Key) => {
    if (summary[key] !== undefined) console.log(`  ${label} before: ${before[key] ?? "—"}\n  ${label} now:    ${summary[key]}`);
  };
  const misses = (flag: string, label: string, results: { outcome: string; question: string; cited: string | null; confidence: number }[]) => {
    if (flag === "" || process.argv.includes(flag)) for (const result of results) if (result.outcome !== "right") console.log(`    ${label} ${result.outcome}: ${result.question} → ${result.cited ?? "sem fonte"} (${result.confidence})`);
  };

  if (before.measured) console.log(`before = ${before.measured}`);
  if (!withHeldOut) console.log("(held-out halves not shown: `npm run eval -- --held-out` prints their totals — run it before and after a change, not while tuning)");
  console.log("Tax expert (local engine) — targets on held-out: 0 wrong, ≥ 60% right");
  print("train   ", "taxTrain");
  print("held-out", "taxHeldOut");
  misses("", "train", now.taxTrain.results);
  if (verbose) misses("", "held-out", now.taxHeldOut.results);
  console.log("Tax expert, outside-style sets (customers' phrasing; written before the engine change) — target: ≥ 80% right, 0 wrong");
  for (const [label, key] of [["tuned   ", "outsideTuned"], ["held-out", "outsideHeldOut"], ["set 2 open    ", "outsideSet2Open"], ["set 2 held-out", "outsideSet2HeldOut"], ["set 3 open    ", "outsideSet3Open"], ["set 3 held-out", "outsideSet3HeldOut"], ["set 4 open    ", "outsideSet4Open"], ["set 4 held-out", "outsideSet4HeldOut"], ["set 5 open    ", "outsideSet5Open"], ["set 5 held-out", "outsideSet5HeldOut"], ["set 6 open    ", "outsideSet6Open"], ["set 6 held-out", "outsideSet6HeldOut"], ["set 7 open    ", "outsideSet7Open"], ["set 7 held-out", "outsideSet7HeldOut"], ["set 8 open    ", "outsideSet8Open"], ["set 8 held-out", "outsideSet8HeldOut"], ["set 9 open    ", "outsideSet9Open"], ["set 9 held-out", "outsideSet9HeldOut"], ["set 10 open    ", "outsideSet10Open"], ["set 10 held-out", "outsideSet10HeldOut"], ["set 11 open    ", "outsideSet11Open"], ["set 11 held-out", "outsideSet11HeldOut"], ["set 12 open    ", "outsideSet12Open"], ["set 12 held-out", "outsideSet12HeldOut"], ["set 13 open    ", "outsideSet13Open"], ["set 13 held-out", "outsideSet13HeldOut"], ["set 14 open    ", "outsideSet14Open"], ["set 14 held-out", "outsideSet14HeldOut"], ["set 15 open    ", "outsideSet15Open"], ["set 15 held-out", "outsideSet15HeldOut"], ["set 16 open    ", "outsideSet16Open"], ["set 16 held-out", "outsideSet16HeldOut"]] as const) print(label, key);
  misses("", "tuned", now.outsideTuned.results);
  misses("--set-2-open", "set 2 open", now.outsideSet2Open.results);
  misses("--set-3-open", "set 3 open", now.outsideSet3Open.results);
  misses("--set-4-open", "set 4 open", now.outsideSet4Open.results);
  misses("--set-5-open", "set 5 open", now.outsideSet5Open.results);
  misses("--set-6-open", "set 6 open", now.outsideSet6Open.results);
  misses("--set-7-open", "set 7 open", now.outsideSet7Open.results);
  misses("--set-8-open", "set 8 open", now.outsideSet8Open.results);
  misses("--set-9-open", "set 9 open", now.outsideSet9Open.results);
  misses("--set-10-open", "set 10 open", now.outsideSet10Open.results);
  misses("--set-11-open", "set 11 open", now.outsideSet11Open.results);
  misses("--set-12-open", "set 12 open", now.outsideSet12Open.results);
  misses("--set-13-open", "set 13 open", now.outsideSet13Open.results);
  misses("--set-14-open", "set 14 open", now.outsideSet14Open.results);
  misses("--set-15-open", "set 15 open", now.outsideSet15Open.results);
  misses("--set-16-open", "set 16 open", now.outsideSet16Open.results);
  if (verbose) misses("", "held-out", [...now.outsideHeldOut.results, ...now.outsideSet2HeldOut.results, ...now.outsideSet3HeldOut.results, ...now.outsideSet4HeldOut.results, ...now.outsideSet5HeldOut.results, ...now.outsideSet6HeldOut.results, ...now.outsideSet7HeldOut.results, ...now.outsideSet8HeldOut.results, ...now.outsideSet9HeldOut.results, ...now.outsideSet10HeldOut.results, ...now.outsideSet11HeldOut.results, ...now.outsideSet12HeldOut.results, ...now.outsideSet13HeldOut.results, ...now.outsideSet14HeldOut.results, ...now.outsideSet15HeldOut.results, ...now.outsideSet16HeldOut.results]);
  console.log(`  calibration (train${withHeldOut ? " + held-out" : ""}): answers with confidence ≥ level, and how many were wrong`);
  for (const row of wrongShareAbove(withHeldOut ? [...now.taxTrain.results, ...now.taxHeldOut.results] : now.taxTrain.results)) {
    console.log(`    ≥ ${row.level.toFixed(1)}: ${row.answered} answers, ${row.wrong} wrong${row.answered > 0 ? ` (${percent(row.wrong, row.answered)})` : ""}`);
  }

  console.log("Chat assistant (local engine: intent, card, period, metric, filter) — target on held-out: ≥ 90%");
  print("train   ", "chatTrain");
  print("held-out", "chatHeldOut");
  for (const miss of now.chatTrain.misses) console.log(`    train miss: ${miss}`);
  if (verbose) for (const miss of now.chatHeldOut.misses) console.log(`    held-out miss: ${miss}`);
  printOutsideChatSection(process.argv);
  printChatProbesSection(process.argv);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

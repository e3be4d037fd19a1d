import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type ChatScore, scoreChatSet } from "../score-chat";
import { OUTSIDE_CHAT_HELD_OUT, OUTSIDE_CHAT_TUNED } from "./chat-messages";
import { OUTSIDE_CHAT_2_HELD_OUT, OUTSIDE_CHAT_2_TUNED } from "./chat-messages-2";
import { OUTSIDE_CHAT_3_TUNED } from "./chat-messages-3";
import { OUTSIDE_CHAT_3_HELD_OUT } from "../held-out/chat-messages-3";
import { OUTSIDE_CHAT_4_TUNED } from "./chat-messages-4";
import { OUTSIDE_CHAT_4_HELD_OUT } from "../held-out/chat-messages-4";
import { OUTSIDE_CHAT_5_TUNED } from "./chat-messages-5";
import { OUTSIDE_CHAT_5_HELD_OUT } from "../held-out/chat-messages-5";

// The chat assistant's section of `npm run eval` on the outside-style sets (issue #33): right share on
// the tuned and the held-out halves of set 1 (chat-messages.ts), set 2 (chat-messages-2.ts, written
// blind), set 3 (chat-messages-3.ts, written blind, its held-out half in ../held-out/chat-messages-3.ts),
// set 4 (chat-messages-4.ts, written blind, its held-out half in ../held-out/chat-messages-4.ts) and set 5
// (chat-messages-5.ts, written blind, its held-out half in ../held-out/chat-messages-5.ts), beside the
// figures recorded on the matcher before the change. `npm run eval -- --record-chat-before` writes set 1's,
// `--record-chat-2-before` set 2's, `--record-chat-3-before` set 3's, `--record-chat-4-before` set 4's,
// `--record-chat-5-before` set 5's (each keeps the others'). Kept apart from the tax expert's sections. The
// held-out halves are printed only with `--held-out`, like the tax expert's; set 1's tuned misses are always
// listed, set 2's with `--chat-set-2-tuned`, set 3's with `--chat-set-3-tuned`, set 4's with `--chat-set-4-tuned`,
// set 5's with `--chat-set-5-tuned`.

const BEFORE_FILE = new URL("./before.json", import.meta.url);

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1)}%`;
const line = (score: ChatScore) => `${score.right}/${score.total} right (${percent(score.right, score.total)})`;

export function evaluateOutsideChat() {
  return {
    tuned: scoreChatSet(OUTSIDE_CHAT_TUNED),
    heldOut: scoreChatSet(OUTSIDE_CHAT_HELD_OUT),
    set2Tuned: scoreChatSet(OUTSIDE_CHAT_2_TUNED),
    set2HeldOut: scoreChatSet(OUTSIDE_CHAT_2_HELD_OUT),
    set3Tuned: scoreChatSet(OUTSIDE_CHAT_3_TUNED),
    set3HeldOut: scoreChatSet(OUTSIDE_CHAT_3_HELD_OUT),
    set4Tuned: scoreChatSet(OUTSIDE_CHAT_4_TUNED),
    set4HeldOut: scoreChatSet(OUTSIDE_CHAT_4_HELD_OUT),
    set5Tuned: scoreChatSet(OUTSIDE_CHAT_5_TUNED),
    set5HeldOut: scoreChatSet(OUTSIDE_CHAT_5_HELD_OUT),
  };
}

type Key = keyof ReturnType<typeof evaluateOutsideChat>;

/** The held-out halves: printed only with `--held-out`. */
export const OUTSIDE_CHAT_HELD_OUT_KEYS: readonly Key[] = ["heldOut", "set2HeldOut", "set3HeldOut", "set4HeldOut", "set5HeldOut"];

/** What each set's `--record-…-before` flag writes into before.json. */
const RECORDED_BY: Record<string, readonly Key[]> = {
  "--record-chat-before": ["tuned", "heldOut"],
  "--record-chat-2-before": ["set2Tuned", "set2HeldOut"],
  "--record-chat-3-before": ["set3Tuned", "set3HeldOut"],
  "--record-chat-4-before": ["set4Tuned", "set4HeldOut"],
  "--record-chat-5-before": ["set5Tuned", "set5HeldOut"],
};

const LABELS: readonly [string, Key][] = [
  ["tuned         ", "tuned"],
  ["held-out      ", "heldOut"],
  ["set 2 tuned   ", "set2Tuned"],
  ["set 2 held-out", "set2HeldOut"],
  ["set 3 tuned   ", "set3Tuned"],
  ["set 3 held-out", "set3HeldOut"],
  ["set 4 tuned   ", "set4Tuned"],
  ["set 4 held-out", "set4HeldOut"],
  ["set 5 tuned   ", "set5Tuned"],
  ["set 5 held-out", "set5HeldOut"],
];

/** The section's lines: every key's total, the held-out halves only when asked (`withHeldOut`). */
export function summarizeOutsideChat(now: ReturnType<typeof evaluateOutsideChat>, withHeldOut: boolean): Partial<Record<Key, string>> {
  const all: Record<Key, string> = {
    tuned: line(now.tuned),
    heldOut: line(now.heldOut),
    set2Tuned: line(now.set2Tuned),
    set2HeldOut: line(now.set2HeldOut),
    set3Tuned: line(now.set3Tuned),
    set3HeldOut: line(now.set3HeldOut),
    set4Tuned: line(now.set4Tuned),
    set4HeldOut: line(now.set4HeldOut),
    set5Tuned: line(now.set5Tuned),
    set5HeldOut: line(now.set5HeldOut),
  };
  return Object.fromEntries(Object.entries(all).filter(([key]) => withHeldOut || !OUTSIDE_CHAT_HELD_OUT_KEYS.includes(key as Key)));
}

/** The before-figures after this run: each `--record-…-before` flag given replaces its set's keys, the others are kept. */
export function recordBefore(stored: Partial<Record<Key, string>>, all: Partial<Record<Key, string>>, argv: string[]): Partial<Record<Key, string>> {
  const recorded = { ...stored };
  for (const [flag, keys] of Object.entries(RECORDED_BY)) {
    if (argv.includes(flag)) for (const key of keys) recorded[key] = all[key];
  }
  return recorded;
}

export function printOutsideChatSection(argv: string[]): void {
  const now = evaluateOutsideChat();
  const withHeldOut = argv.includes("--held-out");
  const all = summarizeOutsideChat(now, true);
  const summary = summarizeOutsideChat(now, withHeldOut);
  const stored: Partial<Record<Key, string>> = existsSync(BEFORE_FILE) ? JSON.parse(readFileSync(BEFORE_FILE, "utf8")) : {};
  const recorded = recordBefore(stored, all, argv);
  if (Object.keys(RECORDED_BY).some((flag) => argv.includes(flag))) writeFileSync(BEFORE_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log("Chat assistant on the outside-style sets (tests/eval/outside/, intent + card + period/metric/filter)");
  for (const [label, key] of LABELS) {
    if (summary[key] !== undefined) console.log(`  ${label} before: ${recorded[key] ?? "—"}\n  ${label} now:    ${summary[key]}`);
  }
  for (const miss of now.tuned.misses) console.log(`    tuned miss: ${miss}`);
  if (argv.includes("--chat-set-2-tuned")) for (const miss of now.set2Tuned.misses) console.log(`    set 2 tuned miss: ${miss}`);
  if (argv.includes("--chat-set-3-tuned")) for (const miss of now.set3Tuned.misses) console.log(`    set 3 tuned miss: ${miss}`);
  if (argv.includes("--chat-set-4-tuned")) for (const miss of now.set4Tuned.misses) console.log(`    set 4 tuned miss: ${miss}`);
  if (argv.includes("--chat-set-5-tuned")) for (const miss of now.set5Tuned.misses) console.log(`    set 5 tuned miss: ${miss}`);
  if (withHeldOut && argv.includes("--verbose")) {
    for (const miss of now.heldOut.misses) console.log(`    held-out miss: ${miss}`);
    for (const miss of now.set2HeldOut.misses) console.log(`    set 2 held-out miss: ${miss}`);
    for (const miss of now.set3HeldOut.misses) console.log(`    set 3 held-out miss: ${miss}`);
    for (const miss of now.set4HeldOut.misses) console.log(`    set 4 held-out miss: ${miss}`);
    for (const miss of now.set5HeldOut.misses) console.log(`    set 5 held-out miss: ${miss}`);
  }
}

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { scoreChatSet } from "../score-chat";
import { OUTSIDE_CHAT_HELD_OUT, OUTSIDE_CHAT_TUNED } from "./chat-messages";

// The chat assistant's section of `npm run eval` on the outside-style set (issue #33): right share on
// the tuned and the held-out halves, beside the figures recorded on the matcher before the change
// (`npm run eval -- --record-chat-before` writes them). Kept apart from the tax expert's sections. The
// held-out half is printed only with `--held-out`, like the tax expert's.

const BEFORE_FILE = new URL("./before.json", import.meta.url);

const percent = (part: number, total: number) => `${((part / total) * 100).toFixed(1)}%`;

export function evaluateOutsideChat() {
  return { tuned: scoreChatSet(OUTSIDE_CHAT_TUNED), heldOut: scoreChatSet(OUTSIDE_CHAT_HELD_OUT) };
}

export function printOutsideChatSection(argv: string[]): void {
  const now = evaluateOutsideChat();
  const withHeldOut = argv.includes("--held-out");
  const summary = {
    tuned: `${now.tuned.right}/${now.tuned.total} right (${percent(now.tuned.right, now.tuned.total)})`,
    heldOut: `${now.heldOut.right}/${now.heldOut.total} right (${percent(now.heldOut.right, now.heldOut.total)})`,
  };
  if (argv.includes("--record-chat-before")) writeFileSync(BEFORE_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  const before: Partial<typeof summary> = existsSync(BEFORE_FILE) ? JSON.parse(readFileSync(BEFORE_FILE, "utf8")) : {};
  console.log("Chat assistant on the outside-style set (tests/eval/outside/, intent + card + period/metric/filter)");
  for (const [label, key] of withHeldOut ? ([["tuned   ", "tuned"], ["held-out", "heldOut"]] as const) : ([["tuned   ", "tuned"]] as const)) {
    console.log(`  ${label} before: ${before[key] ?? "—"}\n  ${label} now:    ${summary[key]}`);
  }
  for (const miss of now.tuned.misses) console.log(`    tuned miss: ${miss}`);
  if (withHeldOut && argv.includes("--verbose")) for (const miss of now.heldOut.misses) console.log(`    held-out miss: ${miss}`);
}

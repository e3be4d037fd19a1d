import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { CHAT_PROBES } from "./chat-probes";
import { CHAT_PROBES_2 } from "./chat-probes-2";
import { CHAT_PROBES_3 } from "./chat-probes-3";
import { CHAT_PROBES_4 } from "./chat-probes-4";
import { CHAT_PROBES_5 } from "./chat-probes-5";
import { type ChatScore, scoreChatSet } from "./score-chat";

// The chat probes' section of `npm run eval` (tests/eval/chat-probes.ts: 12 owner messages per intent, a
// development set written by register; chat-probes-2.ts: 6 more per intent, written after the first round's
// treatments; chat-probes-3.ts to -5.ts: 6 more each, written after the round before's). Their totals always, beside the figures recorded before the matcher changed
// (`--record-chat-probes-before` writes them); `--chat-probes` lists the misses, grouped by the intent expected.

const BEFORE_FILE = new URL("./chat-probes-before.json", import.meta.url);

const line = (score: ChatScore) => `${score.right}/${score.total} right (${((score.right / score.total) * 100).toFixed(1)}%)`;

/** Right answers by expected intent, e.g. «briefing 11/12». */
export function probesByIntent(): string {
  const byIntent = new Map<string, { right: number; total: number }>();
  for (const probe of [...CHAT_PROBES, ...CHAT_PROBES_2, ...CHAT_PROBES_3, ...CHAT_PROBES_4, ...CHAT_PROBES_5]) {
    const counts = byIntent.get(probe.intent) ?? { right: 0, total: 0 };
    counts.total++;
    counts.right += scoreChatSet([probe]).right;
    byIntent.set(probe.intent, counts);
  }
  return [...byIntent].map(([intent, counts]) => `${intent} ${counts.right}/${counts.total}`).join(", ");
}

export function printChatProbesSection(argv: string[]): void {
  const now = { probes: scoreChatSet(CHAT_PROBES), probes2: scoreChatSet(CHAT_PROBES_2), probes3: scoreChatSet(CHAT_PROBES_3), probes4: scoreChatSet(CHAT_PROBES_4), probes5: scoreChatSet(CHAT_PROBES_5) };
  const recorded: { probes?: string; probes2?: string; probes3?: string; probes4?: string; probes5?: string } = existsSync(BEFORE_FILE) ? JSON.parse(readFileSync(BEFORE_FILE, "utf8")) : {};
  if (argv.includes("--record-chat-probes-before")) {
    recorded.probes = line(now.probes);
    recorded.probes2 = line(now.probes2);
    recorded.probes3 = line(now.probes3);
    recorded.probes4 = line(now.probes4);
    recorded.probes5 = line(now.probes5);
    writeFileSync(BEFORE_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  }
  console.log("Chat probes (tests/eval/chat-probes.ts 12 per intent, chat-probes-2.ts to -5.ts 6 per intent; intent + card + period/metric/filter)");
  console.log(`  probes         before: ${recorded.probes ?? "—"}\n  probes         now:    ${line(now.probes)}`);
  console.log(`  probes round 2 before: ${recorded.probes2 ?? "—"}\n  probes round 2 now:    ${line(now.probes2)}`);
  console.log(`  probes round 3 before: ${recorded.probes3 ?? "—"}\n  probes round 3 now:    ${line(now.probes3)}`);
  console.log(`  probes round 4 before: ${recorded.probes4 ?? "—"}\n  probes round 4 now:    ${line(now.probes4)}`);
  console.log(`  probes round 5 before: ${recorded.probes5 ?? "—"}\n  probes round 5 now:    ${line(now.probes5)}`);
  if (argv.includes("--chat-probes")) {
    console.log(`    by intent: ${probesByIntent()}`);
    for (const miss of now.probes.misses) console.log(`    probe miss: ${miss}`);
    for (const miss of now.probes2.misses) console.log(`    round 2 miss: ${miss}`);
    for (const miss of now.probes3.misses) console.log(`    round 3 miss: ${miss}`);
    for (const miss of now.probes4.misses) console.log(`    round 4 miss: ${miss}`);
    for (const miss of now.probes5.misses) console.log(`    round 5 miss: ${miss}`);
  }
}

import { INTENT_LIST } from "./all-intents";

// The help text, built from the intents' help lines: one bullet per line number, in order; the
// examples of intents sharing a line are joined on it.

function helpReply(): string {
  const byLine = new Map<number, { examples: string[]; about: string[] }>();
  for (const { help } of INTENT_LIST) {
    if (!help) continue;
    const line = byLine.get(help.line) ?? { examples: [], about: [] };
    line.examples.push(`«${help.example}»`);
    if (help.about) line.about.push(help.about);
    byLine.set(help.line, line);
  }
  const lines = [...byLine.entries()].sort(([a], [b]) => a - b).map(([, { examples, about }]) => `• ${examples.join(", ")}${about.length > 0 ? ` — ${about.join(", ")}` : ""}`);
  return ["Posso ajudar com as contas da empresa. Experimente, por exemplo:", ...lines].join("\n");
}

export const HELP_REPLY = helpReply();

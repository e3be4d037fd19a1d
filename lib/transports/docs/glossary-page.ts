import { conceptStem, namesInUse } from "@/lib/registry/glossary-check";
import { NAMING_RULE, OWNER_ENGLISH_NAMES, OWNER_NAMES, OWNER_VALUES, type Place, PORTUGUESE_WORDS, STANDARD_VALUES, TERMS, VALUE_RULE, VALUES_TO_RENAME, WRONG_NAMES } from "@/lib/kernel/glossary";
import { operationList } from "@/lib/registry/registry";

// docs/glossary.md, written from lib/kernel/glossary.ts and the registry by `npm run docs:reference`;
// tests/unit/docs-sync.test.ts fails when it is stale.

export const GLOSSARY_PATH = "docs/glossary.md";

const OWNER_FILE = "../shared/000_fa686127e2fd0175.txt";

const roleOf = (place: Place) => (place.startsWith("event:") ? "event" : place.endsWith(".input") ? "request" : "response");

export function glossaryMarkdown(): string {
  const uses = namesInUse(operationList);
  // Where each concept is used under its own name: in requests, responses, events.
  const roles = new Map<string, Set<string>>();
  for (const use of uses) {
    const stem = conceptStem(use.name);
    if (!roles.has(stem)) roles.set(stem, new Set());
    roles.get(stem)!.add(roleOf(use.place));
  }
  const column = (name: string, role: string) => (roles.get(name)?.has(role) ? `\`${name}\`` : "");
  const ownerNote = (name: string) => {
    const fixed = [
      ...(OWNER_ENGLISH_NAMES[name] ? [`\`${name}\` (line ${OWNER_ENGLISH_NAMES[name]})`] : []),
      ...OWNER_NAMES.filter((owner) => owner.means === name).map((owner) => `\`${owner.name}\` in ${owner.at.join(", ")} (line ${owner.line})`),
    ];
    return fixed.join("; ");
  };
  const stillUsed = WRONG_NAMES.filter((wrong) => wrong.stillAt.length > 0);
  return [
    "# Glossary",
    "",
    "Generated from `lib/kernel/glossary.ts` by `npm run docs:reference`; do not edit by hand.",
    "One name per concept in requests, responses, MCP tools, the assistant's cards and webhook events;",
    "`tests/unit/glossary.test.ts` checks every operation's input and output schema and every event's fields against it.",
    "",
    "## The rule",
    "",
    ...NAMING_RULE.map((rule) => `- ${rule}`),
    "",
    `## Names the product owner fixes (\`${OWNER_FILE}\`)`,
    "",
    "| name | concept | where | line |",
    "|---|---|---|---|",
    ...OWNER_NAMES.map((owner) => `| \`${owner.name}\` | \`${owner.means}\` | ${owner.at.join(", ")} | ${owner.line} |`),
    ...Object.entries(OWNER_ENGLISH_NAMES).map(([name, line]) => `| \`${name}\` | \`${name}\` | everywhere | ${line} |`),
    "",
    "## Concepts",
    "",
    "`Cents`/`Euros` spellings of a money concept (`totalCents`, `unitEuros`) are the same concept. An empty cell: not used in that role yet.",
    "",
    "| concept | family | request | response | event field | fixed by the owner |",
    "|---|---|---|---|---|---|",
    ...Object.entries(TERMS).flatMap(([family, names]) =>
      names.map((name) => `| ${name} | ${family} | ${column(name, "request")} | ${column(name, "response")} | ${column(name, "event")} | ${ownerNote(name)} |`),
    ),
    "",
    "## Still to rename",
    "",
    stillUsed.length === 0 ? "Nothing." : "A concept still used under another name, and where (the glossary test allows exactly these uses and no new ones):",
    "",
    ...(stillUsed.length === 0 ? [] : ["| name | concept | still in |", "|---|---|---|", ...stillUsed.map((wrong) => `| \`${wrong.name}\` | \`${wrong.means}\` | ${wrong.stillAt.join(", ")} |`)]),
    "",
    "## Values",
    "",
    "The values an enum or a literal allows (a status, a kind, a filter) in every operation's input and output and in the events' fields (`WEBHOOK_EVENT_VALUES`); `tests/unit/glossary.test.ts` checks each one.",
    "",
    ...VALUE_RULE.map((rule) => `- ${rule}`),
    "",
    `Refused words (accents ignored): ${[...PORTUGUESE_WORDS].map((word) => `\`${word}\``).join(", ")}.`,
    "",
    "### Values the owner fixes",
    "",
    ...(OWNER_VALUES.length === 0
      ? ["None."]
      : ["| field | where | values | the owner's | line |", "|---|---|---|---|---|", ...OWNER_VALUES.map((owner) => `| \`${owner.field}\` | ${owner.at.join(", ")} | ${owner.values.map((value) => `\`${value}\``).join(", ")} | \`${owner.fixed}\` | ${owner.line} |`)]),
    "",
    "### Standards' names",
    "",
    "| value | standard |",
    "|---|---|",
    ...Object.entries(STANDARD_VALUES).map(([value, standard]) => `| \`${value}\` | ${standard} |`),
    "",
    "### Values still to rename",
    "",
    ...(VALUES_TO_RENAME.length === 0
      ? ["Nothing."]
      : ["| field | where | values | why |", "|---|---|---|---|", ...VALUES_TO_RENAME.map((entry) => `| \`${entry.field}\` | ${entry.at.join(", ")} | ${entry.values.map((value) => `\`${value}\``).join(", ")} | ${entry.why} |`)]),
    "",
  ].join("\n");
}

import { WEBHOOK_EVENT_FIELDS, type WebhookEventType } from "@/lib/domains/webhooks/event-types";
import { OWNER_NAMES, type Place, TERM_SET, TERMS, WRONG_NAMES } from "@/lib/kernel/glossary";
import type { AnyOperation } from "@/lib/kernel/operation";
import { schemaFields } from "@/lib/kernel/schema-fields";

// Checks the API's field names against the glossary (glossary.ts). Used by tests/unit/glossary.test.ts
// with the registry's operations; kept apart from the registry so the glossary has no imports.

/** One field name, where it is used. */
export interface NameUse {
  name: string;
  place: Place;
  /** The field's path inside the schema or event (`references[].linhas[].quantidade`). */
  path: string;
}

/** Every field name of the operations' inputs and outputs and of the events' data. */
export function namesInUse(operations: readonly AnyOperation[]): NameUse[] {
  const uses: NameUse[] = [];
  for (const operation of operations) {
    for (const [role, schema] of [["input", operation.input], ["output", operation.output]] as const) {
      for (const field of schemaFields(schema)) uses.push({ name: field.name, place: `${operation.name}.${role}`, path: field.path });
    }
  }
  for (const [type, fields] of Object.entries(WEBHOOK_EVENT_FIELDS) as [WebhookEventType, readonly string[]][]) {
    for (const name of fields) uses.push({ name, place: `event:${type}`, path: `data.${name}` });
  }
  return uses;
}

/** `totalCents`, `total` and `unitEuros`/`unit` are one concept each: the money suffix is not part of it. */
export function conceptStem(name: string): string {
  const stem = name.replace(/(Cents|Euros)$/, "");
  return stem === "" ? name : stem;
}

/** Why a use breaks the glossary, or null when it follows it. */
export function glossaryViolation(use: NameUse): string | null {
  const stem = conceptStem(use.name);
  const where = `\`${use.path}\` in ${use.place}`;
  const owner = OWNER_NAMES.find((fixed) => fixed.name === stem && fixed.at.includes(use.place));
  if (owner) return null;
  const wrong = WRONG_NAMES.find((entry) => entry.name === stem && (!entry.onlyAt || entry.onlyAt.includes(use.place)));
  if (wrong) return wrong.stillAt.includes(use.place) ? null : `${where}: the concept is named \`${wrong.means}\` (docs/glossary.md)`;
  if (TERM_SET.has(stem)) return null;
  const ownerElsewhere = OWNER_NAMES.find((fixed) => fixed.name === stem);
  if (ownerElsewhere) return `${where}: \`${stem}\` is the owner's name only in ${ownerElsewhere.at.join(", ")}; elsewhere the concept is \`${ownerElsewhere.means}\``;
  return `${where}: \`${use.name}\` is not in the glossary (lib/kernel/glossary.ts): use the concept's name, or add the new concept`;
}

/** Mistakes in the glossary itself. */
export function glossaryInconsistencies(uses: readonly NameUse[]): string[] {
  const problems: string[] = [];
  const families = new Map<string, string>();
  for (const [family, names] of Object.entries(TERMS)) {
    for (const name of names) {
      const earlier = families.get(name);
      if (earlier) problems.push(`\`${name}\` is listed in ${earlier} and ${family}: one concept, one entry`);
      families.set(name, family);
    }
  }
  for (const entry of [...OWNER_NAMES, ...WRONG_NAMES]) {
    if (!TERM_SET.has(entry.means)) problems.push(`\`${entry.name}\` means \`${entry.means}\`, which is not a concept of TERMS`);
  }
  for (const wrong of WRONG_NAMES) {
    if (TERM_SET.has(wrong.name) && !wrong.onlyAt) problems.push(`\`${wrong.name}\` is both a concept and a wrong name`);
    for (const place of wrong.stillAt) {
      if (!uses.some((use) => conceptStem(use.name) === wrong.name && use.place === place)) problems.push(`\`${wrong.name}\` is no longer used in ${place}: remove it from its stillAt`);
    }
  }
  return problems;
}

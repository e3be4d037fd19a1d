import { WEBHOOK_EVENT_FIELDS, WEBHOOK_EVENT_VALUES, type WebhookEventType } from "@/lib/domains/webhooks/event-types";
import { OWNER_NAMES, OWNER_VALUES, PORTUGUESE_WORDS, type Place, STANDARD_VALUES, TERM_SET, TERMS, VALUES_TO_RENAME, WRONG_NAMES } from "@/lib/kernel/glossary";
import type { AnyOperation } from "@/lib/kernel/operation";
import { schemaFields, schemaValues } from "@/lib/kernel/schema-fields";

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

/** One value an enum or literal allows, where. */
export interface ValueUse {
  value: string;
  /** The field that holds it (`status`). */
  field: string;
  place: Place;
  path: string;
}

/** Every string value of the operations' inputs' and outputs' enums and literals, and of the events' listed fields. */
export function valuesInUse(operations: readonly AnyOperation[]): ValueUse[] {
  const uses: ValueUse[] = [];
  const byPlace = new Map<string, ValueUse[]>();
  for (const operation of operations) {
    for (const [role, schema] of [["input", operation.input], ["output", operation.output]] as const) {
      const place: Place = `${operation.name}.${role}`;
      const here = schemaValues(schema)
        .filter((found) => typeof found.value === "string")
        .map((found) => ({ value: found.value as string, field: found.field, place, path: found.path }));
      byPlace.set(place, here);
      uses.push(...here);
    }
  }
  for (const [type, fields] of Object.entries(WEBHOOK_EVENT_VALUES) as [WebhookEventType, Record<string, readonly string[] | { sameAs: string }>][]) {
    for (const [field, values] of Object.entries(fields)) {
      const listed = "sameAs" in values ? (byPlace.get(values.sameAs) ?? []).filter((use) => use.field === field).map((use) => use.value) : values;
      if (listed.length === 0) throw new Error(`event ${type} \`${field}\`: ${JSON.stringify(values)} names no values`);
      for (const value of new Set(listed)) uses.push({ value, field, place: `event:${type}`, path: `data.${field}` });
    }
  }
  return uses;
}

const SNAKE_WORDS = /^[a-z][a-z0-9]*(_[a-z0-9]+)*([.:][a-z][a-z0-9]*(_[a-z0-9]+)*)*$/;
const CAPITAL_CODE = /^[A-Z][A-Z0-9]*$/;

/** The words of a value, lowercase and without accents (`em_aberto` → em, aberto). */
export function valueWords(value: string): string[] {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Why a value breaks the glossary's rule for values, or null when it follows it. */
export function valueViolation(use: ValueUse): string | null {
  const where = `\`${use.value}\` at \`${use.path}\` in ${use.place}`;
  if (OWNER_VALUES.some((owner) => owner.field === use.field && owner.at.includes(use.place) && owner.values.includes(use.value))) return null;
  if (VALUES_TO_RENAME.some((entry) => entry.field === use.field && entry.at.includes(use.place) && entry.values.includes(use.value))) return null;
  if (STANDARD_VALUES[use.value] || CAPITAL_CODE.test(use.value) || TERM_SET.has(use.value)) return null;
  const portuguese = valueWords(use.value).filter((word) => PORTUGUESE_WORDS.has(word));
  if (portuguese.length > 0) return `${where}: Portuguese (${portuguese.join(", ")}); values are English snake_case (docs/glossary.md, «Values»)`;
  if (!SNAKE_WORDS.test(use.value)) return `${where}: not snake_case; values are English snake_case, or a standard's code listed in STANDARD_VALUES`;
  return null;
}

/** Mistakes in the glossary's lists of values. */
export function valueInconsistencies(uses: readonly ValueUse[]): string[] {
  const problems: string[] = [];
  // An allowance that nothing uses any more must go, so that the value cannot come back unseen.
  for (const entry of [...OWNER_VALUES, ...VALUES_TO_RENAME]) {
    const held = (place: Place, value: string) => uses.some((use) => use.field === entry.field && use.place === place && use.value === value);
    for (const place of entry.at) if (!entry.values.some((value) => held(place, value))) problems.push(`\`${entry.field}\` in ${place} holds none of ${entry.values.join(", ")}: remove the place from the glossary's list`);
    for (const value of entry.values) if (!entry.at.some((place) => held(place, value))) problems.push(`\`${value}\` is no longer a value of \`${entry.field}\`: remove it from the glossary's list`);
  }
  for (const owner of OWNER_VALUES) if (!owner.values.includes(owner.fixed)) problems.push(`\`${owner.field}\`: the owner's value \`${owner.fixed}\` is not among its values`);
  return problems;
}

import { z } from "zod";
import { NIF_PROBLEM_MESSAGES, nifProblem, normalizeNif } from "@/lib/core/nif";

// Field schemas shared by several operations, so a rule (what a NIF is, what a date looks like)
// is stated once and reads the same in every error message and in OpenAPI.

export const nifField = z
  .string()
  .transform(normalizeNif)
  .superRefine((nif, context) => {
    const problem = nifProblem(nif);
    if (problem) context.addIssue({ code: "custom", message: `'${nif}' is not a valid NIF: it ${NIF_PROBLEM_MESSAGES[problem]}` });
  })
  .describe("Portuguese tax number: 9 digits with a valid prefix and check digit (spaces and a leading 'PT' are ignored).")
  .meta({ examples: ["508123453"] });

export const nameField = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

export const emailField = z.string().trim().max(254).pipe(z.email({ message: "must be a valid email address" }));

export const isoDateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

/** A YYYY-MM-DD that exists on the calendar (2026-02-30 is refused): for date-range filters. */
export const calendarDateField = isoDateField.refine((value) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, "must be a real calendar date");

export const idParameter = z.string().min(1).max(64).describe("Resource identifier.");

/** A money amount as both integer cents and its display string: `{ fooCents, foo }`. */
export function money<Name extends string>(name: Name, description: string) {
  return {
    [`${name}Cents`]: z.number().int().describe(`${description} (integer euro cents).`),
    [name]: z.string().describe(`${description} (formatted, e.g. "1 234,56 €").`),
  } as { [K in `${Name}Cents`]: z.ZodNumber } & { [K in Name]: z.ZodString };
}

/** `?sealed=true` on a PDF download: the stored sealed copy (PAdES) instead of a fresh unsealed PDF. */
export const sealedParameter = z.enum(["true", "false"]).optional().describe("true: the sealed copy (PAdES) made by the seal operations.");

/**
 * `metadata`: the integrator's own small string map, never read by the product (as Stripe's): at most
 * 20 keys of at most 40 characters, values of at most 500. On an update a key set to "" or null is
 * removed and the others are set; the keys not sent stay.
 */
export const METADATA_LIMITS = { keys: 20, keyLength: 40, valueLength: 500 } as const;
const metadataKey = z.string().min(1, "a metadata key must not be empty").max(METADATA_LIMITS.keyLength, `a metadata key must be at most ${METADATA_LIMITS.keyLength} characters`);
const metadataValue = z.string().max(METADATA_LIMITS.valueLength, `a metadata value must be at most ${METADATA_LIMITS.valueLength} characters`);
const keyCount = (map: Record<string, unknown>) => Object.keys(map).length <= METADATA_LIMITS.keys;
export const metadataField = z
  .record(metadataKey, metadataValue)
  .refine(keyCount, { message: `at most ${METADATA_LIMITS.keys} keys` })
  .describe(`Your own key-value pairs (strings; at most ${METADATA_LIMITS.keys} keys of up to ${METADATA_LIMITS.keyLength} characters, values up to ${METADATA_LIMITS.valueLength}), returned as given and never read by Contabilista.`)
  .meta({ examples: [{ orderId: "WEB-1042" }] });
export const metadataUpdateField = z
  .record(metadataKey, metadataValue.nullable())
  .refine(keyCount, { message: `at most ${METADATA_LIMITS.keys} keys` })
  .describe(`Keys to set (a string) or remove ("" or null); keys not sent are kept. At most ${METADATA_LIMITS.keys} keys in all after the change.`)
  .meta({ examples: [{ orderId: "WEB-1042", campaign: null }] });
export const metadataOutput = z.record(z.string(), z.string()).describe("Your own key-value pairs, as set ({} when none).");
/** The stored map with an update applied: "" or null removes a key. */
export function mergeMetadata(current: unknown, change: Record<string, string | null>): Record<string, string> {
  const merged: Record<string, string> = { ...storedMetadata(current) };
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
/** A stored metadata column (JSON) as a string map. */
export function storedMetadata(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
export const externalIdField = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .describe("Your own id for it (at most 100 characters), unique in the company: a second one with the same externalId is refused (409).")
  .meta({ examples: ["crm-8841"] });

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

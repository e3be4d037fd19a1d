import { closest, distance } from "fastest-levenshtein";
import type { z } from "zod";
import { ApiError, type ErrorDetail } from "@/lib/core/api-error";

/** `["lines", 0, "unitEuros"]` → `lines[0].unitEuros`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else text += text ? `.${String(segment)}` : String(segment);
  }
  return text || "body";
}

/**
 * The known name closest to a misspelt or guessed one (`amount` → `amountEuros`, `emial` → `email`,
 * `quantidade` → `quantity`, `vatrate` → `vatRate`), or undefined when none is close enough to be
 * a useful hint.
 */
export function closestName(unknown: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = unknown.toLowerCase();
  const byLower = new Map(known.map((name) => [name.toLowerCase(), name]));
  const exact = byLower.get(lower);
  if (exact) return exact;
  const prefixed = known.find((name) => Math.min(name.length, lower.length) >= 3 && (name.toLowerCase().startsWith(lower) || lower.startsWith(name.toLowerCase())));
  if (prefixed) return prefixed;
  const best = byLower.get(closest(lower, [...byLower.keys()]))!;
  const apart = distance(lower, best.toLowerCase());
  return apart <= Math.max(2, Math.floor(0.4 * Math.max(lower.length, best.length))) && apart < Math.max(lower.length, best.length) ? best : undefined;
}

/** "unknown field (did you mean 'amountEuros'?)": what a detail says about a name the input does not have. */
export function unknownNameMessage(kind: "field" | "parameter", name: string, known: readonly string[]): string {
  const suggestion = closestName(name, known);
  return suggestion ? `unknown ${kind} (did you mean '${suggestion}'?)` : `unknown ${kind}`;
}

/** What parseOrThrow saw while parsing, so issues can be told in the caller's terms. */
interface ParseContext {
  /** The raw input: a field absent there is reported as required, not as zod's "received undefined" (or NaN, once coerced). */
  raw: unknown;
  /** The keys each object that had unknown keys accepts, by that raw object. */
  knownKeys: WeakMap<object, string[]>;
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const segment of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function issueDetails(issue: z.core.$ZodIssue, parse: ParseContext | undefined): ErrorDetail[] {
  if (issue.code === "unrecognized_keys") {
    const container = valueAt(parse?.raw, issue.path);
    const known = (container !== null && typeof container === "object" && parse?.knownKeys.get(container)) || [];
    return issue.keys.map((key) => ({ path: formatIssuePath([...issue.path, key]), message: unknownNameMessage("field", key, known) }));
  }
  if (issue.code === "invalid_type" && parse && issue.path.length > 0) {
    const parent = valueAt(parse.raw, issue.path.slice(0, -1));
    const missing = parent !== null && typeof parent === "object" && !Array.isArray(parent) && (parent as Record<PropertyKey, unknown>)[issue.path.at(-1)!] === undefined;
    if (missing) return [{ path: formatIssuePath(issue.path), message: "is required" }];
  }
  // A rule of the books may carry its Portuguese for people (`params.pt`), kept off the wire by the envelope.
  const pt = issue.code === "custom" && typeof issue.params?.pt === "string" ? issue.params.pt : undefined;
  return [{ path: formatIssuePath(issue.path), message: issue.message, ...(pt ? { pt } : {}) }];
}

export function validationError(error: z.ZodError, source: "body" | "query" | "input" = "input", parse?: ParseContext): ApiError {
  // Unknown fields first: a misspelt field usually also leaves a required one missing, and the hint
  // ("did you mean …?") explains both.
  const issues = [...error.issues].sort((a, b) => Number(b.code === "unrecognized_keys") - Number(a.code === "unrecognized_keys"));
  const all = issues.flatMap((issue) => issueDetails(issue, parse));
  const details = all.slice(0, 20);
  const first = details[0]!;
  const more = all.length > 1 ? ` (and ${all.length - 1} more problem${all.length > 2 ? "s" : ""})` : "";
  const headline = first.message.startsWith("is ") ? `${first.path} ${first.message}` : `${first.path}: ${first.message}`;
  return new ApiError("validation_error", `Invalid ${source}: ${headline}${more}.`, { details });
}

export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown, source: "body" | "query" | "input"): z.output<Schema> {
  const knownKeys = new WeakMap<object, string[]>();
  const result = schema.safeParse(value, {
    error: (issue) => {
      // The issue names the unknown keys; the object schema that refused them knows the right ones.
      const shape = (issue.inst?._zod.def as { shape?: object } | undefined)?.shape;
      if (issue.code === "unrecognized_keys" && shape && issue.input !== null && typeof issue.input === "object") knownKeys.set(issue.input, Object.keys(shape));
      return undefined;
    },
  });
  if (!result.success) throw validationError(result.error, source, { raw: value, knownKeys });
  return result.data;
}

import { ApiError } from "./api-error";

// The rules every text input obeys, checked once where inputs enter (invokeOperation, the REST path):
// - no U+0000: PostgreSQL text cannot hold it;
// - well-formed UTF-16, i.e. no lone surrogate ("\ud800" without its pair): it has no UTF-8 form, so
//   the database driver and JSON encoders reject or mangle it.
// Either would otherwise surface as a 500; here it is a 400 that names the field.

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes("\u0000")) return "contains a NUL character (U+0000), which is not allowed in text";
  if (LONE_SURROGATE.test(text)) return "contains a lone UTF-16 surrogate (malformed Unicode), which is not allowed in text";
  return null;
}

/** The first string (or key) breaking a text rule, with its path, walking iteratively (inputs may nest deeply). */
export function malformedText(value: unknown): { path: string; problem: string } | null {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      const problem = problemOf(current);
      if (problem) return { path: path || "body", problem };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        const problem = problemOf(key);
        if (problem) return { path: itemPath, problem: `is a field name that ${problem}` };
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}

export function refuseMalformedText(input: unknown): void {
  const found = malformedText(input);
  if (found) throw new ApiError("validation_error", `'${found.path}' ${found.problem}.`, { details: [{ path: found.path, message: found.problem }] });
}

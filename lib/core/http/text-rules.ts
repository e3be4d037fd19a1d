import { ApiError } from "@/lib/core/api-error";

// The rules every text input obeys, checked once where inputs enter (invokeOperation, the REST path):
// - no U+0000: PostgreSQL text cannot hold it;
// - well-formed UTF-16, i.e. no lone surrogate ("\ud800" without its pair): it has no UTF-8 form, so
//   the database driver and JSON encoders reject or mangle it.
// - no bidirectional embedding, override or isolate controls (U+202A–U+202E, U+2066–U+2069) and no
//   invisible spaces (U+200B, U+2060, U+FEFF): they make a text show something other than what it
//   is — "invoice\u202Efdp.exe" reads "invoiceexe.pdf" — or two names look the same (the "Trojan
//   Source" class; security review 2026-11-26 L11). Marks that right-to-left text does need (U+200E,
//   U+200F) and joiners (U+200C, U+200D: scripts, emoji) stay allowed.
// The first two would otherwise surface as a 500; each is a 400 that names the field.

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const DECEPTIVE_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/;

function problemOf(text: string): string | null {
  if (text.includes("\u0000")) return "contains a NUL character (U+0000), which is not allowed in text";
  if (LONE_SURROGATE.test(text)) return "contains a lone UTF-16 surrogate (malformed Unicode), which is not allowed in text";
  const deceptive = DECEPTIVE_CONTROL.exec(text);
  if (deceptive) {
    const codePoint = `U+${deceptive[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
    return `contains an invisible or text-direction control character (${codePoint}), which is not allowed in text`;
  }
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
      current.forEach((item, index) => {
        pending.push([item, `${path}[${index}]`]);
      });
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

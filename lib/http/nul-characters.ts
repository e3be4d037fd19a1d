import { ApiError } from "./api-error";

// PostgreSQL text cannot hold U+0000: a NUL anywhere in an input would reach the database as an
// error (a 500). Inputs are checked once, where they enter, and refused with the field named.

/** The path of the first string (or key) holding U+0000, walking iteratively (inputs may nest deeply). */
export function pathOfNulCharacter(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path || "body";
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}

export function refuseNulCharacters(input: unknown): void {
  const path = pathOfNulCharacter(input);
  if (path !== null) throw new ApiError("validation_error", `'${path}' contains a NUL character (U+0000), which is not allowed in text.`, { details: [{ path, message: "NUL character" }] });
}

import type { z } from "zod";
import { ApiError, type ErrorDetail } from "./api-error";

/** `["lines", 0, "unitEuros"]` → `lines[0].unitEuros`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else text += text ? `.${String(segment)}` : String(segment);
  }
  return text || "body";
}

export function validationError(error: z.ZodError, source: "body" | "query" | "input" = "input"): ApiError {
  const details: ErrorDetail[] = error.issues.slice(0, 20).map((issue) => ({
    path: formatIssuePath(issue.path),
    message: issue.message,
  }));
  const first = details[0]!;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? "s" : ""})` : "";
  return new ApiError("validation_error", `Invalid ${source}: ${first.path}: ${first.message}${more}.`, { details });
}

export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown, source: "body" | "query" | "input"): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, source);
  return result.data;
}

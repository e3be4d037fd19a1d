import { z } from "zod";
import { ApiError } from "@/lib/core/api-error";

/** The largest page any list answers; a larger `limit` is a validation error, not silently capped. */
export const MAX_PAGE_LIMIT = 200;

/**
 * One column of a list's keyset order. The columns together must be unique (end with `id`), so
 * "after the last row" is exact: rows inserted meanwhile never shift a page, unlike OFFSET.
 */
export interface KeysetColumn {
  field: string;
  kind: "date" | "string";
  direction: "asc" | "desc";
}

type KeyValue = Date | string;

/** Newest first by a date column; createdAt orders one day's rows, id makes the order unique for the cursor. */
export function newestFirst(dateField: string): KeysetColumn[] {
  return [
    { field: dateField, kind: "date", direction: "desc" },
    { field: "createdAt", kind: "date", direction: "desc" },
    { field: "id", kind: "string", direction: "desc" },
  ];
}

/** The `limit` and `cursor` input fields of a paged list, with the list's own default page size. */
export function pageInput(defaultLimit: number, noun: string) {
  return {
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_LIMIT)
      .default(defaultLimit)
      .describe(`How many ${noun} per page (default ${defaultLimit}, at most ${MAX_PAGE_LIMIT}).`),
    cursor: z
      .string()
      .min(1)
      .max(1000)
      .optional()
      .describe("Opaque: the `nextCursor` of the previous page, to read the next one. Omit it for the first page; keep the other parameters the same."),
  };
}

/** The `nextCursor` and `hasMore` output fields of a paged list. */
export const pageOutput = {
  nextCursor: z.string().nullable().describe("Pass it as `cursor` to read the next page; null on the last page."),
  hasMore: z.boolean().describe("Whether more rows follow this page."),
};

function invalidCursor(): ApiError {
  return new ApiError("validation_error", "Invalid cursor: pass the `nextCursor` of the previous page of this same list, unchanged.", {
    details: [{ path: "cursor", message: "invalid or from another list" }],
  });
}

function keyOf(row: Record<string, unknown>, columns: readonly KeysetColumn[]): string[] {
  return columns.map((column) => {
    const value = row[column.field];
    return value instanceof Date ? value.toISOString() : String(value);
  });
}

/** base64url of `[list, ...key]`: opaque to callers, bound to one list so another list's cursor is refused. */
export function encodeCursor(list: string, row: Record<string, unknown>, columns: readonly KeysetColumn[]): string {
  return Buffer.from(JSON.stringify([list, ...keyOf(row, columns)])).toString("base64url");
}

/** The key a cursor points after, typed per column; a 400 naming `cursor` for anything else. */
export function decodeCursor(list: string, cursor: string, columns: readonly KeysetColumn[]): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== columns.length + 1 || parsed[0] !== list) throw invalidCursor();
  return columns.map((column, index) => {
    const value = parsed[index + 1];
    if (typeof value !== "string" || value.length > 300) throw invalidCursor();
    if (column.kind === "string") return value;
    const date = new Date(value);
    if (Number.isNaN(date.getTime()) || date.toISOString() !== value) throw invalidCursor();
    return date;
  });
}

/** Prisma `orderBy` for the keyset. */
export function keysetOrderBy(columns: readonly KeysetColumn[]): Record<string, "asc" | "desc">[] {
  return columns.map((column) => ({ [column.field]: column.direction }));
}

/** Prisma `where` for the rows strictly after `key` in keyset order: (a < x) OR (a = x AND b < y) OR … */
export function keysetAfter(columns: readonly KeysetColumn[], key: KeyValue[]): { OR: Record<string, unknown>[] } {
  return {
    OR: columns.map((column, index) => {
      const condition: Record<string, unknown> = {};
      for (let earlier = 0; earlier < index; earlier++) condition[columns[earlier]!.field] = key[earlier];
      condition[column.field] = { [column.direction === "desc" ? "lt" : "gt"]: key[index] };
      return condition;
    }),
  };
}

/** Rows fetched with `take: limit + 1` → the page, and the cursor after its last row when one more exists. */
export function pageOf<Row extends object>(list: string, rows: Row[], limit: number, columns: readonly KeysetColumn[]): { rows: Row[]; nextCursor: string | null; hasMore: boolean } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { rows: page, hasMore, nextCursor: hasMore && last ? encodeCursor(list, last as Record<string, unknown>, columns) : null };
}

function compareValues(a: KeyValue, b: KeyValue): number {
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The same keyset order for a list held in memory (e.g. a feed read whole): sorts and pages it. */
export function pageInMemory<Row extends object>(
  list: string,
  rows: Row[],
  input: { limit: number; cursor?: string },
  columns: readonly KeysetColumn[],
): { rows: Row[]; nextCursor: string | null; hasMore: boolean } {
  const valuesOf = (row: Row) => columns.map((column) => (row as Record<string, unknown>)[column.field] as KeyValue);
  const compare = (a: KeyValue[], b: KeyValue[]) => {
    for (const [index, column] of columns.entries()) {
      const order = compareValues(a[index]!, b[index]!);
      if (order !== 0) return column.direction === "desc" ? -order : order;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, b) => compare(valuesOf(a), valuesOf(b)));
  const after = input.cursor ? decodeCursor(list, input.cursor, columns) : null;
  const remaining = after ? sorted.filter((row) => compare(valuesOf(row), after) > 0) : sorted;
  return pageOf(list, remaining.slice(0, input.limit + 1), input.limit, columns);
}

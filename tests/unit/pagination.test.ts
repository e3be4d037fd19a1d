import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { decodeCursor, encodeCursor, keysetAfter, pageInMemory, type KeysetColumn } from "@/lib/kernel/pagination";

const ORDER: KeysetColumn[] = [
  { field: "date", kind: "date", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

describe("cursor pagination", () => {
  it("round-trips a row's key through an opaque base64url cursor", () => {
    const cursor = encodeCursor("invoices", { date: new Date("2026-03-01T00:00:00.000Z"), id: "c1", other: 1 }, ORDER);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor("invoices", cursor, ORDER)).toEqual([new Date("2026-03-01T00:00:00.000Z"), "c1"]);
  });

  it.each([
    ["not base64 JSON", "%%%"],
    ["another list's cursor", encodeCursor("documents", { date: new Date(0), id: "c1" }, ORDER)],
    ["a key of the wrong length", Buffer.from(JSON.stringify(["invoices", "2026-03-01T00:00:00.000Z"])).toString("base64url")],
    ["a date that is not one", Buffer.from(JSON.stringify(["invoices", "ontem", "c1"])).toString("base64url")],
    ["a non-string value", Buffer.from(JSON.stringify(["invoices", "2026-03-01T00:00:00.000Z", 7])).toString("base64url")],
  ])("refuses %s as a validation error on `cursor`", (_, cursor) => {
    let error: unknown;
    try {
      decodeCursor("invoices", cursor, ORDER);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("validation_error");
    expect((error as ApiError).details?.[0]?.path).toBe("cursor");
  });

  it("selects the rows strictly after the key, column by column", () => {
    const date = new Date("2026-03-01T00:00:00.000Z");
    expect(keysetAfter(ORDER, [date, "c5"])).toEqual({ OR: [{ date: { lt: date } }, { date, id: { lt: "c5" } }] });
  });

  it("pages an in-memory list in keyset order, each row once", () => {
    const rows = Array.from({ length: 23 }, (_, index) => ({ date: `2026-01-${String(1 + (index % 4)).padStart(2, "0")}`, id: `r${String(index).padStart(2, "0")}` }));
    const columns: KeysetColumn[] = [{ field: "date", kind: "string", direction: "desc" }, { field: "id", kind: "string", direction: "desc" }];
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = pageInMemory("efatura", rows, { limit: 5, cursor }, columns);
      seen.push(...page.rows.map((row) => row.id));
      if (!page.hasMore) break;
      cursor = page.nextCursor!;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen[0]).toBe("r19"); // the latest date (01-04), highest id
  });
});

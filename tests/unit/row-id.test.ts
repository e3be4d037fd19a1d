import { describe, expect, it } from "vitest";
import { newRowId } from "@/lib/core/db/row-id";

describe("ids of rows written with raw SQL", () => {
  it("look like Prisma's cuid(): 25 lowercase letters and digits, starting with c and the time", () => {
    const before = `c${Date.now().toString(36)}`;
    const id = newRowId();
    expect(id).toMatch(/^c[0-9a-z]{24}$/);
    expect(id.slice(0, before.length) >= before).toBe(true);
    expect(new Set(Array.from({ length: 10_000 }, newRowId)).size).toBe(10_000);
  });
});

describe("ids made one after another", () => {
  it("sort in the order they were made, within one millisecond too (events of one transaction share createdAt)", () => {
    const ids = Array.from({ length: 5_000 }, newRowId);
    expect([...ids].sort()).toEqual(ids);
  });
});

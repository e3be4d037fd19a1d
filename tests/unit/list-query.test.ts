import { describe, expect, it } from "vitest";
import { listHref, readListQuery, type ListFilter, pagerHrefs } from "@/lib/transports/web/list-query";

const FILTERS: ListFilter[] = [
  { name: "q", label: "Texto", kind: "search" },
  { name: "estado", label: "Estado", kind: "select", options: [["paga", "Pagas"]] },
  { name: "de", label: "De", kind: "date" },
];

describe("a list page's query", () => {
  it("keeps declared filters, the cursor and a page size up to 200", () => {
    expect(readListQuery({ q: " norte ", estado: "paga", de: "2026-10-01", cursor: "abc", limite: "500" }, FILTERS)).toEqual({ values: { q: "norte", estado: "paga", de: "2026-10-01" }, cursor: "abc", limit: 200 });
  });

  it("drops what it does not know instead of failing: other parameters, a status outside the options, a date that is not one, a bad size", () => {
    expect(readListQuery({ x: "1", estado: "apagada", de: "2026-13-45", limite: "-3" }, FILTERS)).toEqual({ values: {} });
    expect(readListQuery({ de: "ontem", limite: "abc" }, FILTERS)).toEqual({ values: {} });
  });

  it("builds links without blank parameters", () => {
    expect(listHref("/faturas", { cliente: "norte", estado: "", limite: undefined, cursor: "a b" })).toBe("/faturas?cliente=norte&cursor=a+b");
    expect(listHref("/faturas", {})).toBe("/faturas");
  });
});

describe("the pager's links (ux LOW: «Página seguinte» had no way back)", () => {
  const filters = [{ name: "estado", label: "Estado", kind: "select", options: [["vencida", "Vencida"]] }] as const;
  const follow = (href: string) => readListQuery(Object.fromEntries(new URL(href, "http://x").searchParams), filters);

  it("walks forward three pages and back again to the first, keeping the filter and the page size", () => {
    const first = readListQuery({ estado: "vencida", limite: "5" }, filters);
    expect(pagerHrefs("/faturas", first, "c1").previous).toBeNull();
    const second = follow(pagerHrefs("/faturas", first, "c1").next!);
    const third = follow(pagerHrefs("/faturas", second, "c2").next!);
    expect(third).toMatchObject({ cursor: "c2", values: { estado: "vencida" }, limit: 5 });

    const backToSecond = follow(pagerHrefs("/faturas", third, "c3").previous!);
    expect(backToSecond).toMatchObject({ cursor: "c1", values: { estado: "vencida" }, limit: 5 });
    const backToFirst = follow(pagerHrefs("/faturas", backToSecond, "c2").previous!);
    expect(backToFirst.cursor).toBeUndefined();
    expect(backToFirst).toMatchObject({ values: { estado: "vencida" }, limit: 5 });
    expect(pagerHrefs("/faturas", backToFirst, "c1").previous).toBeNull();
  });

  it("drops a trail entry that is not a cursor, and never goes back from the first page", () => {
    expect(readListQuery({ cursor: "c2", anteriores: "1,c1,<script>" }, filters).trail).toEqual(["1", "c1"]);
    expect(readListQuery({ anteriores: "c1" }, filters).trail).toBeUndefined();
  });
});

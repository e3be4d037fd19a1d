import { describe, expect, it } from "vitest";
import { listHref, readListQuery, type ListFilter } from "@/lib/transports/web/list-query";

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

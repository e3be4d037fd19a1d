import path from "node:path";
import { describe, expect, it } from "vitest";
import { type FileImport, folderCycles, folderEdges, KNOWN_LOOP_IMPORTS, LAYERS, layerOf, libImports } from "@/tests/support/folder-graph";
import { listSourceFiles } from "@/tests/support/import-specifiers";

// The folders of lib/ are its layers, read bottom-up (docs/architecture.md):
// core < kernel < domains < registry < transports. A file imports its own layer or one below it, the
// folders import each other without a loop, and lib/ never imports app/ or components/. Each failure
// names the imports (file → file) that break the rule.

const ROOT = path.resolve(import.meta.dirname, "../..");
const imports = libImports(ROOT);
const shown = (list: FileImport[]) => list.map((entry) => `${entry.from} → ${entry.to}`);

describe("lib/ folders are layers", () => {
  it("reads the imports of lib/", () => {
    expect(imports.length).toBeGreaterThan(1000); // the graph was really read
  });

  it("keeps every lib file in a layer folder", () => {
    const outside = listSourceFiles(ROOT, ["lib"]).filter((file) => layerOf(file) < 0);
    expect(outside, `every lib file lives under lib/{${LAYERS.join(",")}}/`).toEqual([]);
  });

  it("imports only the same layer or a layer below", () => {
    const upward = imports.filter((entry) => entry.to.startsWith("lib/") && !entry.to.startsWith("lib/generated/") && layerOf(entry.to) > layerOf(entry.from));
    expect(shown(upward), `layers bottom-up: ${LAYERS.join(" < ")}`).toEqual([]);
  });

  it("never imports app/ or components/ from lib/", () => {
    expect(shown(imports.filter((entry) => /^(app|components)\//.test(entry.to)))).toEqual([]);
  });

  it("has no cycle between folders", () => {
    const edges = folderEdges(imports);
    const cycles = folderCycles(edges).map((members) => {
      const inside = new Set(members);
      const between = members.flatMap((from) => [...(edges.get(from) ?? new Map<string, FileImport[]>())].filter(([to]) => inside.has(to)).flatMap(([, list]) => list));
      return { folders: members, imports: shown(between) };
    });
    expect(cycles).toEqual([]);
  });

  it("keeps the known loop's exceptions only while they exist", () => {
    // An exception whose import is gone (the loop was fixed) must leave the list.
    const present = new Set(shown(imports));
    expect([...KNOWN_LOOP_IMPORTS].filter((entry) => !present.has(entry))).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { listSourceFiles, readSpecifiers, resolveSpecifier } from "./import-specifiers";

// The folder graph of lib/: one node per folder unit, one edge per import between two units, each edge
// kept with the file → file imports that make it. Units are `lib/<layer>/<name>` inside the layers
// that hold many units (domains, transports) and `lib/<folder>` everywhere else.

export const LAYERS = ["core", "kernel", "domains", "registry", "transports"] as const;
const MANY_UNIT_LAYERS = new Set(["domains", "transports"]);

export type FileImport = { from: string; to: string; specifier: string };

/** The folder unit a lib file belongs to: `lib/domains/invoices`, `lib/core`, … (`lib` for a file directly in lib/). */
export function folderUnit(file: string): string {
  const parts = file.split("/");
  if (parts.length <= 2) return "lib";
  if (MANY_UNIT_LAYERS.has(parts[1]!) && parts.length > 3) return parts.slice(0, 3).join("/");
  return parts.slice(0, 2).join("/");
}

/** Every import from a lib file to another project file (lib, app, components, …). */
export function libImports(root: string): FileImport[] {
  const imports: FileImport[] = [];
  for (const from of listSourceFiles(root, ["lib"])) {
    const text = readFileSync(path.join(root, from), "utf8");
    for (const { text: specifier } of readSpecifiers(text)) {
      const to = resolveSpecifier(root, from, specifier);
      if (to) imports.push({ from, to, specifier });
    }
  }
  return imports;
}

/**
 * Imports allowed to close a folder loop: none. The last loop (invoices and documents calling the bank's
 * rematch, which now pays invoices from settlement) became an after-commit reaction the registry wires
 * (lib/kernel/after-commit.ts, lib/registry/reactions.ts). A new entry here needs a reason and a plan.
 */
export const KNOWN_LOOP_IMPORTS: ReadonlySet<string> = new Set<string>([]);

/** Unit → unit edges (self edges and the known loop's imports left out), each with the imports that make it. */
export function folderEdges(imports: FileImport[]): Map<string, Map<string, FileImport[]>> {
  const edges = new Map<string, Map<string, FileImport[]>>();
  for (const entry of imports) {
    if (!entry.to.startsWith("lib/")) continue;
    if (KNOWN_LOOP_IMPORTS.has(`${entry.from} → ${entry.to}`)) continue;
    const from = folderUnit(entry.from);
    const to = folderUnit(entry.to);
    if (from === to) continue;
    const targets = edges.get(from) ?? new Map<string, FileImport[]>();
    edges.set(from, targets);
    targets.set(to, [...(targets.get(to) ?? []), entry]);
  }
  return edges;
}

/** Strongly connected components with more than one node (Tarjan), largest first. */
export function folderCycles(edges: Map<string, Map<string, FileImport[]>>): string[][] {
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length);
}

/** The layer of a lib file (its position in LAYERS), or -1 for a file outside the layer folders. */
export function layerOf(file: string): number {
  return LAYERS.indexOf(file.split("/")[1] as (typeof LAYERS)[number]);
}

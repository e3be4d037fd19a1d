import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// Reads the module specifiers of a TypeScript file without a compiler: static `import`/`export … from`,
// side-effect `import "…"`, dynamic `import("…")`, `require("…")` and `vi.mock`/`vi.doMock`/
// `vi.importActual`/`vi.importMock`. Read by tests/unit/folder-layers.test.ts and by the relayout codemod (scripts/relayout/).

export type Specifier = { text: string; start: number; end: number };

const SPECIFIER_PATTERNS = [
  /\bfrom\s*(["'])([^"'\n]+)\1/g,
  /(?:^|[;\n}])\s*import\s*(["'])([^"'\n]+)\1/g,
  /\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g,
  /\brequire\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g,
  /\bvi\s*\.\s*(?:mock|doMock|unmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*(["'])([^"'\n]+)\1/g,
];

/** Every specifier in the text with the offsets of its characters (quotes excluded), in text order. */
export function readSpecifiers(text: string): Specifier[] {
  const found = new Map<number, Specifier>();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const quoted = match[2]!;
      const end = match.index! + match[0].lastIndexOf(quoted) + quoted.length;
      found.set(end - quoted.length, { text: quoted, start: end - quoted.length, end });
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start);
}

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"];

/** The project file a specifier names (relative to root, `/`-separated), or null for a package. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..")
    base = path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...(base.endsWith(".js") ? [base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx")] : []),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return hit ? path.relative(root, hit).split(path.sep).join("/") : null;
}

/** Source files (.ts/.tsx) under the given folders, relative to root, skipping node_modules and generated code. */
export function listSourceFiles(root: string, folders: string[], skip: RegExp = /(^|\/)(node_modules|generated|\.next)(\/|$)/): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip.test(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx|mts)$/.test(entry.name)) files.push(child);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

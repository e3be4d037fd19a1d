import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { folderCycles, folderEdges, LAYERS, layerOf, libImports } from "../../tests/support/folder-graph";
import { listSourceFiles, readSpecifiers, resolveSpecifier } from "../../tests/support/import-specifiers";
import { FILE_RULES, FOLDER_RULES, newPathOf } from "./map";

// The relayout codemod (issue #37 §2): `npx tsx scripts/relayout/apply.ts` from the repository root.
// 1. Reads the move map (map.ts) and lists every lib/ file (tracked or new) whose place changes.
// 2. Rewrites, in every text file of the repository, what names a moved file: relative import
//    specifiers of moved files (resolved against the file system), `@/lib/…` and `lib/…` paths in any
//    string, comment or doc (imports, vi.mock, import(), package.json scripts, spawn arguments, links),
//    and `path.join(…, "lib", "a", "b.ts")` segment lists (worker-thread files, font folders).
// 3. Moves the files with `git mv`, so history follows, and writes the rewritten texts.
// 4. Lists what the map does not place yet (a new folder, an import upward, a folder loop), exit code 1.
// Running it again changes nothing: no new path lies under an old one, so nothing is left to move
// or to rewrite.

const ROOT = path.resolve(import.meta.dirname, "../..");
const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|json|md|sh|ya?ml|prisma|txt)$/;
const NOT_REWRITTEN = /^(CHANGELOG\.md|package-lock\.json|scripts\/relayout\/|vendor\/|lib\/generated\/|node_modules\/)/;
const EXTENSIONS = [".ts", ".tsx", ".mts", ".json"];

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

function refuseOverlappingRules(): void {
  const oldPaths = [...Object.keys(FOLDER_RULES), ...Object.keys(FILE_RULES)];
  for (const target of [...Object.values(FOLDER_RULES), ...Object.values(FILE_RULES)]) {
    const under = oldPaths.find((old) => target === old || target.startsWith(`${old}/`));
    if (under) throw new Error(`map.ts: new path ${target} lies under the old path ${under}; a second run would move it again`);
  }
}

const files = git("ls-files", "--cached", "--others", "--exclude-standard")
  .split("\n")
  .filter((file) => file && existsSync(path.join(ROOT, file)));
const libFiles = new Set(files.filter((file) => file.startsWith("lib/")));
const libFolders = new Set([...libFiles].flatMap((file) => file.split("/").slice(1, -1).map((_, index, parts) => ["lib", ...parts.slice(0, index + 1)].join("/"))));

/** The new form of a `lib/…` path as written in a text: a file with or without its extension, or a folder. */
function mapLibPath(written: string): string {
  if (libFiles.has(written) || libFolders.has(written)) return newPathOf(written);
  const extension = EXTENSIONS.find((candidate) => libFiles.has(written + candidate));
  if (extension) return newPathOf(written + extension).slice(0, -extension.length);
  return newPathOf(written);
}

/** `lib/…` paths after `@/`, `./`, `../`, a quote, a bracket, a space or a line start. */
const LIB_PATH = /(?<=^|[\s"'`([{,=:]|@\/|\.\.\/|\.\/)lib\/[\w.\-/]*[\w-]/gm;
/** `"lib", "a", "b.ts"`: a path given to path.join as segments. */
const LIB_SEGMENTS = /(["'])lib\1(?:\s*,\s*(["'])[\w.-]+\2)+/g;

function rewriteRelative(file: string, text: string): string {
  const newFile = newPathOf(file);
  let result = text;
  for (const specifier of readSpecifiers(text).reverse()) {
    if (!specifier.text.startsWith(".")) continue;
    const target = resolveSpecifier(ROOT, file, specifier.text);
    if (!target) continue;
    const newTarget = newPathOf(target);
    if (newFile === file && newTarget === target) continue;
    const written = specifier.text;
    const targetExtension = path.extname(target);
    const keepsExtension = written.endsWith(targetExtension);
    const jsExtension = !keepsExtension && written.endsWith(".js");
    const namesIndex = /\/index\.[a-z]+$/.test(target) && !written.includes("index");
    let named = namesIndex ? path.posix.dirname(newTarget) : newTarget;
    if (!namesIndex && !keepsExtension) named = named.slice(0, -targetExtension.length) + (jsExtension ? ".js" : "");
    let relative = path.posix.relative(path.posix.dirname(newFile), named);
    if (!relative.startsWith(".")) relative = `./${relative}`;
    // A sibling that moved away is named from the root: `@/lib/…` reads better than `../../kernel/…`.
    const replacement = written.startsWith("./") && relative.startsWith("../") && named.startsWith("lib/") ? `@/${named}` : relative;
    result = result.slice(0, specifier.start) + replacement + result.slice(specifier.end);
  }
  return result;
}

function rewrite(file: string, text: string): string {
  let result = CODE.test(file) ? rewriteRelative(file, text) : text;
  result = result.replace(LIB_PATH, (written) => mapLibPath(written));
  if (CODE.test(file)) {
    result = result.replace(LIB_SEGMENTS, (written, quote: string) => {
      const segments = [...written.matchAll(/(["'])([\w.-]+)\1/g)].map((match) => match[2]!);
      const mapped = mapLibPath(segments.join("/"));
      return mapped === segments.join("/") ? written : mapped.split("/").map((segment) => `${quote}${segment}${quote}`).join(", ");
    });
  }
  return result;
}

function removeEmptyFolders(folder: string): void {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyFolders(`${folder}/${entry.name}`);
  if (readdirSync(absolute).length === 0) rmdirSync(absolute);
}

refuseOverlappingRules();
const moves = [...libFiles].map((file) => [file, newPathOf(file)] as const).filter(([from, to]) => from !== to);
const taken = moves.find(([, to]) => existsSync(path.join(ROOT, to)));
if (taken) throw new Error(`${taken[0]} would overwrite ${taken[1]}`);

const rewritten = new Map<string, string>();
for (const file of files) {
  if (NOT_REWRITTEN.test(file) || !(TEXT.test(file) || file.startsWith(".ci/"))) continue;
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const next = rewrite(file, text);
  if (next !== text) rewritten.set(newPathOf(file), next);
}

const tracked = new Set(git("ls-files", "--cached").split("\n"));
for (const [from, to] of moves) {
  mkdirSync(path.dirname(path.join(ROOT, to)), { recursive: true });
  if (tracked.has(from)) git("mv", from, to);
  else execFileSync("mv", [from, to], { cwd: ROOT });
}
for (const [file, text] of rewritten) writeFileSync(path.join(ROOT, file), text);
removeEmptyFolders("lib");

console.log(`relayout: ${moves.length} files moved, ${rewritten.size} files rewritten`);

// What the map does not yet place: a folder or a root file of lib/ that appeared after it was written,
// or an import that climbs a layer or closes a folder loop. Each needs a rule in map.ts (then run again).
const outside = listSourceFiles(ROOT, ["lib"]).filter((file) => layerOf(file) < 0);
const imports = libImports(ROOT).filter((entry) => entry.to.startsWith("lib/") && !entry.to.startsWith("lib/generated/"));
const upward = imports.filter((entry) => layerOf(entry.to) > layerOf(entry.from));
const cycles = folderCycles(folderEdges(imports));
for (const file of outside) console.log(`not in a layer folder (${LAYERS.join(", ")}): ${file}`);
for (const entry of upward) console.log(`imports a layer above: ${entry.from} → ${entry.to}`);
for (const members of cycles) console.log(`folder loop: ${members.join(", ")}`);
if (outside.length + upward.length + cycles.length > 0) process.exitCode = 1;

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GLOSSARY_PATH, glossaryMarkdown } from "@/lib/transports/docs/glossary-page";
import { REFERENCE_PATH, referenceMarkdown } from "@/lib/transports/docs/reference";
import { WEBHOOK_EVENT_TYPES } from "@/lib/domains/webhooks/event-types";
import { operationList } from "@/lib/registry/registry";

// The docs say what the code does: the generated reference is current, every environment variable
// the code reads is in the README's configuration table (and every one there is read), the README
// stays a short manual, and every relative link in the docs points at a file that exists.

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory)).flatMap((entry) => {
    const relative = path.join(directory, entry);
    if (entry === "generated" || entry === "node_modules") return [];
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry) ? [relative] : [];
  });
}

/** Set by Node or Next.js, by the server's primary for the processes it starts (SERVER_ROLE, large-body-process.ts), or only by the test harness: not configuration a deployment sets. */
const NOT_CONFIGURATION = new Set(["NODE_ENV", "NEXT_RUNTIME", "NEXT_PHASE", "SERVER_ROLE"]);

describe("docs in sync with the code", () => {
  it("docs/reference.md is what `npm run docs:reference` writes", () => {
    expect(read(REFERENCE_PATH), "docs/reference.md is stale: run npm run docs:reference").toBe(referenceMarkdown());
  });

  it("docs/glossary.md is what `npm run docs:reference` writes", () => {
    expect(read(GLOSSARY_PATH), "docs/glossary.md is stale: run npm run docs:reference").toBe(glossaryMarkdown());
  });

  it("every environment variable the app reads is in the README's configuration table, and every one listed is read", () => {
    const files = [...sourceFiles("lib"), ...sourceFiles("app"), "proxy.ts", "instrumentation.ts", "next.config.ts"];
    const read_ = new Set<string>();
    for (const file of files) for (const match of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read_.add(match[1]!);
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const listed = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
    const missing = [...read_].filter((name) => !NOT_CONFIGURATION.has(name) && !listed.has(name));
    expect(missing, "read by the code but not in the README's configuration table").toEqual([]);
    const testFiles = [...sourceFiles("tests"), ".ci/run"];
    const everything = [...files, ...testFiles].map(read).join("\n");
    const unused = [...listed].filter((name) => !new RegExp(`\\b${name}\\b`).test(everything.replaceAll(readme, "")));
    expect(unused, "in the README's configuration table but read nowhere").toEqual([]);
  });

  it("the README is a short manual (≤ 200 lines) that starts with the two commands", () => {
    const readme = read("README.md");
    expect(readme.split("\n").length).toBeLessThanOrEqual(200);
    const firstBlock = readme.slice(readme.indexOf("```bash"), readme.indexOf("```", readme.indexOf("```bash") + 7));
    expect(firstBlock).toContain("npm install && npm start");
    expect(firstBlock).toContain("npm test");
  });

  it("every relative link in the README and docs/ points at a file that exists", () => {
    const pages = ["README.md", "SECURITY.md", ...readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`)];
    const broken: string[] = [];
    for (const page of pages) {
      for (const match of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!.split("#")[0]!;
        if (!target || /^[a-z]+:/.test(target) || target.startsWith("/")) continue;
        if (!existsSync(path.join(root, path.dirname(page), target))) broken.push(`${page} → ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("lists the event types and operations only in the generated reference, each of them there (client review L3: the README's own list lacked payment.annulled)", () => {
    const operationNames = operationList.map((operation) => operation.name);
    const reference = read(REFERENCE_PATH);
    expect([...WEBHOOK_EVENT_TYPES, ...operationNames].filter((name) => !reference.includes(`| \`${name}\` |`)), "missing from docs/reference.md").toEqual([]);
    // A page naming a third of them holds a hand-written list, which drifts from the registry and the catalogue.
    const lists = (page: string, names: readonly string[]) => names.filter((name) => read(page).includes(`\`${name}\``)).length >= names.length / 3;
    const handWritten = ["README.md", "SECURITY.md", ...readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`).filter((page) => page !== REFERENCE_PATH)];
    expect(handWritten.filter((page) => lists(page, WEBHOOK_EVENT_TYPES)), "pages listing event types by hand: link docs/reference.md").toEqual([]);
    expect(lists("README.md", operationNames), "the README lists operations by hand: link docs/reference.md").toBe(false);
  });
});

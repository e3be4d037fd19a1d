import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

// Examples that run as written (issue #34 §4): every ```bash block of docs/*.md and README.md that
// calls curl is run by bash against the test server, changed only in its base URL and in the values
// of the variables it declares (`KEY=…`, `ID=…`). Each curl command carries the status it answers as
// a `# → 200` comment; the test compares them in order. A renamed path or field, a wrong method or a
// missing scope in the docs fails here.

const DOCS_ORIGIN = "http://localhost:3000";
const FILES = [...readdirSync("docs").filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`), "README.md"];

interface CurlBlock {
  where: string;
  script: string;
  statuses: number[];
}

function curlBlocks(): CurlBlock[] {
  const blocks: CurlBlock[] = [];
  for (const file of FILES) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/^```(?:bash|sh|shell)\n([\s\S]*?)^```/gm)) {
      const script = match[1]!;
      if (!/^\s*curl\s/m.test(script)) continue;
      const line = text.slice(0, match.index).split("\n").length;
      blocks.push({ where: `${file}:${line}`, script, statuses: [...script.matchAll(/# → (\d{3})/g)].map((status) => Number(status[1])) });
    }
  }
  return blocks;
}

const blocks = curlBlocks();
const run = promisify(execFile);

describe("the docs' curl examples", () => {
  const values: Record<string, string> = {};

  beforeAll(async () => {
    const company = await createTestCompany("Exemplos dos Documentos, Lda");
    values.KEY = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const issued = await api("POST", "/invoices", { key: values.KEY, body: { clientName: "Cliente dos Exemplos", lines: [{ description: "Consultoria", unitEuros: 100 }] } });
    expect(issued.status).toBe(201);
    values.ID = issued.body.data.id;
  });

  it("are found, each curl command with its documented status", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) {
      const commands = block.script.split("\n").filter((line) => /^\s*curl\s/.test(line)).length;
      expect(block.statuses.length, `${block.where}: one "# → <status>" per curl command`).toBe(commands);
    }
  });

  it.each(blocks.map((block) => [block.where, block] as const))("%s runs as written and answers its documented status", async (_where, block) => {
    const used = new Set([...block.script.matchAll(/\$\{?([A-Z][A-Z_]*)\b/g)].map((variable) => variable[1]!));
    const declared = new Set([...block.script.matchAll(/^([A-Z][A-Z_]*)=/gm)].map((variable) => variable[1]!));
    for (const name of used) expect(declared.has(name), `${block.where} uses $${name} without declaring it`).toBe(true);
    for (const name of declared) expect(values[name], `${block.where} declares ${name}, which the test cannot fill`).toBeDefined();
    const script = block.script
      .replaceAll(DOCS_ORIGIN, inject("baseUrl"))
      .replace(/^([A-Z][A-Z_]*)=\S*/gm, (_declaration, name: string) => `${name}='${values[name]}'`);
    // curl prints each answer's status after its body; everything else is the block as written.
    const preamble = `curl() { command curl --silent --show-error --write-out '\\n<<status %{http_code}>>\\n' "$@"; }\n`;
    const { stdout } = await run("bash", ["-c", preamble + script], { cwd: mkdtempSync(path.join(tmpdir(), "docs-curl-")), maxBuffer: 20 * 1024 * 1024 });
    expect([...stdout.matchAll(/<<status (\d{3})>>/g)].map((status) => Number(status[1])), stdout.slice(0, 2000)).toEqual(block.statuses);
  });
});

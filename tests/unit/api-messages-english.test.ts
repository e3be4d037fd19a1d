import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { errorResponse } from "@/lib/core/http/respond";
import { parseOrThrow } from "@/lib/core/http/validation";
import { refusalText } from "@/lib/core/refusal-text";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { toolError } from "@/lib/transports/mcp/operation-tool";

// The API speaks English to developers (client review 2026-11-26 M3): every ApiError message and every
// `message` of a refusal's detail or a schema's rule is English; the Portuguese a person reads (web
// pages, the assistant) travels beside it as `pt`, which neither the REST envelope nor MCP sends.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Folders and files whose text is for people only, never an API refusal. */
const FOR_PEOPLE = [
  "lib/domains/tax/", // the tax knowledge base the assistant quotes
  "lib/domains/chat/", // the assistant's replies
  "lib/transports/web/", // web pages and their routes
  "lib/generated/",
  "lib/domains/auth/sign-up.ts", // the sign-up form (web only, not an operation)
  "lib/domains/auth/password-rules.ts", // account forms (web and the operators' CLI), not an operation
  "lib/registry/operation-examples.ts", // example inputs, e.g. the email a client receives
];

// Words of Portuguese that English text never has (letters around them are not word breaks for \b).
const PORTUGUESE = /(?<!\p{L})(não|já|só|está|tem de|uma|cliente|linha|série|pode|nenhuma|obrigatóri\p{L}*|morada|exige|isenção|anulad[oa]|liquidad[oa]|creditad[oa]|fatura|indique|peça|anule|desfaça|recusad[oa]|avença|em aberto|campo|métrica|recebimento)(?!\p{L})/iu;

function libFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return libFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Every piece of literal text inside an expression (string literals, template parts). */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" … ")];
  const texts: string[] = [];
  ts.forEachChild(node, (child) => {
    texts.push(...literalTexts(child));
  });
  return texts;
}

/** Zod checks whose string argument is the message of the issue they raise (`.min(1, "…")`, `.refine(fn, "…")`). */
const ZOD_CHECKS = new Set(["min", "max", "length", "regex", "email", "int", "refine", "enum", "number", "string", "array"]);

/** Text that reaches an API caller: an ApiError's message, any `message:` of a detail or a schema rule, a zod check's message. */
function callerTexts(file: string): { where: string; text: string }[] {
  const text = readFileSync(file, "utf8");
  // Only a file with some Portuguese is worth parsing.
  if (!PORTUGUESE.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { where: string; text: string }[] = [];
  const note = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    for (const text of literalTexts(node)) found.push({ where: `${path.relative(ROOT, file)}:${line + 1}`, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "ApiError" && node.arguments?.[1]) note(node.arguments[1]);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "message") note(node.initializer);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(node.expression.name.text)) {
      for (const argument of node.arguments) if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument) || ts.isTemplateExpression(argument)) note(argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the API's error messages are English", () => {
  it("no ApiError message, detail message or schema rule message in lib/ is Portuguese", () => {
    const files = libFiles(path.join(ROOT, "lib")).filter((file) => !FOR_PEOPLE.some((prefix) => path.relative(ROOT, file).startsWith(prefix)));
    const portuguese = files.flatMap(callerTexts).filter(({ text }) => PORTUGUESE.test(text)).map(({ where, text }) => `${where}: ${text.slice(0, 100)}`);
    expect(portuguese, "write the message in English and put the Portuguese in `pt` (ApiError, detail) or `params.pt` (zod issue)").toEqual([]);
  }, 60_000);

  it("keeps the Portuguese (`pt`) out of the REST envelope and the MCP tool error, and gives it to people", async () => {
    const error = new ApiError("conflict", "FT 2026/1 is annulled.", { pt: "FT 2026/1 está anulada.", details: [{ path: "amountEuros", message: "more than is open", pt: "é mais do que está em aberto" }] });
    const rest = await errorResponse(error, "req-1", new Headers()).text();
    const mcp = JSON.stringify(toolError(error, "req-1"));
    for (const serialized of [rest, mcp]) {
      expect(serialized).toContain("FT 2026/1 is annulled.");
      expect(serialized).toContain("more than is open");
      expect(serialized).not.toMatch(/está anulada|em aberto|"pt"/);
    }
    expect(refusalText(error)).toBe("FT 2026/1 está anulada.");
  });

  it("carries a schema rule's Portuguese (`params.pt`) on the detail, never in the envelope", async () => {
    let refusal: unknown;
    try {
      parseOrThrow(issueInvoice.input, { clientName: "A", withholdingRule: "irs_b_151", lines: [{ description: "x", unitEuros: 1, subjectToWithholding: false }] }, "body");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    const detail = (refusal as ApiError).details!.find((entry) => entry.path === "withholdingRule")!;
    expect(detail.message).toMatch(/^no line is subject to withholding/);
    expect(detail.pt).toMatch(/^nenhuma linha está sujeita a retenção/);
    expect(await errorResponse(refusal, "req-2", new Headers()).text()).not.toContain("nenhuma linha");
  });
});

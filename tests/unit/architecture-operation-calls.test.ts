import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// One way to run an operation: invokeOperation (scope, validation, text rules, audit). A direct
// `operation.run(...)` anywhere else would skip those checks; the type checker finds every such call.

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALLOWED = path.join(ROOT, "lib/kernel/invoke-operation.ts");

function directRunCalls(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const source of program.getSourceFiles()) {
    const file = path.resolve(source.fileName);
    if (!file.startsWith(ROOT) || file.includes("node_modules") || file.includes("/generated/") || file === ALLOWED) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "run") {
        const receiver = checker.getTypeAtLocation(node.expression.expression);
        const isOperation = ["scope", "input", "output", "http", "hints"].every((property) => receiver.getProperty(property));
        if (isOperation) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${path.relative(ROOT, file)}:${line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("running operations", () => {
  it("no code outside invokeOperation calls an operation's run directly", () => {
    expect(directRunCalls()).toEqual([]);
  }, 120_000);
});

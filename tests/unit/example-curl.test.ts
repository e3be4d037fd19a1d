import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { exampleCurl, type ExampleOperation } from "@/components/api-reference/example-curl";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";

// /docs/api's curls, as bash reads them (issue #34 §4): every argument comes back as the example wrote
// it. tests/integration/docs-api-curls.test.ts runs them against a server.

const BASE = "http://localhost:3000/api/v1";
const document = buildOpenApiDocument("http://localhost:3000") as { paths: Record<string, Record<string, ExampleOperation & { operationId: string }>> };
const entries = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

/** The arguments bash passes to curl for the command, `$KEY` set to "k". */
function argumentsOf(command: string): string[] {
  const script = `KEY=k\ncurl() { printf '%s\\0' "$@"; }\n${command}`;
  return execFileSync("bash", ["-c", script], { encoding: "utf8" }).split("\0").slice(0, -1);
}

describe("the curl of each operation on /docs/api", () => {
  it.each(entries.map((entry) => [entry.operation.operationId, entry] as const))("%s: bash reads back the example's path, query and body", (_name, { path, method, operation }) => {
    const args = argumentsOf(exampleCurl(BASE, path, method, operation).command);
    const url = new URL(args.find((arg) => arg.startsWith(BASE))!);
    const parameters = operation.parameters ?? [];
    for (const parameter of parameters.filter((candidate) => candidate.in === "path")) {
      expect(url.pathname.split("/"), parameter.name).toContain(String(parameter.example));
    }
    for (const parameter of parameters.filter((candidate) => candidate.in === "query" && candidate.name !== "dryRun" && candidate.example !== undefined)) {
      expect(url.searchParams.get(parameter.name), parameter.name).toBe(String(parameter.example));
    }
    expect(url.searchParams.get("dryRun")).toBe(parameters.some((parameter) => parameter.name === "dryRun") ? "true" : null);
    expect(args).toContain("Authorization: Bearer k");
    expect(args[0]).toBe(method === "get" ? url.href : "-X");
    const body = operation.requestBody?.content["application/json"]?.example;
    if (!body) return expect(args).not.toContain("-d");
    if (args.includes("-F")) return expect(args[args.indexOf("-F") + 1]).toBe(`file=@${body.fileName}`);
    expect(JSON.parse(args[args.indexOf("-d") + 1]!)).toEqual(body);
  });

  it("quotes what bash would change: quotes, spaces, $, & and ?", () => {
    const body = { note: "it's 10 $ & more? `x` \\ \"y\"" };
    const operation: ExampleOperation = {
      parameters: [{ name: "id", in: "path", example: "a b" }, { name: "q", in: "query", example: "x&y" }],
      requestBody: { content: { "application/json": { example: body } } },
      responses: { "200": {} },
      "x-hints": { readOnly: false },
    };
    const curl = exampleCurl(BASE, "/things/{id}", "post", operation);
    const args = argumentsOf(curl.command);
    expect(args[2]).toBe(`${BASE}/things/a%20b?q=x%26y`);
    expect(JSON.parse(args[args.indexOf("-d") + 1]!)).toEqual(body);
    expect(curl.forReal).toBe(true);
  });
});

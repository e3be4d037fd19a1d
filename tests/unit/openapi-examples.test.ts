import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/core/money";
import { isValidNif } from "@/lib/core/nif";
import { pathParameterNames, type AnyOperation } from "@/lib/kernel/operation";
import { strictInput } from "@/lib/kernel/strict-input";
import { FILE_ANSWERS, operationExamples } from "@/lib/registry/operation-examples";
import { operationList } from "@/lib/registry/registry";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";

type Example = { input?: Record<string, unknown>; output?: unknown };
const examples = operationExamples as Record<string, Example | undefined>;

function hasBody(operation: AnyOperation): boolean {
  if (operation.http.method === "GET" || operation.http.method === "DELETE") return false;
  return Object.keys(operation.input.shape).some((name) => !pathParameterNames(operation).includes(name));
}

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}

/** Every number written under a key that names a Portuguese tax number (`sources.supplierNif: "qr"` is not one). */
function nifsIn(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => nifsIn(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([inner, item]) => nifsIn(item, inner));
  return typeof value === "string" && /nif$/i.test(key) && /^\d+$/.test(value) ? [value] : [];
}

/** Each `<name>Cents` with a `<name>` beside it, as "path: cents → text". */
function moneyPairs(value: unknown, path = ""): { path: string; cents: number; text: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyPairs(item, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const pairs = Object.entries(record)
    .filter(([key, cents]) => key.endsWith("Cents") && typeof cents === "number" && key.slice(0, -"Cents".length) in record)
    .map(([key, cents]) => ({ path: `${path}.${key}`, cents: cents as number, text: record[key.slice(0, -"Cents".length)] }));
  return [...pairs, ...Object.entries(record).flatMap(([key, inner]) => moneyPairs(inner, `${path}.${key}`))];
}

describe("OpenAPI examples (lib/registry/operation-examples.ts)", () => {
  const byName = new Map(operationList.map((operation) => [operation.name, operation]));

  it("name only registered operations", () => {
    for (const name of [...Object.keys(examples), ...Object.keys(FILE_ANSWERS)]) expect(byName.has(name), name).toBe(true);
  });

  it("give every operation with a body a request example and every JSON answer a response example", () => {
    const missing: string[] = [];
    for (const operation of operationList) {
      const example = examples[operation.name];
      if (hasBody(operation) && !example?.input) missing.push(`${operation.name}: input`);
      if (!operation.http.produces && example?.output === undefined) missing.push(`${operation.name}: output`);
    }
    expect(missing).toEqual([]);
  });

  it("exempt from a response example exactly the operations that answer a file, each with its reason", () => {
    expect(Object.keys(FILE_ANSWERS).sort()).toEqual(operationList.filter((operation) => operation.http.produces).map((operation) => operation.name).sort());
    for (const [name, reason] of Object.entries(FILE_ANSWERS)) {
      expect(reason.length, name).toBeGreaterThan(10);
      expect(examples[name]?.output, `${name} answers a file: no JSON example`).toBeUndefined();
    }
  });

  it("parse with the operation's own schemas, unknown keys refused", () => {
    const failures: string[] = [];
    for (const [name, example] of Object.entries(examples)) {
      const operation = byName.get(name)!;
      if (example?.input) {
        const result = operation.input.safeParse(example.input);
        if (!result.success) failures.push(`${name} input: ${issues(result)}`);
      }
      if (example?.output !== undefined) {
        // As a client receives it: through JSON, with every object of the answer refusing keys it does not declare.
        const result = strictInput(operation.output).safeParse(JSON.parse(JSON.stringify(example.output)));
        if (!result.success) failures.push(`${name} output: ${issues(result)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("use valid Portuguese tax numbers", () => {
    const nifs = Object.values(examples).flatMap((example) => nifsIn(example));
    expect(nifs.length).toBeGreaterThan(0);
    for (const nif of nifs) expect(isValidNif(nif), nif).toBe(true);
  });

  it("write money as the API does: each amount's text is its cents formatted", () => {
    const pairs = Object.entries(examples).flatMap(([name, example]) => moneyPairs(example, name));
    expect(pairs.length).toBeGreaterThan(100);
    expect(pairs.filter(({ cents, text }) => text !== formatEuros(cents)).map(({ path, cents, text }) => `${path}: ${cents} → ${String(text)}`)).toEqual([]);
  });

  it("appear in the OpenAPI document: request body, path and query parameters, and the 2xx answer in its envelope", () => {
    const document = buildOpenApiDocument("https://contabilista.example") as any;
    for (const operation of operationList) {
      const example = examples[operation.name];
      const described = document.paths[operation.http.path][operation.http.method.toLowerCase()];
      if (example?.input && hasBody(operation)) {
        const body = described.requestBody.content["application/json"].example;
        for (const name of pathParameterNames(operation)) expect(body, operation.name).not.toHaveProperty(name);
        expect({ ...body, ...Object.fromEntries(pathParameterNames(operation).map((name) => [name, example.input![name]])) }, operation.name).toEqual(example.input);
      }
      for (const parameter of described.parameters ?? []) {
        if (parameter.in === "path" || parameter.in === "query") {
          if (example?.input && parameter.name in example.input) expect(parameter.example, `${operation.name} ${parameter.name}`).toEqual(example.input[parameter.name]);
          if (parameter.in === "path") expect(parameter.example, `${operation.name} ${parameter.name}`).toBeDefined();
        }
      }
      if (example?.output !== undefined) {
        const success = Object.entries(described.responses).find(([status]) => status.startsWith("2"))![1] as any;
        expect(success.content["application/json"].example, operation.name).toEqual({ success: true, data: example.output });
      }
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";
import { operationList } from "@/lib/registry/registry";

// What an outside integrator does: generate types from our OpenAPI with openapi-typescript, build an
// openapi-fetch client on them, and let the compiler check calls against every operation. The usage
// file is generated from the registry, so a new operation missing from the document, or an
// idempotent one whose Idempotency-Key header is not declared, fails to compile here.

const scratchRoot = path.join(process.cwd(), ".test-data");
mkdirSync(scratchRoot, { recursive: true });
const folder = mkdtempSync(path.join(scratchRoot, "typed-client-"));

function usageSource(): string {
  const names = operationList.map((operation) => JSON.stringify(operation.name));
  const idempotent = operationList.filter((operation) => operation.http.idempotent).map((operation) => operation.name);
  const routes = operationList.map((operation) => `  ops[${JSON.stringify(operation.name)}] = paths[${JSON.stringify(operation.http.path)}][${JSON.stringify(operation.http.method.toLowerCase())}];`);
  return `import createClient from "openapi-fetch";
import type { operations, paths as Paths } from "./schema";

// Every registered operation is in the document under its name, at its path and method.
declare const paths: Paths;
declare const ops: { [Name in keyof operations]: operations[Name] };
export const everyOperation: (keyof operations)[] = [${names.join(", ")}];
export function routesMatch(): void {
${routes.join("\n")}
}

// Idempotent operations declare the Idempotency-Key header, and their success declares Idempotent-Replayed.
type HeaderParameters<Name extends keyof operations> = NonNullable<operations[Name]["parameters"]["header"]>;
type Declares<Name extends keyof operations> = "Idempotency-Key" extends keyof HeaderParameters<Name> ? true : false;
export const idempotencyDeclared: { [Name in ${idempotent.map((name) => JSON.stringify(name)).join(" | ")}]: Declares<Name> } = {
${idempotent.map((name) => `  ${name}: true,`).join("\n")}
};
type ReplayedHeader = NonNullable<operations["create_invoice"]["responses"][201]["headers"]>["Idempotent-Replayed"];
export const replayed: ReplayedHeader = "true";

// A typed call end to end: header, body, success data and the error envelope.
const client = createClient<Paths>({ baseUrl: "https://contabilista.example/api/v1" });
export async function issueInvoice(): Promise<string> {
  const { data, error } = await client.POST("/invoices", {
    params: { header: { "Idempotency-Key": "7f1c7c1e-5d0e-4a57-9a53-1e4c2d1b2a10" } },
    body: { clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", lines: [{ description: "Consultoria", quantity: 1, unitEuros: 100 }] },
  });
  if (error) return error.error.code;
  const display: string = data.data.display;
  return display;
}
export async function pageInvoices(cursor?: string): Promise<boolean> {
  const { data } = await client.GET("/invoices", { params: { query: { limit: 100, cursor } } });
  return data?.data.hasMore ?? false;
}
`;
}

const NEGATIVE = `import createClient from "openapi-fetch";
import type { paths } from "./schema";
const client = createClient<paths>({ baseUrl: "https://contabilista.example/api/v1" });
export const wrongBody = client.POST("/invoices", { body: { clientName: 42, lines: [] } });
export const unknownPath = client.GET("/faturas-inexistentes");
`;

function compile(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    return `${diagnostic.file ? path.basename(diagnostic.file.fileName) : ""}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}

describe("typed client generated from our OpenAPI (openapi-typescript + openapi-fetch)", () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("compiles against every operation and sees the idempotency headers", { timeout: 60_000 }, async () => {
    const document = buildOpenApiDocument("https://contabilista.example");
    writeFileSync(path.join(folder, "schema.d.ts"), astToString(await openapiTS(document as never)));
    writeFileSync(path.join(folder, "usage.ts"), usageSource());
    writeFileSync(path.join(folder, "negative.ts"), NEGATIVE);
    expect(compile([path.join(folder, "usage.ts")])).toEqual([]);
    // The same compiler refuses what the document does not allow: the check above can fail.
    const refused = compile([path.join(folder, "negative.ts")]);
    // Line 4: clientName must be a string; line 5: the path does not exist.
    expect(new Set(refused.map((message) => message.split(":")[1]))).toEqual(new Set(["4", "5"]));
  });
});

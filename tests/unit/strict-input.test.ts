import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SCOPES } from "@/lib/kernel/scopes";
import { ApiError } from "@/lib/core/api-error";
import { parseMultipartFile } from "@/lib/core/http/body-parse-thread";
import { closestName } from "@/lib/core/http/validation";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { pathParameterNames, type AnyOperation, type OperationContext } from "@/lib/kernel/operation";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";
import { strictInput } from "@/lib/kernel/strict-input";
import { operationList, operations } from "@/lib/registry/registry";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";
import { everyObjectSchema, inputJsonSchema, UNKNOWN_FIELD, unknownFieldProbes } from "../support/unknown-field-probes";

// Unknown input is an error, at every depth and for every operation (issue 34 / review H2): a typo
// such as `valor` for `valorEuros` (now `amountEuros`) used to be dropped, and the default ("everything still open")
// applied. Validation runs before anything reads the database, so invokeOperation is called for real.

const context: OperationContext = {
  companyId: "company-that-is-never-read",
  scopes: [...SCOPES],
  requestId: "strict-input-test",
  actor: { kind: "user", userId: "user-that-is-never-read" },
  now: () => new Date("2026-11-26T12:00:00Z"),
};

async function refusal(operation: AnyOperation, input: unknown): Promise<ApiError> {
  const error = await invokeOperation(operation, context, input, "body").then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `${operation.name} accepted ${JSON.stringify(input)}`).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("unknown fields in an operation's input", () => {
  it.each(operationList.map((operation) => [operation.name, operation] as const))("%s refuses an unknown field at the top level and in every nested object, naming its path", async (_name, operation) => {
    const probes = unknownFieldProbes(operation);
    for (const probe of probes) {
      const error = await refusal(operation, probe.input);
      expect(error.code).toBe("validation_error");
      expect(error.details?.map((detail) => detail.path), `${operation.name}: ${JSON.stringify(probe.input)}`).toContain(probe.path);
      expect(error.details!.find((detail) => detail.path === probe.path)!.message).toMatch(/^unknown field/);
    }
  });

  it("reaches the nested objects of the operations that have them", () => {
    const nested = operationList.flatMap((operation) => unknownFieldProbes(operation).slice(1).map((probe) => `${operation.name} ${probe.path}`));
    expect(nested).toEqual(
      expect.arrayContaining([
        `create_invoice lines[0].${UNKNOWN_FIELD}`,
        `create_debit_note lines[0].${UNKNOWN_FIELD}`,
        `create_credit_note references[0].${UNKNOWN_FIELD}`,
        `create_credit_note references[0].lines[0].${UNKNOWN_FIELD}`,
        `chat history[0].${UNKNOWN_FIELD}`,
      ]),
    );
  });

  it("the review's reproductions: each names the field and the right one", async () => {
    const cases: [AnyOperation, unknown, string, string][] = [
      [operations.register_payment, { id: "inv", amount: 10 }, "amount", "amountEuros"],
      [operations.create_credit_note, { reason: "Devolução de 1", references: [{ invoiceId: "inv", lines: [{ line: 1, quantidade: 0.1 }] }] }, "references[0].lines[0].quantidade", "quantity"],
      [operations.create_invoice, { clientName: "X", lines: [{ description: "a", unitEuros: 100, vatrate: 6 }] }, "lines[0].vatrate", "vatRate"],
      [operations.update_company, { emial: "x@y.pt" }, "emial", "email"],
      [operations.list_invoices, { limt: 5 }, "limt", "limit"],
    ];
    for (const [operation, input, path, right] of cases) {
      const error = await refusal(operation, input);
      expect(error.code).toBe("validation_error");
      expect(error.message).toBe(`Invalid body: ${path}: unknown field (did you mean '${right}'?).`);
      expect(error.details![0]).toEqual({ path, message: `unknown field (did you mean '${right}'?)` });
    }
  });

  it("names the unknown field before the required field its typo left missing", async () => {
    const error = await refusal(operations.create_invoice, { clientName: "X", lines: [{ descricao: "a", unitEuros: 1 }] });
    expect(error.details!.map((detail) => detail.path)).toEqual(["lines[0].descricao", "lines[0].description"]);
    expect(error.details![0]!.message).toBe("unknown field (did you mean 'description'?)");
    expect(error.details![1]!.message).toBe("is required");
  });

  it("dryRun given as an input field of an operation without a preview is unknown there", async () => {
    await expect(refusal(operations.get_company, { dryRun: true })).resolves.toMatchObject({ code: "validation_error", details: [{ path: "dryRun" }] });
  });
});

describe("a required field left out", () => {
  it("GET /saft without year says 'year is required' (not NaN)", async () => {
    const error = await refusal(operations.export_saft, {});
    expect(error.message).toBe("Invalid body: year is required.");
    expect(error.details).toEqual([{ path: "year", message: "is required" }]);
  });

  it("a nested required field is named with its line", async () => {
    const error = await refusal(operations.create_invoice, { clientName: "X", lines: [{ description: "a" }] });
    expect(error.details).toEqual([{ path: "lines[0].unitEuros", message: "is required" }]);
  });

  it("a field sent with the wrong type keeps zod's message", async () => {
    const error = await refusal(operations.create_invoice, { clientName: "X", lines: [{ description: "a", unitEuros: "dez" }] });
    expect(error.details![0]!.message).toMatch(/expected number/);
  });
});

describe("closestName", () => {
  it("suggests the known name for typos, case slips, prefixes and the other language's spelling", () => {
    expect(closestName("limt", ["limit", "cursor"])).toBe("limit");
    expect(closestName("emial", ["email", "name"])).toBe("email");
    expect(closestName("vatrate", ["vatRate", "unitEuros"])).toBe("vatRate");
    expect(closestName("amount", ["amountEuros", "paymentDate", "method"])).toBe("amountEuros");
    expect(closestName("quantity", ["linha", "quantidade", "amountEuros"])).toBe("quantidade");
  });

  it("suggests nothing when no name is close", () => {
    expect(closestName("foo", ["id", "nome", "limit"])).toBeUndefined();
    expect(closestName(UNKNOWN_FIELD, ["clientName", "lines"])).toBeUndefined();
    expect(closestName("x", [])).toBeUndefined();
  });
});

describe("published schemas", () => {
  it("every object in every operation's input schema says additionalProperties: false", () => {
    for (const operation of operationList) {
      for (const { where, schema } of everyObjectSchema(inputJsonSchema(operation))) {
        expect(schema.additionalProperties, `${operation.name} ${where}`).toBe(false);
      }
    }
  });

  it("every OpenAPI request body and input component says additionalProperties: false", () => {
    const document = buildOpenApiDocument("https://contabilista.example") as any;
    let bodies = 0;
    for (const operation of operationList) {
      const body = document.paths[operation.http.path][operation.http.method.toLowerCase()].requestBody;
      if (!body) continue;
      bodies++;
      for (const { where, schema } of everyObjectSchema(body.content)) expect(schema.additionalProperties, `${operation.name} ${where}`).toBe(false);
    }
    const withBody = operationList.filter((operation) => !["GET", "DELETE"].includes(operation.http.method) && Object.keys(operation.input.shape).some((name) => !pathParameterNames(operation).includes(name)));
    expect(bodies).toBe(withBody.length);
    for (const [name, component] of Object.entries(document.components.schemas)) {
      if (name.endsWith("Input")) for (const { where, schema } of everyObjectSchema(component)) expect(schema.additionalProperties, `${name} ${where}`).toBe(false);
    }
  });

  it("keeps each field's description and examples, and leaves the domain's own schema as it was", () => {
    const line = z.object({ quantity: z.number().describe("How many.").meta({ examples: [2] }) });
    const input = z.object({ lines: z.array(line).optional() });
    const strict = strictInput(input);
    const schema = z.toJSONSchema(strict, { io: "input" }) as any;
    expect(schema.properties.lines.items.properties.quantity).toMatchObject({ description: "How many.", examples: [2] });
    expect(schema.properties.lines.items.additionalProperties).toBe(false);
    expect(input.safeParse({ lines: [{ quantity: 1, extra: 1 }] }).success).toBe(true);
    expect(strict.safeParse({ lines: [{ quantity: 1, extra: 1 }] }).success).toBe(false);
  });
});

describe("web forms", () => {
  it("an unknown field reads in Portuguese, named by its own path", () => {
    const result = operations.create_invoice.input.safeParse({ clientName: "X", lines: [{ description: "a", unitEuros: 1, desconto: 5 }] });
    expect(portugueseFieldErrors(result.error!, { desconto: "Desconto" })).toEqual({ "lines[0].desconto": "Desconto da linha 1: campo desconhecido" });
  });
});

describe("multipart uploads", () => {
  async function multipart(parts: Record<string, string | Blob>): Promise<{ bytes: Uint8Array; contentType: string }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) form.append(name, value);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
  }

  it("a part other than the file is refused by name, not ignored", async () => {
    const body = await multipart({ file: new Blob(["%PDF-1.4"], { type: "application/pdf" }), fileName: "outro.pdf", categoria: "x" });
    expect(await parseMultipartFile({ ...body, field: "file" })).toEqual({ refusal: "unknown", names: ["fileName", "categoria"] });
  });

  it("the file alone is read", async () => {
    const body = await multipart({ file: new Blob(["%PDF-1.4"], { type: "application/pdf" }) });
    const parsed = await parseMultipartFile({ ...body, field: "file" });
    expect("file" in parsed && new TextDecoder().decode(parsed.file.bytes)).toBe("%PDF-1.4");
  });
});

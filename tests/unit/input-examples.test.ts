import { z } from "zod";
import { describe, expect, it } from "vitest";
import { operations } from "@/lib/registry/registry";

// The examples on input fields reach the OpenAPI reference and agents' tool schemas. They must be
// realistic: an input built from them alone is accepted by the operation's own schema.

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; examples?: unknown[]; anyOf?: JsonSchema[] };

function fromExamples(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.type === "array" && schema.items) return [fromExamples(schema.items)];
  if (schema.type === "object" && schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).flatMap(([name, property]) => {
      const value = fromExamples(property);
      return value === undefined ? [] : [[name, value]];
    }));
  }
  return undefined;
}

const EXAMPLED = [operations.create_invoice, operations.upsert_client, operations.list_invoices, operations.get_financial_report];

describe("input examples", () => {
  it.each(EXAMPLED.map((operation) => [operation.name, operation] as const))("%s: an input made of the examples is valid", (_name, operation) => {
    const schema = z.toJSONSchema(operation.input, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const example = fromExamples(schema) as Record<string, unknown>;
    for (const required of schema.required ?? []) expect(example, `example for required '${required}'`).toHaveProperty(required);
    const parsed = operation.input.safeParse(example);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("the main write fields carry examples", () => {
    const schema = z.toJSONSchema(operations.create_invoice.input, { io: "input", unrepresentable: "any" }) as JsonSchema;
    expect(schema.properties!.clientName!.examples).toBeDefined();
    expect(schema.properties!.lines!.items!.properties!.unitEuros!.examples).toBeDefined();
  });
});

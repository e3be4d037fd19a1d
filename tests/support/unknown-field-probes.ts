import { z } from "zod";
import type { AnyOperation } from "@/lib/kernel/operation";

// Inputs with one unknown field in them, made from an operation's own input schema: one at the top
// level, and one inside every nested object the input has (a line of an invoice, a credit note's
// reference and its lines…), so a test can send them to every operation on every surface.

export const UNKNOWN_FIELD = "campoInventado";

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; additionalProperties?: unknown };

export interface UnknownFieldProbe {
  /** The input (without path parameters), with the unknown field somewhere in it. */
  input: Record<string, unknown>;
  /** Where the unknown field is, as the error names it: `lines[0].campoInventado`. */
  path: string;
}

/** The object schemas a value of `schema` may be (through nullable/union branches). */
function objectBranches(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(objectBranches);
  return schema.type === "object" && schema.properties ? [schema] : [];
}

function arrayItems(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(arrayItems);
  return schema.type === "array" && schema.items ? [schema.items] : [];
}

/** Values holding the unknown field inside `schema`'s nested objects, each with the path to it (relative). */
function nestedValues(schema: JsonSchema): { value: unknown; path: string }[] {
  const found: { value: unknown; path: string }[] = [];
  for (const object of objectBranches(schema)) {
    found.push({ value: { [UNKNOWN_FIELD]: 1 }, path: `.${UNKNOWN_FIELD}` });
    for (const [name, property] of Object.entries(object.properties!)) {
      for (const inner of nestedValues(property)) found.push({ value: { [name]: inner.value }, path: `.${name}${inner.path}` });
    }
  }
  for (const items of arrayItems(schema)) {
    for (const inner of nestedValues(items)) found.push({ value: [inner.value], path: `[0]${inner.path}` });
  }
  return found;
}

/** The operation's input as JSON Schema (what OpenAPI and the MCP tool list publish). */
export function inputJsonSchema(operation: AnyOperation): JsonSchema {
  return z.toJSONSchema(operation.input, { io: "input", unrepresentable: "any", reused: "inline" }) as JsonSchema;
}

/** One probe with an unknown top-level field, then one per nested object of the input (path parameters left out). */
export function unknownFieldProbes(operation: AnyOperation, pathParameters: readonly string[] = []): UnknownFieldProbe[] {
  const probes: UnknownFieldProbe[] = [{ input: { [UNKNOWN_FIELD]: 1 }, path: UNKNOWN_FIELD }];
  for (const [name, property] of Object.entries(inputJsonSchema(operation).properties ?? {})) {
    if (pathParameters.includes(name)) continue;
    for (const inner of nestedValues(property)) probes.push({ input: { [name]: inner.value }, path: `${name}${inner.path}` });
  }
  return probes;
}

/** Every object schema inside a JSON Schema, with where it is. */
export function everyObjectSchema(schema: unknown, where = "#"): { where: string; schema: JsonSchema }[] {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => everyObjectSchema(item, `${where}/${index}`));
  if (schema === null || typeof schema !== "object") return [];
  const record = schema as Record<string, unknown>;
  // A map (e.g. metadata: z.record with constrained keys) takes keys of its caller's choosing by design.
  const isMap = record.propertyNames !== undefined && record.properties === undefined;
  const here = (record.type === "object" || record.properties) && !isMap ? [{ where, schema: record as JsonSchema }] : [];
  return [...here, ...Object.entries(record).flatMap(([key, value]) => everyObjectSchema(value, `${where}/${key}`))];
}

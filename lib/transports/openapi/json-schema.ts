import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as OpenAPI 3.1 (JSON Schema 2020-12). Schemas named with `.meta({ id })` are hoisted
 * into `components` and referenced, so shared shapes (Company, Invoice…) appear once in the document.
 */
export function toOpenApiSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", reused: "inline" }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    register(components, io === "input" ? `${name}Input` : name, rewriteRefs(definition, io) as JsonSchema);
  }
  return rewriteRefs(rest, io) as JsonSchema;
}

function register(components: Record<string, JsonSchema>, name: string, schema: JsonSchema): void {
  const existing = components[name];
  if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
    throw new Error(`Two different schemas are named '${name}' in the OpenAPI components`);
  }
  components[name] = schema;
}

// Input and output forms of one named schema can differ (defaults, coercion), so inputs get their own name.
function rewriteRefs(value: unknown, io: "input" | "output"): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, io));
  if (value && typeof value === "object") {
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      result[key] =
        key === "$ref" && typeof inner === "string"
          ? inner.replace(/^#\/\$defs\/(.+)$/, (_match, name: string) => `#/components/schemas/${name}${io === "input" ? "Input" : ""}`)
          : rewriteRefs(inner, io);
    }
    return result;
  }
  return value;
}

/**
 * Marks unions of named objects told apart by a constant `type` (e.g. the chat's cards) with an
 * OpenAPI discriminator, so client generators produce a tagged union instead of trying each branch.
 */
export function addDiscriminators(components: Record<string, JsonSchema>): void {
  for (const schema of Object.values(components)) {
    const branches = schema.oneOf as { $ref?: string }[] | undefined;
    if (!branches?.length || !branches.every((branch) => branch.$ref)) continue;
    const mapping: Record<string, string> = {};
    for (const { $ref } of branches) {
      const target = components[$ref!.replace("#/components/schemas/", "")] as { properties?: { type?: { const?: unknown } } } | undefined;
      const tag = target?.properties?.type?.const;
      if (typeof tag !== "string") break;
      mapping[tag] = $ref!;
    }
    if (Object.keys(mapping).length === branches.length) schema.discriminator = { propertyName: "type", mapping };
  }
}

import type { z } from "zod";

/** A field of a schema: its key and where it sits (`lines[].quantity`). */
export interface SchemaField {
  name: string;
  path: string;
}

// Walks every object inside a zod schema (through optionals, arrays, unions, pipes, lazies…) and
// lists each key with its path, so the glossary test sees nested fields (`lines[].unitEuros`) too.
// Records (free-form maps) have no field names of their own and are not entered.
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const fields: SchemaField[] = [];
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === "object") {
      for (const [key, value] of Object.entries((node as z.ZodObject).shape)) {
        const fieldPath = path ? `${path}.${key}` : key;
        fields.push({ name: key, path: fieldPath });
        visit(value as z.ZodType, fieldPath);
      }
      return;
    }
    if (def.type === "record") return;
    if (def.type === "lazy") return visit((def.getter as () => z.ZodType)(), path);
    for (const [key, value] of Object.entries(def)) {
      const inner = key === "element" ? `${path}[]` : path;
      if (isSchema(value)) visit(value, inner);
      else if (Array.isArray(value)) for (const item of value) if (isSchema(item)) visit(item, inner);
    }
  };
  visit(schema, "");
  return fields;
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

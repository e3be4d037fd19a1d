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

/** A value an enum or a literal of a schema allows, with the field that holds it (`faturas[].status`). */
export interface SchemaValue {
  value: string | number | boolean | bigint | null | undefined;
  /** The key of the field that holds it (`status`), or "" at the top of the schema. */
  field: string;
  path: string;
}

// Walks a zod schema like schemaFields and lists every value its enums and literals allow, so the
// glossary test sees the vocabulary of values (client review M3: `paga` beside English field names).
export function schemaValues(schema: z.ZodType): SchemaValue[] {
  const values: SchemaValue[] = [];
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType, path: string, field: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === "enum") {
      for (const value of new Set(Object.values(def.entries as Record<string, string | number>))) values.push({ value, field, path });
      return;
    }
    if (def.type === "literal") {
      for (const value of def.values as SchemaValue["value"][]) values.push({ value, field, path });
      return;
    }
    if (def.type === "object") {
      for (const [key, value] of Object.entries((node as z.ZodObject).shape)) visit(value as z.ZodType, path ? `${path}.${key}` : key, key);
      return;
    }
    // A record's keys are values too (`z.record(z.enum(…), …)`): the generic walk below visits both.
    if (def.type === "lazy") return visit((def.getter as () => z.ZodType)(), path, field);
    for (const [key, value] of Object.entries(def)) {
      const inner = key === "element" ? `${path}[]` : path;
      if (isSchema(value)) visit(value, inner, field);
      else if (Array.isArray(value)) for (const item of value) if (isSchema(item)) visit(item, inner, field);
    }
  };
  visit(schema, "", "");
  return values;
}

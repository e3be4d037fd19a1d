// Tool schemas are read by clients that map them onto a narrower dialect than JSON Schema 2020-12:
// Gemini's function declarations, for one, take a single `type` per schema. zod writes a nullable
// field as `type: ["string", "null"]`, legal JSON Schema that such clients reject (client.md L11,
// the MCP inspector's --strict check). The advertised schemas say the same thing as
// `anyOf: [{ type: "string", … }, { type: "null" }]`; validation still runs on the zod schemas.

type JsonSchema = Record<string, unknown>;

const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions"] as const;
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const SUBSCHEMA_SINGLES = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"] as const;

const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The schema with every `type: [T, "null"]` written as an `anyOf` of single types and every
 * `additionalProperties: {}` as `true`, recursively.
 */
export function portableSchema(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, isSchema(sub) ? portableSchema(sub) : sub]));
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((sub) => (isSchema(sub) ? portableSchema(sub) : sub));
  }
  for (const key of SUBSCHEMA_SINGLES) {
    const sub = copy[key];
    if (isSchema(sub)) copy[key] = portableSchema(sub);
  }
  // A map of any values (an event's `data`, a template) is written `additionalProperties: {}`, a
  // schema without one validation keyword, which strict readers flag; `true` says the same.
  if (isSchema(copy.additionalProperties) && Object.keys(copy.additionalProperties).length === 0) copy.additionalProperties = true;
  const types = copy.type;
  if (!Array.isArray(types)) return copy;
  if (types.length === 1) return { ...copy, type: types[0] };
  // Keywords that describe the whole field stay at the top; the rest belong to the non-null branch.
  const { type: _types, description, title, default: fallback, examples, ...constraints } = copy;
  const branches = types.map((type) => (type === "null" ? { type } : { type, ...constraints }));
  const outer: JsonSchema = { anyOf: branches };
  if (description !== undefined) outer.description = description;
  if (title !== undefined) outer.title = title;
  if (fallback !== undefined) outer.default = fallback;
  if (examples !== undefined) outer.examples = examples;
  return outer;
}

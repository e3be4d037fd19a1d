import { z } from "zod";

// zod's objects drop keys they do not know. For an operation's input that turned typos into wrong
// fiscal documents: `{"valor":10}` on a payment (the field was then `valorEuros`) paid the whole invoice,
// a credit-note line with `quantity` (the field was then `quantidade`) credited the whole line. So every
// object inside an operation's input refuses unknown keys: defineOperation passes its input through
// strictInput, once, and REST, MCP, the assistant, web actions and the OpenAPI/tool schemas
// (`additionalProperties: false`) all read that one strict copy. Schemas stay written as plain
// `z.object`, and the domain's own schemas (also used for outputs and forms) are not changed: the
// strict version is a copy.

const copies = new WeakMap<z.ZodType, z.ZodType>();

/** `schema` with every object in it (nested in arrays, optionals, defaults, pipes…) refusing unknown keys. */
export function strictInput<Schema extends z.ZodType>(schema: Schema): Schema {
  return strictCopy(schema) as Schema;
}

function strictCopy(schema: z.ZodType): z.ZodType {
  const known = copies.get(schema);
  if (known) return known;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const changes: Record<string, unknown> = {};
  if (def.type === "object") {
    const shape = (schema as z.ZodObject).shape;
    changes.shape = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strictCopy(value as z.ZodType)]));
    // An object that says what its other keys may be (`.catchall`, `.loose()`) keeps its choice.
    if (def.catchall === undefined) changes.catchall = z.never();
  } else {
    // Wrappers and containers: optional, nullable, default, array, pipe, union, record, tuple…
    for (const [key, value] of Object.entries(def)) {
      if (isSchema(value)) {
        const copy = strictCopy(value);
        if (copy !== value) changes[key] = copy;
      } else if (Array.isArray(value) && value.some(isSchema)) {
        const copied = value.map((item) => (isSchema(item) ? strictCopy(item) : item));
        if (copied.some((item, index) => item !== value[index])) changes[key] = copied;
      }
    }
  }
  const copy = Object.keys(changes).length === 0 ? schema : withMetadata(schema, schema.clone({ ...def, ...changes } as never));
  copies.set(schema, copy);
  return copy;
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/** A clone made from a new definition loses the original's description, examples and id; give them back. */
function withMetadata(original: z.ZodType, copy: z.ZodType): z.ZodType {
  const metadata = z.globalRegistry.get(original);
  if (metadata) z.globalRegistry.add(copy, metadata);
  return copy;
}

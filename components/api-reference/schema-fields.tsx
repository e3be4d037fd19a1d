type Schema = Record<string, unknown>;

function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  const ref = schema.$ref;
  if (typeof ref === "string") return components[ref.replace("#/components/schemas/", "")] ?? {};
  return schema;
}

function typeLabel(schema: Schema, components: Record<string, Schema>): string {
  const resolved = resolve(schema, components);
  if (Array.isArray(resolved.enum)) return resolved.enum.map((value) => JSON.stringify(value)).join(" | ");
  if ("const" in resolved) return JSON.stringify(resolved.const);
  if (resolved.type === "array") return `${typeLabel((resolved.items as Schema) ?? {}, components)}[]`;
  if (Array.isArray(resolved.anyOf)) return (resolved.anyOf as Schema[]).map((option) => typeLabel(option, components)).join(" | ");
  if (Array.isArray(resolved.oneOf)) return (resolved.oneOf as Schema[]).map((option) => typeLabel(option, components)).join(" | ");
  const format = typeof resolved.format === "string" ? ` (${resolved.format})` : "";
  return `${String(resolved.type ?? "any")}${format}`;
}

function nestedObject(schema: Schema, components: Record<string, Schema>): Schema | null {
  const resolved = resolve(schema, components);
  if (resolved.type === "object" && resolved.properties) return resolved;
  if (resolved.type === "array") return nestedObject((resolved.items as Schema) ?? {}, components);
  return null;
}

/** A JSON Schema object as a table of fields, nested objects indented beneath their field. */
export function SchemaFields({ schema, components, depth = 0 }: { schema: Schema; components: Record<string, Schema>; depth?: number }) {
  const resolved = resolve(schema, components);
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  if (Object.keys(properties).length === 0) return <p className="muted">No fields.</p>;
  return (
    <ul className={depth === 0 ? "fields" : "fields nested"}>
      {Object.entries(properties).map(([name, property]) => {
        const inner = depth < 4 ? nestedObject(property, components) : null;
        const described = resolve(property, components);
        return (
          <li key={name}>
            <code className="field-name">{name}</code> <span className="field-type">{typeLabel(property, components)}</span>
            {required.has(name) ? <span className="required">obrigatório</span> : null}
            {"default" in described ? <span className="muted"> default {JSON.stringify(described.default)}</span> : null}
            {typeof described.description === "string" ? <div className="field-description">{described.description}</div> : null}
            {inner ? <SchemaFields schema={inner} components={components} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

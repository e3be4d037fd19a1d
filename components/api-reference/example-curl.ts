// The curl command of an operation on /docs/api, built from its OpenAPI example (lib/registry/operation-examples.ts)
// so that it runs as written (issue #34 §4): the example's path and query values, its body shell-quoted, and
// `?dryRun=true` on every write that can be previewed. tests/integration/docs-api-curls.test.ts runs each one.

type Schema = Record<string, unknown>;

/** The parts of an OpenAPI operation the command is built from. */
export interface ExampleOperation {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: Record<string, unknown>; schema?: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  "x-hints": { readOnly?: boolean };
}

export interface ExampleCurl {
  command: string;
  /** A write with no dry run: the command acts for real. */
  forReal: boolean;
}

const FILE_EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "application/xml": "xml", "text/xml": "xml" };

/** A word bash reads back unchanged: bare when it has no special characters, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

export function exampleCurl(baseUrl: string, path: string, method: string, operation: ExampleOperation): ExampleCurl {
  const parameters = operation.parameters ?? [];
  const pathValue = (name: string) => parameters.find((parameter) => parameter.name === name && parameter.in === "path")?.example;
  const examplePath = path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(pathValue(name) ?? `{${name}}`)));
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in === "query" && parameter.name !== "dryRun" && parameter.example !== undefined) query.set(parameter.name, String(parameter.example));
  }
  const dryRun = parameters.some((parameter) => parameter.name === "dryRun");
  if (dryRun) query.set("dryRun", "true");
  const url = `${baseUrl}${examplePath}${query.size ? `?${query}` : ""}`;

  const lines = [`curl ${method === "get" ? "" : `-X ${method.toUpperCase()} `}${shellWord(url)}`, `  -H "Authorization: Bearer $KEY"`];
  const content = operation.requestBody?.content ?? {};
  const body = content["application/json"]?.example;
  // A file sent as base64 in JSON is, for a person, a file on disk: the multipart form names it.
  if (content["multipart/form-data"] && body && typeof body.dataBase64 === "string" && typeof body.fileName === "string") {
    lines.push(`  -F file=@${shellWord(body.fileName)}`);
  } else if (body) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d ${shellWord(JSON.stringify(body))}`);
  }
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
  const fileType = Object.keys(success?.content ?? {}).find((type) => type !== "application/json");
  if (fileType) lines.push(`  -o ${path.split("/")[1]}.${FILE_EXTENSIONS[fileType] ?? fileType.split("/")[1]}`);
  return { command: lines.join(" \\\n"), forReal: !operation["x-hints"].readOnly && !dryRun };
}

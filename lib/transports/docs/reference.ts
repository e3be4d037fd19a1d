import { ERROR_CODES, ERROR_EXPLANATIONS, ERROR_STATUS } from "@/lib/core/api-error";
import { operationList } from "@/lib/registry/registry";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from "@/lib/domains/webhooks/event-types";

// docs/reference.md, written from the code so the lists in the docs cannot drift from it: every
// operation (REST path, MCP tool, scope), every error code, every webhook event type.
// `npm run docs:reference` writes it; tests/unit/docs-sync.test.ts fails when it is stale.

export const REFERENCE_PATH = "docs/reference.md";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

export function referenceMarkdown(): string {
  const operations = [...operationList].sort((a, b) => a.http.path.localeCompare(b.http.path) || a.http.method.localeCompare(b.http.method));
  return [
    "# Reference",
    "",
    "Generated from the code by `npm run docs:reference` (`lib/transports/docs/reference.ts`); do not edit by hand.",
    "The full schemas, examples and descriptions are in the OpenAPI document (`/api/v1/openapi.json`) and at `/docs/api`.",
    "",
    "## Operations",
    "",
    `${operations.length} operations. Each is a REST route under \`/api/v1\` and, unless it answers with a file, an MCP tool of the same name.`,
    "",
    "| operation (MCP tool) | REST | scope | what |",
    "|---|---|---|---|",
    ...operations.map((operation) => `| \`${operation.name}\` | \`${operation.http.method} ${operation.http.path}\` | \`${operation.scope}\` | ${cell(operation.title)} |`),
    "",
    "## Error codes",
    "",
    "Every failure is `{ \"success\": false, \"error\": { \"code\", \"message\", \"requestId\", \"docUrl\", \"details\"? } }` with this status.",
    "",
    "| code | status | when, and what to do |",
    "|---|---|---|",
    ...ERROR_CODES.map((code) => `| \`${code}\` | ${ERROR_STATUS[code]} | ${cell(ERROR_EXPLANATIONS[code])} |`),
    "",
    "## Webhook event types",
    "",
    "Each delivery's body is `{ id, type, companyId, createdAt, data }`; `data` holds ids and a few display fields: read the rest through the API.",
    "",
    "| type | when |",
    "|---|---|",
    ...WEBHOOK_EVENT_TYPES.map((type) => `| \`${type}\` | ${cell(WEBHOOK_EVENT_DESCRIPTIONS[type])} |`),
    "",
  ].join("\n");
}

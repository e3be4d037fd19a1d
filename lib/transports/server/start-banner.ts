import { DEMO_USER } from "@/seeds/demo-company";

export interface StartFacts {
  created: boolean;
  /** Whether the demo company and its owner are in this database (embedded, or asked for with --demo). */
  seededDemo: boolean;
  database: string;
  rateLimits: string;
  baseUrl: string;
  /** Given only for the embedded demo database: with DATABASE_URL the database may be a real one, and an all-scope key in a log is a leaked key. */
  demoKey?: string;
}

/** What `npm start` prints once the app answers. */
export function startBanner(facts: StartFacts): string {
  const { baseUrl, demoKey } = facts;
  return [
    "",
    `Contabilista is running${facts.created ? " (demo company seeded)" : ""}.`,
    `  Database:     ${facts.database}`,
    `  Rate limits:  ${facts.rateLimits}`,
    `  App:          ${baseUrl}`,
    `  REST API:     ${baseUrl}/api/v1   (reference: ${baseUrl}/docs/api)`,
    `  MCP:          ${baseUrl}/api/mcp/mcp`,
    facts.seededDemo
      ? `  Sign in:      ${DEMO_USER.email} / ${DEMO_USER.password}`
      : `  Sign in:      create an account at ${baseUrl}/registar, or \`npm run accounts -- create-user\` (no demo data: \`npm start -- --demo\` adds it)`,
    ...(demoKey
      ? [`  Demo API key: ${demoKey}   (all scopes)`, "", `  Try: curl -H "Authorization: Bearer ${demoKey}" ${baseUrl}/api/v1/company`]
      : ["  API keys:     not printed with DATABASE_URL; create one with `npm run keys -- create` or in Integrações"]),
    "",
  ].join("\n");
}

import { parseArgs } from "node:util";
import { maskedApiKey } from "@/lib/domains/auth/api-key-secret";
import { MAX_DAILY_CENTS_CAP, parseCap, setAgentLimits, type AgentLimits } from "@/lib/domains/auth/agent-limits";
import { createApiKey, revokeApiKey } from "@/lib/domains/auth/create-api-key";
import { isScope, SCOPES, type Scope } from "@/lib/kernel/scopes";
import type { Database } from "@/lib/core/db";
import { companyByReference, runCommand } from "./connect";

const USAGE = `Operators' API key tool.

  npm run keys -- create --name "Integração ERP" --scopes read,invoices:write [--company <NIF or id>] [--expires 2027-06-30] [--rate-limit 600] [--test]
  npm run keys -- list [--company <NIF or id>]
  npm run keys -- revoke <key id or visible prefix> [--company <NIF or id>]
  npm run keys -- limits <key id or visible prefix> [--read-only true|false] [--confirm-writes true|false] [--max-documents <n>|none] [--max-euros <n>|none] [--company <NIF or id>]

create and list without --company use the only company in the database, and ask for --company when
there are several (the demo has two after npm start); revoke and limits find the key by its id.
--test makes a test key (ctb_test_…): it works on the company's sandbox, a copy of its profile,
clients and catalogue, never on its books (docs/api.md, "Test mode").
Scopes: ${SCOPES.join(", ")}. --rate-limit raises the key's requests per minute (default 60), e.g. for benchmarks.
limits sets the agent guard-rails: read-only tools only; writes as proposals a person approves in
Integrações (--confirm-writes); and caps per Lisbon day on the documents the
key issues (invoices, credit and debit notes): how many, and their total value in whole euros.
Uses DATABASE_URL, or the embedded database under .data/ (the running npm start's, if any).`;

async function companyId(db: Database, reference: string | undefined): Promise<string> {
  if (reference) {
    return (await companyByReference(db, reference)).id;
  }
  // Sandboxes are reached through test keys of their live company, never named here.
  const companies = await db.company.findMany({ where: { livemode: true }, select: { id: true, name: true, nif: true }, take: 2 });
  if (companies.length !== 1) throw new Error("Several companies exist: name one with --company <NIF or id>");
  return companies[0]!.id;
}

/**
 * The key a revoke or limits command names: by id or visible prefix, in --company when given, else
 * wherever it is (a key id is unique; a prefix found in two companies asks for --company).
 */
async function namedKey(db: Database, target: string, reference: string | undefined) {
  const where = { OR: [{ id: target }, { prefix: target }], ...(reference ? { companyId: (await companyByReference(db, reference)).id } : {}) };
  const keys = await db.apiKey.findMany({ where, take: 2 });
  if (keys.length === 0) throw new Error(`No key '${target}'${reference ? " in this company" : ""}`);
  if (keys.length > 1) throw new Error(`Keys of several companies match '${target}': name one with --company <NIF or id>`);
  return keys[0]!;
}

function parseScopes(text: string | undefined): Scope[] {
  const scopes = (text ?? "").split(",").map((scope) => scope.trim()).filter(Boolean);
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (scopes.length === 0 || unknown.length > 0) throw new Error(`--scopes takes a comma-separated list of: ${SCOPES.join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
  return scopes as Scope[];
}

function status(key: { revokedAt: Date | null; expiresAt: Date | null }): string {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && key.expiresAt <= new Date()) return "expired";
  return "active";
}

function describeLimits(limits: AgentLimits): string {
  const caps = [limits.agentReadOnly ? "read-only" : "", limits.agentWritesNeedConfirmation ? "writes need confirmation" : "", limits.agentMaxDocumentsPerDay !== null ? `≤ ${limits.agentMaxDocumentsPerDay} documents/day` : "", limits.agentMaxCentsPerDay !== null ? `≤ ${limits.agentMaxCentsPerDay / 100} €/day` : ""].filter(Boolean);
  return caps.length ? `agent limits: ${caps.join(", ")}` : "no agent limits";
}

async function run(db: Database, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      scopes: { type: "string" },
      company: { type: "string" },
      expires: { type: "string" },
      "rate-limit": { type: "string" },
      "read-only": { type: "string" },
      "confirm-writes": { type: "string" },
      "max-documents": { type: "string" },
      "max-euros": { type: "string" },
      test: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  const [command, target] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === "create") {
    if (!values.name) throw new Error("create needs --name");
    const expiresAt = values.expires ? new Date(`${values.expires}T23:59:59Z`) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new Error("--expires takes a date, YYYY-MM-DD");
    const rateLimit = values["rate-limit"] ? Number(values["rate-limit"]) : null;
    if (rateLimit !== null && (!Number.isInteger(rateLimit) || rateLimit < 1)) throw new Error("--rate-limit takes a positive whole number");
    const { plaintext, record } = await createApiKey(db, {
      companyId: await companyId(db, values.company),
      name: values.name,
      scopes: parseScopes(values.scopes),
      expiresAt,
      rateLimitPerMinute: rateLimit,
      livemode: !values.test,
    });
    console.log(`Created ${values.test ? "test key" : "key"} ${record.id} (${record.scopes.join(", ")}). It is shown only now:\n\n  ${plaintext}\n`);
    return;
  }
  if (command === "list") {
    const keys = await db.apiKey.findMany({ where: { companyId: await companyId(db, values.company) }, orderBy: { createdAt: "desc" } });
    for (const key of keys) {
      console.log(
        [key.id, maskedApiKey(key.prefix, key.lastFour), status(key), key.scopes.join(","), JSON.stringify(key.name),
          `created ${key.createdAt.toISOString().slice(0, 10)}`, `last used ${key.lastUsedAt?.toISOString() ?? "never"}`,
          key.expiresAt ? `expires ${key.expiresAt.toISOString().slice(0, 10)}` : "", key.rateLimitPerMinute ? `${key.rateLimitPerMinute}/min` : "", describeLimits(key)].filter(Boolean).join("  "),
      );
    }
    if (keys.length === 0) console.log("No keys.");
    return;
  }
  if (command === "revoke") {
    if (!target) throw new Error("revoke needs a key id or its visible prefix");
    const key = await namedKey(db, target, values.company);
    const revoked = await revokeApiKey(db, key.companyId, key.id);
    console.log(revoked ? `Revoked ${key.id} (${maskedApiKey(key.prefix, key.lastFour)}). Running servers refuse it within seconds.` : `${key.id} was already revoked.`);
    return;
  }
  if (command === "limits") {
    if (!target) throw new Error("limits needs a key id or its visible prefix");
    const key = await namedKey(db, target, values.company);
    const company = key.companyId;
    const readOnly = values["read-only"];
    const confirmWrites = values["confirm-writes"];
    for (const [flag, value] of [["--read-only", readOnly], ["--confirm-writes", confirmWrites]]) {
      if (value !== undefined && value !== "true" && value !== "false") throw new Error(`${flag} takes true or false`);
    }
    const euros = values["max-euros"] === undefined ? undefined : parseCap(values["max-euros"], "--max-euros", Math.floor(MAX_DAILY_CENTS_CAP / 100));
    const limits: AgentLimits = {
      agentReadOnly: readOnly === undefined ? key.agentReadOnly : readOnly === "true",
      agentWritesNeedConfirmation: confirmWrites === undefined ? key.agentWritesNeedConfirmation : confirmWrites === "true",
      agentMaxDocumentsPerDay: values["max-documents"] === undefined ? key.agentMaxDocumentsPerDay : parseCap(values["max-documents"], "--max-documents", 100_000),
      agentMaxCentsPerDay: euros === undefined ? key.agentMaxCentsPerDay : euros === null ? null : euros * 100,
    };
    await setAgentLimits(db, company, key.id, limits);
    console.log(`${key.id}: ${describeLimits(limits)}`);
    return;
  }
  throw new Error(`Unknown command '${command}'.\n\n${USAGE}`);
}

await runCommand(run);

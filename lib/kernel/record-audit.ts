import { database } from "@/lib/core/db";
import { newRowId } from "@/lib/core/db/row-id";
import { sql, sqlOf } from "@/lib/core/db/sql";
import { log } from "@/lib/core/log";
import type { OperationContext } from "@/lib/kernel/operation";

// The audit trail: one row per write, with the actor as it was (a key's prefix and name, the MCP
// client, the user), the operation, the ids it touched and the request id. Written after the
// operation committed; a failure to write it is logged, never turned into a failed request that
// already changed the books.

/** `schedule`: the service itself, on a schedule the company set (automatic payment reminders). */
export type ActorKind = "user" | "api_key" | "mcp" | "assistant" | "schedule";

/** How the actor is shown: a user on the web, a key on REST, an MCP client, or the assistant for either. */
export function actorKind(context: OperationContext): ActorKind {
  if (context.surface === "assistant") return "assistant";
  // OAuth tokens open only MCP, so a grant's write (also its proposal, approved later) is an MCP client's.
  if (context.surface === "mcp" || context.actor.kind === "oauth_client") return "mcp";
  return context.actor.kind === "api_key" ? "api_key" : "user";
}

const MAX_TARGETS = 20;

/** Ids an operation touched, read from its input and output: `id`, `…Id` and `…Ids` fields at the top level. */
export function targetIds(...values: unknown[]): string[] {
  const found = new Set<string>();
  for (const value of values) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const [key, field] of Object.entries(value)) {
      if ((key === "id" || key.endsWith("Id")) && typeof field === "string") found.add(field);
      if (key.endsWith("Ids") && Array.isArray(field)) for (const item of field) if (typeof item === "string") found.add(item);
    }
  }
  return [...found].slice(0, MAX_TARGETS);
}

export interface AuditEntry {
  companyId: string;
  requestId: string;
  operation: string;
  targetIds: string[];
  actorKind: ActorKind;
  actorUserId?: string | null;
  actorKeyId?: string | null;
  actorKeyPrefix?: string | null;
  actorKeyName?: string | null;
  clientName?: string | null;
  oauthClientId?: string | null;
  oauthGrantId?: string | null;
  replayed?: boolean;
}

/** One row, one statement, built with sqlOf: this runs after every write, and Prisma 6 compiles each query of its own on the event loop (Kysely's compile is a string join). */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  try {
    await sqlOf(database())
      .insertInto("AuditEvent")
      .values({
        id: newRowId(),
        companyId: entry.companyId,
        createdAt: sql<Date>`${new Date().toISOString()}::timestamp(3)`,
        actorKind: entry.actorKind,
        actorUserId: entry.actorUserId ?? null,
        actorKeyId: entry.actorKeyId ?? null,
        actorKeyPrefix: entry.actorKeyPrefix ?? null,
        actorKeyName: entry.actorKeyName ?? null,
        clientName: entry.clientName?.slice(0, 200) ?? null,
        oauthClientId: entry.oauthClientId ?? null,
        oauthGrantId: entry.oauthGrantId ?? null,
        operation: entry.operation,
        targetIds: sql<string[]>`${entry.targetIds}::text[]`,
        requestId: entry.requestId,
        replayed: entry.replayed ?? false,
      })
      .execute();
  } catch (error) {
    log("error", "audit_write_failed", { requestId: entry.requestId, operation: entry.operation, error: error instanceof Error ? error.message : String(error) });
  }
}

/** The entry for an operation run through invokeOperation. */
export function auditEntryFor(context: OperationContext, operation: string, ids: string[]): AuditEntry {
  const actor = context.actor;
  return {
    companyId: context.companyId,
    requestId: context.requestId,
    operation,
    targetIds: ids,
    actorKind: actorKind(context),
    actorUserId: actor.kind === "user" ? actor.userId : null,
    actorKeyId: actor.kind === "api_key" ? actor.keyId : null,
    actorKeyPrefix: actor.kind === "api_key" ? actor.prefix : null,
    actorKeyName: actor.kind === "api_key" ? actor.name : null,
    // A connected application is named by its registration rather than by its User-Agent.
    clientName: actor.kind === "oauth_client" ? actor.clientName : (context.clientName ?? null),
    oauthClientId: actor.kind === "oauth_client" ? actor.clientId : null,
    oauthGrantId: actor.kind === "oauth_client" ? actor.grantId : null,
    replayed: context.idempotency?.replayed ?? false,
  };
}

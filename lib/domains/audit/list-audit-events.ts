import { z } from "zod";
import { database } from "@/lib/core/db";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { resolveAuditTargets, userNames, type AuditTarget } from "./audit-targets";

// The company's audit trail through the API: who did what, newest first, cursor-paged.

// Newest first; the id makes the order unique for the cursor.
const ORDER: KeysetColumn[] = [
  { field: "createdAt", kind: "date", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

export const auditEventSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  operation: z.string().describe("The registry operation (or membership change: member_invited, member_role_changed, member_removed, invitation_accepted)."),
  targetIds: z.array(z.string()).describe("Ids of what it touched (invoice, document, movement, key, user…)."),
  targets: z
    .array(z.object({ id: z.string(), kind: z.enum(["invoice", "document", "client", "user", "other"]), label: z.string().nullable().describe("An invoice's number (FT 2026/2), an expense document's supplier and number, a client's or member's name; null when the id names nothing readable (a key, a movement, a deleted row).") }))
    .describe("The same ids, each with what a person reads for it."),
  reason: z.string().nullable().describe("For an annulment (annul_invoice, annul_receipt): the reason given, as recorded on the document; null otherwise."),
  requestId: z.string(),
  replayed: z.boolean().describe("An idempotent replay: nothing changed a second time."),
  actor: z.object({
    kind: z.enum(["user", "api_key", "mcp", "assistant", "schedule"]).describe("user = a person in the web app; api_key = REST; mcp = an MCP client (an agent); assistant = the chat, for the user or key named; schedule = the service on a schedule the company set (automatic payment reminders)."),
    agent: z.boolean().describe("True for writes by an agent (an MCP client or the assistant)."),
    userId: z.string().nullable(),
    userName: z.string().nullable().describe("The person's name: the user who acted on the web, or for whom the assistant acted."),
    keyPrefix: z.string().nullable(),
    keyName: z.string().nullable(),
    clientName: z.string().nullable().describe("The MCP client's self-reported name, or a connected application's registered name."),
    oauthClientId: z.string().nullable().describe("A connected application's OAuth client id (two applications may share a name)."),
    oauthGrantId: z.string().nullable().describe("The connection (grant) it acted through, as listed in Integrações → Aplicações ligadas."),
  }),
});

type AuditRow = {
  id: string;
  createdAt: Date;
  operation: string;
  targetIds: string[];
  requestId: string;
  replayed: boolean;
  actorKind: string;
  actorUserId: string | null;
  actorKeyPrefix: string | null;
  actorKeyName: string | null;
  clientName: string | null;
  oauthClientId: string | null;
  oauthGrantId: string | null;
};

/** The operations whose target keeps the reason a person gave (annulmentReason on the invoice or receipt). */
const ANNULMENTS = new Set(["annul_invoice", "annul_receipt"]);

/** The annulment reasons of the documents annulled by these rows, by document id. */
async function annulmentReasons(companyId: string, rows: { operation: string; targetIds: string[] }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.filter((row) => ANNULMENTS.has(row.operation)).flatMap((row) => row.targetIds))];
  if (ids.length === 0) return new Map();
  const db = database();
  const [invoices, receipts] = await Promise.all([
    db.invoice.findMany({ where: { companyId, id: { in: ids }, annulmentReason: { not: null } }, select: { id: true, annulmentReason: true } }),
    db.receipt.findMany({ where: { companyId, id: { in: ids }, annulmentReason: { not: null } }, select: { id: true, annulmentReason: true } }),
  ]);
  return new Map([...invoices, ...receipts].map((row) => [row.id, row.annulmentReason!] as const));
}

export function auditEventView(row: AuditRow, targets: Map<string, AuditTarget>, names: Map<string, string>, reasons: Map<string, string> = new Map()): z.infer<typeof auditEventSchema> {
  const kind = row.actorKind as "user" | "api_key" | "mcp" | "assistant" | "schedule";
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    operation: row.operation,
    targetIds: row.targetIds,
    targets: row.targetIds.map((id) => targets.get(id) ?? { id, kind: "other", label: null }),
    reason: ANNULMENTS.has(row.operation) ? (row.targetIds.map((id) => reasons.get(id)).find(Boolean) ?? null) : null,
    requestId: row.requestId,
    replayed: row.replayed,
    actor: { kind, agent: kind === "mcp" || kind === "assistant", userId: row.actorUserId, userName: row.actorUserId ? (names.get(row.actorUserId) ?? null) : null, keyPrefix: row.actorKeyPrefix, keyName: row.actorKeyName, clientName: row.clientName, oauthClientId: row.oauthClientId, oauthGrantId: row.oauthGrantId },
  };
}

export interface AuditFilter {
  targetId?: string;
  userId?: string;
  operation?: string;
}

export async function readAuditPage(companyId: string, input: { limit: number; cursor?: string } & AuditFilter) {
  const rows = await database().auditEvent.findMany({
    where: {
      companyId,
      ...(input.targetId ? { targetIds: { has: input.targetId } } : {}),
      ...(input.userId ? { actorUserId: input.userId } : {}),
      ...(input.operation ? { operation: input.operation } : {}),
      ...(input.cursor ? keysetAfter(ORDER, decodeCursor("audit", input.cursor, ORDER)) : {}),
    },
    orderBy: keysetOrderBy(ORDER),
    take: input.limit + 1,
  });
  const page = pageOf("audit", rows, input.limit, ORDER);
  const [targets, names, reasons] = await Promise.all([
    resolveAuditTargets(companyId, page.rows.flatMap((row) => row.targetIds)),
    userNames(page.rows.flatMap((row) => (row.actorUserId ? [row.actorUserId] : []))),
    annulmentReasons(companyId, page.rows),
  ]);
  return { events: page.rows.map((row) => auditEventView(row, targets, names, reasons)), nextCursor: page.nextCursor, hasMore: page.hasMore };
}

export const listAuditEvents = defineOperation({
  name: "list_audit_events",
  title: "List the audit trail",
  description:
    "Who changed what in the company, newest first: every write (operation, target ids, request id) with its actor — a user in the web app, an API key (prefix and name), an MCP client, or the assistant — and whether an agent did it. Membership changes too. Each row names the person (`actor.userName`) and what it touched in words (`targets`: an invoice's number, a client's name). Cursor pagination (`limit` default 50, max 200; `cursor`); `targetId` answers e.g. which integration issued an invoice; `userId` keeps one person's writes (on the web, or the assistant acting for them); `operation` keeps one kind of action (e.g. `annul_invoice`).",
  scope: "read",
  http: { method: "GET", path: "/audit-events" },
  input: z.object({
    ...pageInput(50, "audit events"),
    targetId: z.string().trim().min(1).max(64).optional().describe("Only writes that touched this id (an invoice, a document…)."),
    userId: z.string().trim().min(1).max(64).optional().describe("Only what this person did (a user id, as in `actor.userId`): on the web, or through the assistant for them."),
    operation: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,63}$/, "an operation name in snake_case, e.g. annul_invoice")
      .optional()
      .describe("Only this kind of action: a registry operation (`annul_invoice`, `create_invoice`…) or a membership change (`member_invited`…).")
      .meta({ examples: ["annul_invoice"] }),
  }),
  output: z.object({ events: z.array(auditEventSchema), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    return readAuditPage(context.companyId, input);
  },
});

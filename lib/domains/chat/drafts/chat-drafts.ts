import { randomInt } from "node:crypto";
import { database } from "@/lib/core/db";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { log } from "@/lib/core/log";
import type { OperationContext } from "@/lib/kernel/operation";

// A write the assistant proposed and the user has not confirmed yet. The reply quotes its reference
// (RASC-XXXXXXXX); the client sends that reply back in `history` with "sim", and only then is the
// operation run, with the reference as its idempotency key, so a repeated "sim" never writes twice.
// This is the only module that touches the ChatDraft table: every query is scoped to the caller's
// company, and every change leaves an audit line, as every operation's write does.

const VALIDITY_MS = 24 * 60 * 60 * 1000;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"; // no 0/O, 1/I: people may read it aloud
const REFERENCE = /\bRASC-[2-9A-HJ-NP-Z]{8}\b/;

export interface ChatDraft {
  id: string;
  /** The registry name of the operation the draft runs when confirmed. */
  operation: string;
  input: Record<string, unknown>;
  expiresAt: Date;
}

function newReference(): string {
  return `RASC-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

function audit(context: OperationContext, change: "created" | "dropped", fields: Record<string, unknown>): void {
  log("info", "chat_draft_write", {
    requestId: context.requestId,
    change,
    companyId: context.companyId,
    actor: context.actor.kind === "api_key" ? { kind: "api_key", keyPrefix: context.actor.prefix } : context.actor,
    ...fields,
  });
}

/** Stores a proposal for this company (and clears its expired ones); the user confirms it by its id. */
export async function createChatDraft(context: OperationContext, operation: string, input: Record<string, unknown>): Promise<ChatDraft> {
  const now = context.now();
  const expiresAt = new Date(now.getTime() + VALIDITY_MS);
  const id = newReference();
  const db = database();
  const expired = await db.chatDraft.deleteMany({ where: { companyId: context.companyId, expiresAt: { lt: now } } });
  await db.chatDraft.create({ data: { id, companyId: context.companyId, input: { operation, input } as Prisma.InputJsonValue, expiresAt } });
  audit(context, "created", { draftId: id, operation, expiredDropped: expired.count });
  return { id, operation, input, expiresAt };
}

/** The reference quoted in the assistant's last turn, if that turn proposed something. */
export function draftReference(history: { role: "user" | "assistant"; content: string }[]): string | null {
  const lastAssistant = history.findLast((turn) => turn.role === "assistant");
  return lastAssistant?.content.match(REFERENCE)?.[0] ?? null;
}

/** The draft, if it belongs to this company and has not expired. */
export async function findChatDraft(context: OperationContext, id: string): Promise<ChatDraft | null> {
  const draft = await database().chatDraft.findFirst({ where: { id, companyId: context.companyId, expiresAt: { gt: context.now() } } });
  if (!draft) return null;
  const stored = draft.input as { operation: string; input: Record<string, unknown> };
  return { id: draft.id, operation: stored.operation, input: stored.input, expiresAt: draft.expiresAt };
}

/** Removes this company's draft (another company's draft of that id is left alone). */
export async function dropChatDraft(context: OperationContext, id: string): Promise<void> {
  const { count } = await database().chatDraft.deleteMany({ where: { id, companyId: context.companyId } });
  if (count > 0) audit(context, "dropped", { draftId: id });
}

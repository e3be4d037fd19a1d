import { randomInt } from "node:crypto";
import { database } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import type { OperationContext } from "@/lib/operations/operation";

// A write the assistant proposed and the user has not confirmed yet. The reply quotes its reference
// (RASC-XXXXXXXX); the client sends that reply back in `history` with "sim", and only then is the
// operation run, with the reference as its idempotency key, so a repeated "sim" never writes twice.

const VALIDITY_MS = 24 * 60 * 60 * 1000;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"; // no 0/O, 1/I: people may read it aloud
const REFERENCE = /\bRASC-[2-9A-HJ-NP-Z]{8}\b/;

export interface PendingAction {
  id: string;
  operation: string;
  input: Record<string, unknown>;
  expiresAt: Date;
}

function newReference(): string {
  return `RASC-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

export async function proposeAction(context: OperationContext, operation: string, input: Record<string, unknown>): Promise<PendingAction> {
  const now = context.now();
  const expiresAt = new Date(now.getTime() + VALIDITY_MS);
  const id = newReference();
  const db = database();
  await db.chatDraft.deleteMany({ where: { companyId: context.companyId, expiresAt: { lt: now } } });
  await db.chatDraft.create({ data: { id, companyId: context.companyId, input: { operation, input } as Prisma.InputJsonValue, expiresAt } });
  return { id, operation, input, expiresAt };
}

/** The reference quoted in the assistant's last turn, if that turn proposed something. */
export function pendingReference(history: { role: "user" | "assistant"; content: string }[]): string | null {
  const lastAssistant = history.findLast((turn) => turn.role === "assistant");
  return lastAssistant?.content.match(REFERENCE)?.[0] ?? null;
}

/** The proposal, if it belongs to this company and has not expired. */
export async function findPendingAction(context: OperationContext, id: string): Promise<PendingAction | null> {
  const draft = await database().chatDraft.findFirst({ where: { id, companyId: context.companyId, expiresAt: { gt: context.now() } } });
  if (!draft) return null;
  const stored = draft.input as { operation: string; input: Record<string, unknown> };
  return { id: draft.id, operation: stored.operation, input: stored.input, expiresAt: draft.expiresAt };
}

export async function dropPendingAction(context: OperationContext, id: string): Promise<void> {
  await database().chatDraft.deleteMany({ where: { id, companyId: context.companyId } });
}

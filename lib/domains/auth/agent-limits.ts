import type { Database } from "@/lib/core/db";
import { forgetApiKey } from "./verify-api-key";

/** A key's agent guard-rails as stored (null caps mean none). */
export interface AgentLimits {
  agentReadOnly: boolean;
  agentMaxDocumentsPerDay: number | null;
  agentMaxCentsPerDay: number | null;
  agentWritesNeedConfirmation: boolean;
}

/** Largest daily value cap: 21 474 836,47 € (int4 cents), above any small business's day. */
export const MAX_DAILY_CENTS_CAP = 2_147_483_647;

/** Sets a key's guard-rails; the next call on this instance sees them (others within the key cache's seconds). */
export async function setAgentLimits(db: Database, companyId: string, keyId: string, limits: AgentLimits): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({ where: { id: keyId, companyId }, data: limits });
  forgetApiKey(keyId);
  return count === 1;
}

/** Reads the CLI's/form's text for a cap: empty or "none" means no cap; otherwise a whole number ≥ 0. */
export function parseCap(text: string | undefined | null, what: string, max: number): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "" || trimmed === "none") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`${what} takes a whole number from 0 to ${max}, or "none"`);
  return value;
}

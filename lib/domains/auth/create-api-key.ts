import { recordEvent } from "@/lib/domains/webhooks/outbox";
import type { Database } from "@/lib/core/db";
import type { AgentLimits } from "./agent-limits";
import { generateApiKey } from "./api-key-secret";
import { forgetApiKey } from "./verify-api-key";
import type { Scope } from "@/lib/kernel/scopes";

export interface NewApiKey {
  companyId: string;
  name: string;
  scopes: Scope[];
  expiresAt?: Date | null;
  createdById?: string | null;
  rateLimitPerMinute?: number | null;
  /** Agent guard-rails; default none. */
  agentLimits?: AgentLimits;
  /** False for a test key (`ctb_test_…`): it works on the company's sandbox, never on its books. */
  livemode?: boolean;
}

/** Creates a key and returns its plaintext: the only moment the secret exists outside its holder. */
export async function createApiKey(db: Database, request: NewApiKey) {
  if (request.scopes.length === 0) throw new Error("An API key needs at least one scope");
  const livemode = request.livemode ?? true;
  const generated = generateApiKey({ livemode });
  const record = await db.apiKey.create({
    data: {
      companyId: request.companyId,
      name: request.name,
      prefix: generated.prefix,
      hash: generated.hash,
      lastFour: generated.lastFour,
      scopes: [...new Set(request.scopes)],
      expiresAt: request.expiresAt ?? null,
      createdById: request.createdById ?? null,
      rateLimitPerMinute: request.rateLimitPerMinute ?? null,
      livemode,
      ...request.agentLimits,
    },
  });
  return { plaintext: generated.plaintext, record };
}

/** Revocation is a timestamp, never a delete: the key's history stays listed. */
export async function revokeApiKey(db: Database, companyId: string, keyId: string): Promise<boolean> {
  const count = await db.$transaction(async (tx) => {
    const revoked = await tx.apiKey.updateMany({ where: { id: keyId, companyId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (revoked.count > 0) {
      const key = await tx.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: { prefix: true, name: true } });
      await recordEvent(tx, companyId, "api_key.revoked", { id: keyId, prefix: key.prefix, name: key.name });
    }
    return revoked.count;
  });
  forgetApiKey(keyId);
  return count > 0;
}

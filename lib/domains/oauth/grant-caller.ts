import { isScope } from "@/lib/kernel/scopes";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";

/** What of a grant makes its caller: enough to select with Prisma (`GRANT_CALLER_FIELDS`). */
export interface GrantForCaller {
  id: string;
  companyId: string;
  scopes: string[];
  agentReadOnly: boolean;
  agentMaxDocumentsPerDay: number | null;
  agentMaxCentsPerDay: number | null;
  agentWritesNeedConfirmation: boolean;
  client: { id: string; name: string };
}

export const GRANT_CALLER_FIELDS = {
  id: true,
  companyId: true,
  scopes: true,
  agentReadOnly: true,
  agentMaxDocumentsPerDay: true,
  agentMaxCentsPerDay: true,
  agentWritesNeedConfirmation: true,
  client: { select: { id: true, name: true } },
} as const;

/**
 * An OAuth grant as the same caller as an API key: one company, its scopes and its guard-rails, and
 * the grant's id as the unit of rate budget and in-flight slots (rate-limit.ts, in-flight-limit.ts
 * key on `id`). Used for its access tokens and when a person approves its agent's proposal.
 */
export function grantCaller(grant: GrantForCaller): VerifiedApiKey {
  return {
    id: grant.id,
    companyId: grant.companyId,
    prefix: `oauth:${grant.client.name}`.slice(0, 60),
    name: grant.client.name,
    scopes: grant.scopes.filter(isScope),
    rateLimitPerMinute: null,
    // Connected applications work on the live books; test mode is for API keys.
    livemode: true,
    agentReadOnly: grant.agentReadOnly,
    agentMaxDocumentsPerDay: grant.agentMaxDocumentsPerDay,
    agentMaxCentsPerDay: grant.agentMaxCentsPerDay,
    agentWritesNeedConfirmation: grant.agentWritesNeedConfirmation,
    oauthClient: { clientId: grant.client.id, name: grant.client.name },
  };
}

/**
 * What one token may do: its own scopes (the grant's at issue, or the narrower subset a refresh asked
 * for) within the grant's current ones. Tokens from before scopes were stored per token were given
 * their grant's scopes by the migration that added the column.
 */
export function tokenScopes(token: readonly string[], grant: readonly string[]): string[] {
  return grant.filter((scope) => token.includes(scope));
}

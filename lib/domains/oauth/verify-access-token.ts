import { ApiError } from "@/lib/core/api-error";
import { database } from "@/lib/core/db";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { GRANT_CALLER_FIELDS, grantCaller, tokenScopes } from "./grant-caller";
import { ACCESS_TOKEN_PREFIX, hashSecret, looksLikeOAuthSecret } from "./secrets";

// An OAuth access token becomes the same caller as an API key (grant-caller.ts). Not cached, unlike keys: one primary-key read per call makes a revocation in the web app
// hold on the very next call on every instance.

const LAST_USED_WRITE_INTERVAL_MS = 60_000;
const processWide = globalThis as unknown as { contabilistaGrantLastUsed?: Map<string, number> };
const lastUsedWrittenAt = (processWide.contabilistaGrantLastUsed ??= new Map<string, number>());

function recordUse(grantId: string): void {
  const now = Date.now();
  if (now - (lastUsedWrittenAt.get(grantId) ?? 0) < LAST_USED_WRITE_INTERVAL_MS) return;
  if (lastUsedWrittenAt.size > 10_000) lastUsedWrittenAt.clear();
  lastUsedWrittenAt.set(grantId, now);
  database()
    .oAuthGrant.updateMany({ where: { id: grantId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - LAST_USED_WRITE_INTERVAL_MS) } }] }, data: { lastUsedAt: new Date(now) } })
    .catch(() => lastUsedWrittenAt.delete(grantId));
}

/**
 * The caller behind an access token, or the ApiError saying why not. `resource` is the protected
 * resource this request is for (null on REST, which OAuth tokens do not open: they are bound to MCP).
 * `beforeDatabaseLookup` is the pre-authentication throttle (authenticate-request.ts).
 */
export async function verifyAccessToken(token: string, resource: string | null, beforeDatabaseLookup?: () => Promise<void>): Promise<VerifiedApiKey> {
  if (!looksLikeOAuthSecret(token, ACCESS_TOKEN_PREFIX)) throw new ApiError("invalid_api_key", "The access token is invalid.");
  await beforeDatabaseLookup?.();
  const row = await database().oAuthToken.findUnique({
    where: { hash: hashSecret(token) },
    select: { kind: true, scopes: true, expiresAt: true, grant: { select: { ...GRANT_CALLER_FIELDS, resource: true, revokedAt: true, expiresAt: true } } },
  });
  if (row?.kind !== "access") throw new ApiError("invalid_api_key", "The access token is invalid.");
  const { grant } = row;
  if (grant.revokedAt) throw new ApiError("revoked_api_key", "Access to this application was revoked in Integrações. Connect it again.");
  if (row.expiresAt.getTime() <= Date.now() || (grant.expiresAt && grant.expiresAt.getTime() <= Date.now())) {
    throw new ApiError("expired_api_key", "The access token has expired. Refresh it, or connect the application again.");
  }
  // RFC 8707 / MCP authorization: a token is accepted only by the resource it was issued for.
  if (grant.resource !== resource) throw new ApiError("invalid_api_key", `This access token was issued for ${grant.resource}, not for this resource.`);
  recordUse(grant.id);
  // The token's own scopes, narrowed on refresh, within what the grant still allows.
  return grantCaller({ ...grant, scopes: tokenScopes(row.scopes, grant.scopes) });
}

import { InvalidGrantError, InvalidScopeError, InvalidTargetError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { database } from "@/lib/core/db";
import type { AgentLimits } from "@/lib/domains/auth/agent-limits";
import type { Scope } from "@/lib/kernel/scopes";
import { tokenScopes } from "./grant-caller";
import { ACCESS_TOKEN_TTL_SECONDS, CODE_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "./endpoints";
import { ACCESS_TOKEN_PREFIX, CODE_PREFIX, REFRESH_TOKEN_PREFIX, hashSecret, newSecret, pkceVerifierMatches } from "./secrets";

// A grant is what a user allowed one application: one company, its scopes, our MCP resource. Codes
// and tokens hang off it, stored hashed. The grant is also the refresh-token family: a rotated
// refresh token (or a used code) presented again means a copy leaked, so the whole grant is revoked
// (OAuth 2.1 §4.3.1, RFC 9700 §4.14.2) and every token of it stops working on the next call.

export interface NewGrant {
  companyId: string;
  clientId: string;
  userId: string;
  scopes: Scope[];
  resource: string;
  expiresAt: Date | null;
  redirectUri: string;
  codeChallenge: string;
  /** Guard-rails chosen on the consent screen; none when omitted. */
  agentLimits?: AgentLimits;
}

/** Records the user's consent and returns the one-time code to send back to the client. */
export async function createGrantWithCode(grant: NewGrant): Promise<string> {
  const code = newSecret(CODE_PREFIX);
  await database().oAuthGrant.create({
    data: {
      companyId: grant.companyId,
      clientId: grant.clientId,
      userId: grant.userId,
      scopes: grant.scopes,
      resource: grant.resource,
      expiresAt: grant.expiresAt,
      ...grant.agentLimits,
      codes: { create: { hash: code.hash, redirectUri: grant.redirectUri, codeChallenge: grant.codeChallenge, expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000) } },
    },
  });
  return code.plaintext;
}

async function revokeFamily(grantId: string, reason: string): Promise<void> {
  await database().oAuthGrant.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
}

/**
 * A new access + refresh token pair. The access token carries `accessScopes` (the grant's, or the
 * narrower subset a refresh asked for), and verify-access-token.ts acts with exactly those; the
 * refresh token keeps `refreshScopes`, the scope of the one it replaces (RFC 6749 §6), so a client
 * that down-scoped one access token can still refresh to the full grant later.
 */
async function issueTokens(
  tx: Pick<ReturnType<typeof database>, "oAuthToken">,
  grant: { id: string; expiresAt: Date | null },
  accessScopes: string[],
  refreshScopes: string[],
): Promise<OAuthTokens> {
  const access = newSecret(ACCESS_TOKEN_PREFIX);
  const refresh = newSecret(REFRESH_TOKEN_PREFIX);
  const now = Date.now();
  // Neither token outlives the grant's own expiry.
  const cap = (ms: number) => new Date(Math.min(now + ms, grant.expiresAt?.getTime() ?? Infinity));
  const accessExpiresAt = cap(ACCESS_TOKEN_TTL_SECONDS * 1000);
  // Expired rows have nothing left to say (a spent refresh token is kept until it expires, to catch
  // its reuse), so the grant's rows stay bounded by what is still live.
  await tx.oAuthToken.deleteMany({ where: { grantId: grant.id, expiresAt: { lt: new Date(now) } } });
  await tx.oAuthToken.createMany({
    data: [
      { hash: access.hash, grantId: grant.id, kind: "access", scopes: accessScopes, expiresAt: accessExpiresAt },
      { hash: refresh.hash, grantId: grant.id, kind: "refresh", scopes: refreshScopes, expiresAt: cap(REFRESH_TOKEN_TTL_SECONDS * 1000) },
    ],
  });
  return {
    access_token: access.plaintext,
    token_type: "Bearer",
    expires_in: Math.max(0, Math.floor((accessExpiresAt.getTime() - now) / 1000)),
    refresh_token: refresh.plaintext,
    scope: accessScopes.join(" "),
  };
}

function checkResource(requested: string | undefined, grantResource: string): void {
  // RFC 8707: a client that names a resource must name the one it was granted.
  if (requested !== undefined && requested !== grantResource) throw new InvalidTargetError(`This grant is for the resource ${grantResource}.`);
}

function grantUsable(grant: { revokedAt: Date | null; expiresAt: Date | null }): boolean {
  return !grant.revokedAt && !(grant.expiresAt && grant.expiresAt.getTime() <= Date.now());
}

/** The authorization_code grant: one use, before it expires, by the client it was given to, with the PKCE verifier. */
export async function exchangeCode(input: { clientId: string; code: string; codeVerifier: string; redirectUri?: string; resource?: string }): Promise<OAuthTokens> {
  const hash = hashSecret(input.code);
  const code = await database().oAuthAuthorizationCode.findUnique({ where: { hash }, include: { grant: true } });
  if (!code || code.grant.clientId !== input.clientId) throw new InvalidGrantError("The authorization code is invalid.");
  // Claimed atomically before any other check: of two concurrent exchanges exactly one wins, and a
  // failed exchange (wrong verifier) spends the code too.
  const claimed = await database().oAuthAuthorizationCode.updateMany({ where: { hash, usedAt: null }, data: { usedAt: new Date() } });
  if (claimed.count === 0) {
    await revokeFamily(code.grantId, "code_reuse");
    throw new InvalidGrantError("The authorization code was already used; the tokens issued with it are revoked.");
  }
  if (code.expiresAt.getTime() <= Date.now()) throw new InvalidGrantError("The authorization code has expired.");
  if (!pkceVerifierMatches(input.codeVerifier, code.codeChallenge)) throw new InvalidGrantError("code_verifier does not match the code_challenge (PKCE S256).");
  if (input.redirectUri !== undefined && input.redirectUri !== code.redirectUri) throw new InvalidGrantError("redirect_uri differs from the one of the authorization request.");
  checkResource(input.resource, code.grant.resource);
  if (!grantUsable(code.grant)) throw new InvalidGrantError("The grant has been revoked or has expired.");
  return issueTokens(database(), code.grant, code.grant.scopes, code.grant.scopes);
}

/** The refresh_token grant: the presented token is spent and replaced (rotation); a spent one revokes the family. */
export async function exchangeRefreshToken(input: { clientId: string; refreshToken: string; scope?: string; resource?: string }): Promise<OAuthTokens> {
  const hash = hashSecret(input.refreshToken);
  const token = await database().oAuthToken.findUnique({ where: { hash }, include: { grant: true } });
  if (token?.kind !== "refresh" || token.grant.clientId !== input.clientId) throw new InvalidGrantError("The refresh token is invalid.");
  const result = await database().$transaction(async (tx) => {
    const spent = await tx.oAuthToken.updateMany({ where: { hash, usedAt: null }, data: { usedAt: new Date() } });
    if (spent.count === 0) return "reused" as const;
    if (token.expiresAt.getTime() <= Date.now()) throw new InvalidGrantError("The refresh token has expired.");
    if (!grantUsable(token.grant)) throw new InvalidGrantError("The grant has been revoked or has expired.");
    checkResource(input.resource, token.grant.resource);
    // Narrowing on refresh is allowed (RFC 6749 §6); widening is not. What the refresh token may
    // give is its own scope within what the grant still allows.
    const available = tokenScopes(token.scopes, token.grant.scopes);
    const scopes = input.scope === undefined ? available : [...new Set(input.scope.split(" ").filter(Boolean))];
    if (scopes.length === 0) throw new InvalidScopeError("Ask for at least one of the granted scopes, or leave scope out.");
    if (scopes.some((scope) => !available.includes(scope))) throw new InvalidGrantError("A refresh cannot add scopes the user did not grant.");
    return issueTokens(tx, token.grant, scopes, available);
  });
  if (result === "reused") {
    await revokeFamily(token.grantId, "refresh_token_reuse");
    throw new InvalidGrantError("The refresh token was already used; this grant is now revoked. Connect the application again.");
  }
  return result;
}

/** Revokes one of the company's grants (the "Aplicações ligadas" button): its tokens fail on their next call. */
export async function revokeGrant(companyId: string, grantId: string): Promise<void> {
  await database().oAuthGrant.updateMany({ where: { id: grantId, companyId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: "user" } });
}

/** The company's grants for the integrations screen: those whose code became tokens (an abandoned consent is not a connection). */
export async function listGrants(companyId: string, now = new Date()) {
  const grants = await database().oAuthGrant.findMany({
    where: { companyId, tokens: { some: {} } },
    orderBy: { createdAt: "desc" },
    include: { client: { select: { name: true } }, user: { select: { name: true } } },
  });
  return grants.map((grant) => ({
    id: grant.id,
    clientName: grant.client.name,
    scopes: grant.scopes,
    grantedBy: grant.user?.name ?? "—",
    createdAt: grant.createdAt.toISOString(),
    lastUsedAt: grant.lastUsedAt?.toISOString() ?? null,
    expiresAt: grant.expiresAt?.toISOString() ?? null,
    agentLimits: { agentReadOnly: grant.agentReadOnly, agentWritesNeedConfirmation: grant.agentWritesNeedConfirmation, agentMaxDocumentsPerDay: grant.agentMaxDocumentsPerDay, agentMaxCentsPerDay: grant.agentMaxCentsPerDay },
    status: (grant.revokedAt ? "revoked" : grant.expiresAt && grant.expiresAt <= now ? "expired" : "active") as "active" | "expired" | "revoked",
  }));
}

/** Sets a grant's agent guard-rails; its next call sees them (access tokens read the grant on every call). */
export async function setGrantAgentLimits(companyId: string, grantId: string, limits: AgentLimits): Promise<boolean> {
  const { count } = await database().oAuthGrant.updateMany({ where: { id: grantId, companyId }, data: limits });
  return count === 1;
}

/**
 * RFC 7009: the client ends its own connection (e.g. at sign-out). Either of its tokens revokes the
 * whole grant — access and refresh tokens alike — as the "Revogar" button does (§2.1 allows it for an
 * access token and asks it for a refresh token). A token that is unknown, already revoked or another
 * client's changes nothing, and the answer does not say which (§2.2).
 */
export async function revokeByClientToken(clientId: string, token: string): Promise<void> {
  const row = await database().oAuthToken.findUnique({ where: { hash: hashSecret(token) }, select: { grantId: true, grant: { select: { clientId: true } } } });
  if (!row || row.grant.clientId !== clientId) return;
  await revokeFamily(row.grantId, "client_revocation");
}

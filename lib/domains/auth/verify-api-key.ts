import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { bearerCredential, hashApiKey, looksLikeApiKey } from "./api-key-secret";
import { sandboxCompanyIdOf } from "@/lib/domains/sandbox/create-sandbox";
import { isScope, type Scope } from "@/lib/kernel/scopes";

export interface VerifiedApiKey {
  id: string;
  /** The company the request works on: a test key's is its company's sandbox (lib/domains/sandbox/). */
  companyId: string;
  /** False for a test key (`ctb_test_…`). */
  livemode: boolean;
  prefix: string;
  /** The key's name as its owner wrote it (a grant's: its application's), for the audit trail. */
  name: string;
  scopes: Scope[];
  rateLimitPerMinute: number | null;
  /** Set when the caller is an OAuth access token: `id` is then its grant's (lib/domains/oauth/verify-access-token.ts). */
  oauthClient?: { clientId: string; name: string };
  agentReadOnly: boolean;
  agentMaxDocumentsPerDay: number | null;
  agentMaxCentsPerDay: number | null;
  agentWritesNeedConfirmation: boolean;
}

interface CachedLookup {
  key: (VerifiedApiKey & { expiresAt: Date | null; revokedAt: Date | null }) | null;
  cachedUntil: number;
}

// Lookups are cached briefly so a burst of requests costs one query. A revocation made on another
// instance (or by the CLI) takes effect within CACHE_TTL_MS; on this instance it is immediate.
const CACHE_TTL_MS = Number(process.env.API_KEY_CACHE_TTL_MS ?? 5_000);
const CACHE_MAX_ENTRIES = 10_000;
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

// Process-wide, not module-level: Next.js bundles route handlers and server actions as separate
// module graphs, and a revocation made from the web app must clear the cache the API reads.
const processWide = globalThis as unknown as { contabilistaKeyCache?: Map<string, CachedLookup>; contabilistaKeyLastUsed?: Map<string, number> };
const cache = (processWide.contabilistaKeyCache ??= new Map<string, CachedLookup>());
const lastUsedWrittenAt = (processWide.contabilistaKeyLastUsed ??= new Map<string, number>());

async function lookUp(hash: string): Promise<CachedLookup["key"]> {
  const row = await database().apiKey.findUnique({
    where: { hash },
    select: { id: true, companyId: true, prefix: true, name: true, scopes: true, rateLimitPerMinute: true, expiresAt: true, revokedAt: true, livemode: true, agentReadOnly: true, agentMaxDocumentsPerDay: true, agentMaxCentsPerDay: true, agentWritesNeedConfirmation: true },
  });
  if (!row) return null;
  return { ...row, scopes: row.scopes.filter(isScope) };
}

async function cachedLookUp(hash: string, beforeDatabaseLookup?: () => Promise<void>): Promise<CachedLookup["key"]> {
  const now = Date.now();
  const hit = cache.get(hash);
  if (hit && hit.cachedUntil > now) return hit.key;
  await beforeDatabaseLookup?.();
  const key = await lookUp(hash);
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(hash, { key, cachedUntil: now + CACHE_TTL_MS });
  return key;
}

/** Drops every cached lookup of a key on this instance (called right after a revocation here). */
export function forgetApiKey(keyId: string): void {
  for (const [hash, entry] of cache) if (entry.key?.id === keyId) cache.delete(hash);
}

function recordUse(keyId: string): void {
  const now = Date.now();
  if (now - (lastUsedWrittenAt.get(keyId) ?? 0) < LAST_USED_WRITE_INTERVAL_MS) return;
  lastUsedWrittenAt.set(keyId, now);
  const staleBefore = new Date(now - LAST_USED_WRITE_INTERVAL_MS);
  // Fire and forget: a failed bookkeeping write must never fail the request it describes.
  database()
    .apiKey.updateMany({
      where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: staleBefore } }] },
      data: { lastUsedAt: new Date(now) },
    })
    .catch(() => lastUsedWrittenAt.delete(keyId));
}

/**
 * Authenticates a request's Authorization header, or throws the ApiError that explains why not.
 * `beforeDatabaseLookup` runs only when the key is not cached, i.e. when the database will be asked
 * (the pre-authentication throttle in authenticate-request.ts uses it).
 */
export async function verifyApiKey(authorizationHeader: string | null, beforeDatabaseLookup?: () => Promise<void>): Promise<VerifiedApiKey> {
  const credential = bearerCredential(authorizationHeader);
  if (!credential) {
    const problem = authorizationHeader?.trim() ? "The Authorization header must use the Bearer scheme with a key" : "Missing API key";
    throw new ApiError("invalid_api_key", `${problem}. Send it as \`Authorization: Bearer <API_KEY>\`.`);
  }
  if (!looksLikeApiKey(credential)) throw new ApiError("invalid_api_key", "The API key is invalid.");
  const key = await cachedLookUp(hashApiKey(credential), beforeDatabaseLookup);
  if (!key) throw new ApiError("invalid_api_key", "The API key is invalid.");
  if (key.revokedAt) throw new ApiError("revoked_api_key", "The API key has been revoked. Create a new one in Integrações.");
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) {
    throw new ApiError("expired_api_key", `The API key expired on ${key.expiresAt.toISOString()}. Create a new one in Integrações.`);
  }
  recordUse(key.id);
  const { expiresAt: _expiresAt, revokedAt: _revokedAt, ...verified } = key;
  // A test key is bound to the live company and resolved here, and only here, to its sandbox: from
  // then on the request carries the sandbox's id, so every companyId-scoped query keeps test and
  // live data apart. Not cached: a reset keeps the sandbox's id, but a first use creates it.
  if (!key.livemode) return { ...verified, companyId: await sandboxCompanyIdOf(key.companyId) };
  return verified;
}

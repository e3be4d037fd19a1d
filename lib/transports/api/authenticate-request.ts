import { ApiError } from "@/lib/core/api-error";
import { attemptStore } from "@/lib/domains/auth/attempt-store";
import { clientAddressOf } from "@/lib/domains/auth/client-address";
import { MCP_PATH, mcpResourceUrl } from "@/lib/domains/oauth/endpoints";
import { ACCESS_TOKEN_PREFIX } from "@/lib/domains/oauth/secrets";
import { verifyAccessToken } from "@/lib/domains/oauth/verify-access-token";
import { bearerCredential } from "@/lib/domains/auth/api-key-secret";
import { verifyApiKey, type VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";

// Every unknown key costs a database lookup (a point read on a unique index), so guessing keys (or
// flooding with random ones) is throttled per client address: past 30 unknown keys within a minute,
// the address's unknown keys are answered 429 for a minute. The lock is consulted only after a
// lookup failed, never before: clients behind one NAT, proxy or hosted connector share an address,
// and a valid key (or OAuth token) must keep working whatever its neighbours send (issue 38 M3).
// A key-less or malformed request never reaches the database.

export const FAILED_KEY_LOOKUPS_PER_MINUTE = 30;
const LOCK_MS = 60_000;

/** The protected resource a request is for: the MCP endpoint, or null (REST, which OAuth tokens do not open). */
function resourceOf(request: Request): string | null {
  return new URL(request.url).pathname.startsWith(MCP_PATH) ? mcpResourceUrl(request.headers) : null;
}

/** The caller of a REST or MCP request (an API key, or an OAuth access token on MCP), after the pre-authentication throttle. */
export async function authenticateRequest(request: Request): Promise<VerifiedApiKey> {
  const credential = bearerCredential(request.headers.get("authorization"));
  // OAuth access tokens and API keys go through the same throttle: an unknown one of either costs a lookup.
  const verify = (beforeDatabaseLookup?: () => Promise<void>) =>
    credential?.startsWith(ACCESS_TOKEN_PREFIX) ? verifyAccessToken(credential, resourceOf(request), beforeDatabaseLookup) : verifyApiKey(request.headers.get("authorization"), beforeDatabaseLookup);
  const address = clientAddressOf(request.headers);
  if (!address) return verify();
  const name = `apikey:${address}`;
  const store = attemptStore();
  let lookedUp = false;
  try {
    return await verify(async () => {
      lookedUp = true;
    });
  } catch (error) {
    if (lookedUp && error instanceof ApiError && error.code === "invalid_api_key") {
      const lockedMs = await store.lockedFor(name);
      if (lockedMs > 0) {
        const seconds = String(Math.ceil(lockedMs / 1000));
        throw new ApiError("rate_limited", `Too many unknown API keys from this address. Retry after ${seconds} seconds.`, { headers: { "Retry-After": seconds } });
      }
      if ((await store.countFailure(name, LOCK_MS)) >= FAILED_KEY_LOOKUPS_PER_MINUTE) await store.lock(name, LOCK_MS);
    }
    throw error;
  }
}

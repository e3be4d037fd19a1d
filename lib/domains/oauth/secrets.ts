import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// OAuth secrets (codes, access and refresh tokens) are 32 random bytes in base64url behind a prefix
// that says what they are, and only their SHA-256 is stored — like API keys.

export const ACCESS_TOKEN_PREFIX = "ctb_oat_";
export const REFRESH_TOKEN_PREFIX = "ctb_ort_";
export const CODE_PREFIX = "ctb_oac_";

export function newSecret(prefix: string): { plaintext: string; hash: string } {
  const plaintext = prefix + randomBytes(32).toString("base64url");
  return { plaintext, hash: hashSecret(plaintext) };
}

export function hashSecret(plaintext: string): string {
  return createHash("sha256").update(plaintext).digest("hex");
}

const SECRET_PATTERN = /^ctb_o(at|rt|ac)_[A-Za-z0-9_-]{43}$/;
export function looksLikeOAuthSecret(value: string, prefix: string): boolean {
  return value.startsWith(prefix) && SECRET_PATTERN.test(value);
}

/** PKCE S256 (RFC 7636 §4.6): BASE64URL(SHA256(verifier)) equals the challenge, compared in constant time. */
export function pkceVerifierMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash("sha256").update(verifier).digest("base64url"));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

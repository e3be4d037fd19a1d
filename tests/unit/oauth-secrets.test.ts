import pkceChallenge from "pkce-challenge";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_PREFIX, hashSecret, looksLikeOAuthSecret, newSecret, pkceVerifierMatches } from "@/lib/domains/oauth/secrets";

describe("OAuth secrets and PKCE", () => {
  it("checks S256 against the pair the MCP SDK's client makes (pkce-challenge)", async () => {
    const { code_verifier: verifier, code_challenge: challenge } = await pkceChallenge();
    expect(pkceVerifierMatches(verifier, challenge)).toBe(true);
    expect(pkceVerifierMatches(verifier, `${challenge.slice(0, -1)}${challenge.endsWith("A") ? "B" : "A"}`)).toBe(false);
    // The plain method (challenge = verifier) is not accepted, nor a verifier outside the RFC's alphabet or length.
    expect(pkceVerifierMatches(verifier, verifier)).toBe(false);
    expect(pkceVerifierMatches("short", challenge)).toBe(false);
  });

  it("makes prefixed 256-bit secrets and stores only their hash", () => {
    const secret = newSecret(ACCESS_TOKEN_PREFIX);
    expect(secret.plaintext).toMatch(/^ctb_oat_[A-Za-z0-9_-]{43}$/);
    expect(secret.hash).toBe(hashSecret(secret.plaintext));
    expect(secret.hash).not.toContain(secret.plaintext.slice(8));
    expect(looksLikeOAuthSecret(secret.plaintext, ACCESS_TOKEN_PREFIX)).toBe(true);
    expect(looksLikeOAuthSecret(`${secret.plaintext}x`, ACCESS_TOKEN_PREFIX)).toBe(false);
  });
});

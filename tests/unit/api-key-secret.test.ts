import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, bearerCredential, generateApiKey, hashApiKey, looksLikeApiKey, maskedApiKey } from "@/lib/domains/auth/api-key-secret";

describe("API key secrets", () => {
  it("generates prefixed keys with 43 base62 characters and distinct secrets", () => {
    const keys = Array.from({ length: 200 }, () => generateApiKey());
    for (const key of keys) {
      expect(key.plaintext).toMatch(/^ctb_live_[0-9A-Za-z]{43}$/);
      expect(key.prefix).toBe(key.plaintext.slice(0, API_KEY_PREFIX.length + 4));
      expect(key.lastFour).toBe(key.plaintext.slice(-4));
      expect(looksLikeApiKey(key.plaintext)).toBe(true);
    }
    expect(new Set(keys.map((key) => key.plaintext)).size).toBe(keys.length);
  });

  it("stores only the SHA-256 of the whole key", () => {
    const key = generateApiKey();
    expect(key.hash).toBe(createHash("sha256").update(key.plaintext).digest("hex"));
    expect(key.hash).not.toContain(key.plaintext.slice(API_KEY_PREFIX.length));
    expect(hashApiKey(key.plaintext)).toBe(key.hash);
  });

  it("recognises only well-formed keys", () => {
    const key = generateApiKey().plaintext;
    expect(looksLikeApiKey(key.slice(0, -1))).toBe(false);
    expect(looksLikeApiKey(`${key}x`)).toBe(false);
    expect(looksLikeApiKey(key.replace("ctb_live_", "ctb_prod_"))).toBe(false);
    // Test keys (test mode) have their own prefix and the same shape.
    const testKey = generateApiKey({ livemode: false }).plaintext;
    expect(testKey).toMatch(/^ctb_test_[0-9A-Za-z]{43}$/);
    expect(looksLikeApiKey(testKey)).toBe(true);
    expect(looksLikeApiKey(`${key.slice(0, -1)}-`)).toBe(false);
  });

  it("reads bearer credentials and nothing else", () => {
    expect(bearerCredential("Bearer abc")).toBe("abc");
    expect(bearerCredential("bearer   abc  ")).toBe("abc");
    expect(bearerCredential("Basic abc")).toBeNull();
    expect(bearerCredential("Bearer ")).toBeNull();
    expect(bearerCredential("Bearer a b")).toBeNull();
    expect(bearerCredential(null)).toBeNull();
  });

  it("masks a stored key as prefix…last four", () => {
    expect(maskedApiKey("ctb_live_AbCd", "wXyZ")).toBe("ctb_live_AbCd…wXyZ");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "@/lib/core/pdf/seal/secret-box";

// The company seal at rest (issue #36 §2, SECURITY.md): AES-256-GCM, bound to the company id.
const saved = { key: process.env.SEAL_ENCRYPTION_KEY, secret: process.env.NEXTAUTH_SECRET };
afterEach(() => {
  process.env.SEAL_ENCRYPTION_KEY = saved.key;
  process.env.NEXTAUTH_SECRET = saved.secret;
  if (saved.key === undefined) delete process.env.SEAL_ENCRYPTION_KEY;
  if (saved.secret === undefined) delete process.env.NEXTAUTH_SECRET;
});

describe("seal secret box", () => {
  it("round-trips, never holds the plaintext, and a fresh IV makes two encryptions differ", () => {
    process.env.NEXTAUTH_SECRET = "um segredo de sessão de teste";
    const plain = Buffer.from("palavra-passe do selo");
    const first = encryptSecret(plain, "company-a");
    expect(Buffer.from(first).includes(plain)).toBe(false);
    expect(Buffer.from(encryptSecret(plain, "company-a")).equals(Buffer.from(first))).toBe(false);
    expect(decryptSecret(first, "company-a").toString()).toBe("palavra-passe do selo");
  });

  it("refuses another company's row, a changed byte, and another key", () => {
    process.env.NEXTAUTH_SECRET = "um segredo de sessão de teste";
    const sealed = encryptSecret(Buffer.from("segredo"), "company-a");
    expect(() => decryptSecret(sealed, "company-b")).toThrow();
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => decryptSecret(changed, "company-a")).toThrow();
    process.env.SEAL_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
    expect(() => decryptSecret(sealed, "company-a")).toThrow();
  });

  it("refuses a SEAL_ENCRYPTION_KEY that is not 32 bytes, and no key at all", () => {
    process.env.SEAL_ENCRYPTION_KEY = Buffer.alloc(16).toString("base64");
    expect(() => encryptSecret(Buffer.from("x"), "c")).toThrow(/32 bytes/);
    delete process.env.SEAL_ENCRYPTION_KEY;
    delete process.env.NEXTAUTH_SECRET;
    expect(() => encryptSecret(Buffer.from("x"), "c")).toThrow(/NEXTAUTH_SECRET/);
  });
});

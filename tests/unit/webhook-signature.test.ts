import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureHeader, signingSecrets, verifySignature } from "@/lib/domains/webhooks/signature";

// Signatures during a secret rotation: one v1 per secret in force, and a receiver holding either
// secret accepts; the old secret stops signing when its overlap ends.

const body = '{"id":"evt_1","type":"invoice.paid"}';
const now = 1_790_000_000;
const hmac = (secret: string) => createHmac("sha256", secret).update(`${now}.${body}`).digest("hex");

describe("webhook signatures across a secret rotation", () => {
  it("signs with every secret given, newest first, each an HMAC-SHA256 of `t.body` (computed here independently)", () => {
    expect(signatureHeader(["whsec_new", "whsec_old"], now, body)).toBe(`t=${now},v1=${hmac("whsec_new")},v1=${hmac("whsec_old")}`);
  });

  it("a receiver holding either secret accepts a header with both; a third secret or another body does not", () => {
    const header = signatureHeader(["whsec_new", "whsec_old"], now, body);
    expect(verifySignature("whsec_new", header, body, now)).toBe(true);
    expect(verifySignature("whsec_old", header, body, now)).toBe(true);
    expect(verifySignature("whsec_other", header, body, now)).toBe(false);
    expect(verifySignature("whsec_old", header, `${body} `, now)).toBe(false);
  });

  it("still refuses a signature outside the replay window", () => {
    expect(verifySignature("whsec_new", signatureHeader(["whsec_new"], now, body), body, now + 301)).toBe(false);
  });

  it("the previous secret signs only until its overlap ends", () => {
    const endpoint = { secret: "whsec_new", previousSecret: "whsec_old", previousSecretExpiresAt: new Date("2026-11-27T12:00:00Z") };
    expect(signingSecrets(endpoint, new Date("2026-11-27T11:59:59Z"))).toEqual(["whsec_new", "whsec_old"]);
    expect(signingSecrets(endpoint, new Date("2026-11-27T12:00:00Z"))).toEqual(["whsec_new"]);
    expect(signingSecrets({ secret: "whsec_new", previousSecret: null, previousSecretExpiresAt: null })).toEqual(["whsec_new"]);
  });
});

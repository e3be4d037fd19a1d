import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Stripe-style signatures: `Contabilista-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
// The timestamp is signed with the body, so a receiver that refuses signatures older than the replay
// window (REPLAY_WINDOW_SECONDS) cannot be fed a captured delivery later.

export const SIGNATURE_HEADER = "Contabilista-Signature";
export const REPLAY_WINDOW_SECONDS = 300;

export function newEndpointSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex")}`;
}

/** What a receiver does (also the snippet in docs/webhooks.md): true when the header signs this body within the window. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS || !parts.v1) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex"));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

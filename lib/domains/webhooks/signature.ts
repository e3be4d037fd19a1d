import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Stripe-style signatures: `Contabilista-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
// The timestamp is signed with the body, so a receiver that refuses signatures older than the replay
// window (REPLAY_WINDOW_SECONDS) cannot be fed a captured delivery later. While a rotated secret is
// still in its overlap window the header carries one v1 per secret (newest first), as Stripe does, and
// a receiver holding either secret accepts the delivery.

export const SIGNATURE_HEADER = "Contabilista-Signature";
export const REPLAY_WINDOW_SECONDS = 300;

export function newEndpointSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

function sign(secret: string, timestampSeconds: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
}

export function signatureHeader(secrets: readonly string[], timestampSeconds: number, body: string): string {
  return [`t=${timestampSeconds}`, ...secrets.map((secret) => `v1=${sign(secret, timestampSeconds, body)}`)].join(",");
}

/** What a receiver does (also the snippet in docs/webhooks.md): true when the header signs this body within the window. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = header.split(",").map((part) => part.split("=", 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === "t")?.[1]);
  const signatures = parts.filter(([name, value]) => name === "v1" && value).map(([, value]) => Buffer.from(value!));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  return signatures.some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

/** The secrets a delivery is signed with now: the current one, and the previous one during its overlap. */
export function signingSecrets(endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }, now = new Date()): string[] {
  const previousValid = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

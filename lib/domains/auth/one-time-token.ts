import { createHash, randomBytes } from "node:crypto";

// The secret part of an emailed link: 32 random bytes, base64url. Only its SHA-256 is stored, so a
// database leak gives no usable link; lookups are by hash (a unique index).

export function newTokenSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashTokenSecret(secret) };
}

export function hashTokenSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export const TOKEN_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

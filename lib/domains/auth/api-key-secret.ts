import { createHash, randomBytes } from "node:crypto";

// An API key is `ctb_live_` (or `ctb_test_` for a test key, which works on the company's sandbox)
// followed by 32 random bytes written in base62 (43 characters): recognisable in logs and secret
// scanners, copyable with a double click, never stored in clear.
export const API_KEY_PREFIX = "ctb_live_";
export const TEST_API_KEY_PREFIX = "ctb_test_";
const SECRET_LENGTH = 43;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const API_KEY_PATTERN = new RegExp(`^(?:${API_KEY_PREFIX}|${TEST_API_KEY_PREFIX})[0-9A-Za-z]{${SECRET_LENGTH}}$`);
/** How many characters of the secret are kept in the visible prefix. */
const VISIBLE_SECRET_CHARACTERS = 4;

function toBase62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString("hex")}`);
  let text = "";
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(SECRET_LENGTH, "0");
}

export interface GeneratedApiKey {
  /** The whole key: shown to its creator once, then only its hash exists. */
  plaintext: string;
  prefix: string;
  lastFour: string;
  hash: string;
}

/** A new key; `livemode: false` makes a test key (`ctb_test_…`). */
export function generateApiKey(options: { livemode: boolean } = { livemode: true }): GeneratedApiKey {
  const plaintext = (options.livemode ? API_KEY_PREFIX : TEST_API_KEY_PREFIX) + toBase62(randomBytes(32));
  return {
    plaintext,
    prefix: visiblePrefix(plaintext),
    lastFour: plaintext.slice(-4),
    hash: hashApiKey(plaintext),
  };
}

export function hashApiKey(plaintext: string): string {
  return createHash("sha256").update(plaintext, "utf8").digest("hex");
}

/** True when the text has the shape of one of our keys; anything else is rejected before a lookup. */
export function looksLikeApiKey(text: string): boolean {
  return API_KEY_PATTERN.test(text);
}

export function visiblePrefix(plaintext: string): string {
  return plaintext.slice(0, API_KEY_PREFIX.length + VISIBLE_SECRET_CHARACTERS);
}

/** How a stored key is shown after creation: `ctb_live_AbCd…wXyZ`. */
export function maskedApiKey(prefix: string, lastFour: string): string {
  return `${prefix}…${lastFour}`;
}

/**
 * Reads `Authorization: Bearer <key>`. Returns the key text, or null when the header is absent,
 * uses another scheme, or carries an empty credential.
 */
export function bearerCredential(authorizationHeader: string | null): string | null {
  if (!authorizationHeader) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorizationHeader.trim());
  return match?.[1] ?? null;
}

import { randomBytes } from "node:crypto";

// Ids for rows written with raw SQL (hot paths that skip Prisma's per-query compilation). Same shape
// as Prisma's cuid() defaults — 25 lowercase letters and digits: "c", the time in base 36 (8
// characters until 2059), then 16 random ones (~82 bits) — so ids written either way look alike and
// order by time the same way (an id is only ever a tie-breaker after createdAt).

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

export function newRowId(): string {
  const time = Date.now().toString(36);
  const random = Array.from(randomBytes(24 - time.length), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `c${time}${random}`;
}

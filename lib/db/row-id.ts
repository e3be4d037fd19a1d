import { randomBytes } from "node:crypto";

// Ids for rows written with raw SQL (hot paths that skip Prisma's per-query compilation). Same shape
// as Prisma's cuid() defaults — 25 lowercase letters and digits starting with "c", time first — so
// ids written either way look and sort alike. Uniqueness comes from the 15 random characters (~77 bits).

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

export function newRowId(): string {
  const time = Date.now().toString(36).padStart(9, "0");
  const random = Array.from(randomBytes(15), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `c${time}${random}`;
}

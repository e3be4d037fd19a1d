import { randomBytes } from "node:crypto";

// Ids for rows written with raw SQL (hot paths that skip Prisma's per-query compilation). Same shape
// as Prisma's cuid() defaults — 25 lowercase letters and digits: "c", the time in base 36 (8
// characters until 2059), then 16 random ones (~82 bits) — so ids written either way look alike and
// order by time the same way (an id is only ever a tie-breaker after createdAt).
//
// Monotonic within a process: rows written in one transaction share createdAt (PostgreSQL's now() is
// the transaction's start), so the id alone orders them — e.g. a bank import's payment events before
// its bank.import.completed. An id made in the same millisecond as the previous one (or after the
// clock went back) is the previous one plus one, as in ULID's monotonic mode.

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const TIME_LENGTH = 8;
const RANDOM_LENGTH = 16;

let previous: { time: number; random: bigint } | null = null;

function randomPart(): bigint {
  // Leaves headroom below 36^16 so that incrementing never carries into the time part.
  const digits = Array.from(randomBytes(RANDOM_LENGTH - 1), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return BigInt(Number.parseInt(digits.slice(0, 7), 36)) * 36n ** 8n + BigInt(Number.parseInt(digits.slice(7), 36));
}

export function newRowId(): string {
  const now = Date.now();
  const next = previous && now <= previous.time ? { time: previous.time, random: previous.random + 1n } : { time: now, random: randomPart() };
  previous = next;
  return `c${next.time.toString(36).padStart(TIME_LENGTH, "0")}${next.random.toString(36).padStart(RANDOM_LENGTH, "0")}`;
}

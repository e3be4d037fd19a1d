import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "@/lib/idempotency";

export type InvoiceTypeCode = "FT" | "FR" | "FS" | "NC" | "ND" | "RC";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * The series' validation code. Real ones are assigned by the tax authority when a series is
 * communicated; here it is simulated, deterministic per company, type and year (8 characters).
 */
export function simulatedValidationCode(companyId: string, type: InvoiceTypeCode, year: number): string {
  const digest = createHash("sha256").update(`${companyId}:${type}:${year}`).digest();
  return Array.from(digest.subarray(0, 8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

export interface ClaimedNumber {
  seriesId: string;
  number: number;
  validationCode: string;
  previousHash: string;
}

/**
 * Takes the next number of the series inside the caller's transaction. The UPDATE locks the series
 * row until commit, so concurrent issuers (on any instance) queue here, and a transaction that rolls
 * back returns its number: no gaps, no repeats.
 */
export async function claimNextNumber(tx: Transaction, companyId: string, type: InvoiceTypeCode, year: number): Promise<ClaimedNumber> {
  await tx.$executeRaw`
    INSERT INTO "InvoiceSeries" ("id", "companyId", "type", "year", "validationCode")
    VALUES (${randomUUID()}, ${companyId}, ${type}::"InvoiceType", ${year}, ${simulatedValidationCode(companyId, type, year)})
    ON CONFLICT ("companyId", "type", "year") DO NOTHING`;
  const [claimed] = await tx.$queryRaw<{ id: string; lastNumber: number; validationCode: string; lastHash: string }[]>`
    UPDATE "InvoiceSeries" SET "lastNumber" = "lastNumber" + 1
    WHERE "companyId" = ${companyId} AND "type" = ${type}::"InvoiceType" AND "year" = ${year}
    RETURNING "id", "lastNumber", "validationCode", "lastHash"`;
  if (!claimed) throw new Error("invoice series vanished while claiming a number");
  return { seriesId: claimed.id, number: claimed.lastNumber, validationCode: claimed.validationCode, previousHash: claimed.lastHash };
}

/**
 * Simulated document signature, chained like SAF-T's: each invoice's hash covers the previous one.
 * The QR code's field Q carries its 1st, 11th, 21st and 31st characters.
 */
export function chainedHash(previousHash: string, issueDate: string, systemEntry: string, display: string, grossTotal: string): string {
  return createHash("sha256").update(`${issueDate};${systemEntry};${display};${grossTotal};${previousHash}`).digest("base64");
}

export function hashCharacters(hash: string): string {
  return [0, 10, 20, 30].map((index) => hash[index]).join("");
}

import { createHash, randomUUID } from "node:crypto";
import type { RawBuilder } from "kysely";
import { ApiError } from "@/lib/core/api-error";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { Transaction } from "@/lib/kernel/idempotency";
import { type SignedFields, signedText } from "@/lib/domains/invoices/signed-fields";

export type InvoiceTypeCode = "FT" | "FR" | "FS" | "NC" | "ND" | "RC";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The code of a type's default series (created with its first document): none, e.g. FT 2026. */
export const DEFAULT_SERIES_CODE = "";

/**
 * A series' own code: 1 to 10 capital letters or digits, starting with a letter (so `FT A1-2026` never
 * reads as a year). It sits in the document number, which SAF-T (InvoiceNo `[^ ]+ [^/^ ]+/[0-9]+`)
 * allows one slash only: hence `FT A-2026/7`, not `FT A/2026/7`.
 */
export const SERIES_CODE_PATTERN = /^[A-Z][A-Z0-9]{0,9}$/;

/** The series as people and documents name it: `FT 2026` (default) or `FT A-2026`. */
export function seriesLabel(type: InvoiceTypeCode, year: number, code: string): string {
  return code === DEFAULT_SERIES_CODE ? `${type} ${year}` : `${type} ${code}-${year}`;
}

/**
 * The series' validation code. Real ones are assigned by the tax authority when a series is
 * communicated; here it is simulated, deterministic per company, type, year and code (8 characters).
 * The default series keeps the digest it always had.
 */
export function simulatedValidationCode(companyId: string, type: InvoiceTypeCode, year: number, code: string = DEFAULT_SERIES_CODE): string {
  const digest = createHash("sha256").update(code === DEFAULT_SERIES_CODE ? `${companyId}:${type}:${year}` : `${companyId}:${type}:${year}:${code}`).digest();
  return Array.from(digest.subarray(0, 8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

export interface ClaimedNumber {
  seriesId: string;
  /** The series' label (seriesLabel): the document's display is `${label}/${number}`. */
  label: string;
  number: number;
  validationCode: string;
  /** The new document's chained hash (see chainedHash), already stored as the series' last. */
  hash: string;
  /** The issuing company's NIF (QR field A), read in the same statement. */
  issuerNif: string;
}

/** What the new document's hash covers besides its number and the previous hash, as the SAF-T writes it (lib/domains/invoices/signed-fields.ts). */
export type HashedEntry = SignedFields;

/**
 * Takes the next number of the series inside the caller's transaction and chains the hash, in one
 * statement. The UPDATE locks the series row until commit, so concurrent issuers (on any instance)
 * queue here, and a transaction that rolls back returns its number: no gaps, no repeats. The lock
 * is held from here to commit, so callers compute everything else first and write little after.
 * The hash is chainedHash's, computed by PostgreSQL from the row it locks (no second round trip to
 * store it).
 * Each series (type, year, code) has its own row, so its own numbering, lock and chain. The default
 * series is created with its first document; a coded one only by create_invoice_series, so a code
 * that was never created is refused (`unknownSeries`) rather than silently started.
 */
export async function claimNextNumber(
  tx: Transaction,
  companyId: string,
  type: InvoiceTypeCode,
  year: number,
  entry: HashedEntry,
  code: string = DEFAULT_SERIES_CODE,
): Promise<ClaimedNumber> {
  const claimed = await inSeries(tx, companyId, type, year, code, async () => {
    const {
      rows: [row],
    } = await sql<{ seriesId: string; number: number; validationCode: string; hash: string; issuerNif: string }>`WITH ${claimStatementPart(companyId, type, year, entry, code)} SELECT * FROM claimed`.execute(sqlOf(tx));
    return row;
  });
  return { seriesId: claimed.seriesId, label: seriesLabel(type, year, code), number: claimed.number, validationCode: claimed.validationCode, hash: claimed.hash, issuerNif: claimed.issuerNif };
}

/**
 * The common table expression `claimed` of a statement that takes the series' next number: the
 * UPDATE described at claimNextNumber. Its row: seriesId, number, display (`FT 2026/7`), atcud,
 * validationCode, hash, hashCharacters (the QR's field Q: the hash's 1st, 11th, 21st and 31st
 * characters) and issuerNif (field A). No row when the series does not exist (see inSeries).
 */
export function claimStatementPart(companyId: string, type: InvoiceTypeCode, year: number, entry: HashedEntry, code: string = DEFAULT_SERIES_CODE): RawBuilder<unknown> {
  const label = seriesLabel(type, year, code);
  return sql`claimed AS (
      UPDATE "InvoiceSeries" SET "lastNumber" = "lastNumber" + 1,
        "lastHash" = encode(sha256(convert_to(${`${entry.date};${entry.systemEntry};${label}/`} || ("lastNumber" + 1)::text || ${`;${entry.grossTotal};`} || "lastHash", 'UTF8')), 'base64')
      WHERE "companyId" = ${companyId} AND "type" = ${type}::"InvoiceType" AND "year" = ${year} AND "code" = ${code}
      RETURNING "id" AS "seriesId", "lastNumber" AS "number", ${`${label}/`} || "lastNumber"::text AS "display", "validationCode" || '-' || "lastNumber"::text AS "atcud",
        "validationCode", "lastHash" AS "hash", substr("lastHash", 1, 1) || substr("lastHash", 11, 1) || substr("lastHash", 21, 1) || substr("lastHash", 31, 1) AS "hashCharacters",
        (SELECT "nif" FROM "Company" WHERE "Company"."id" = "InvoiceSeries"."companyId") AS "issuerNif"
    )`;
}

/**
 * Runs `statement`, which claims a number of the series with claimStatementPart and answers its row
 * (undefined when the series has none). The default series is created with its first document (a
 * concurrent first issuer may win) and the statement run again; a coded series that was never
 * created is refused.
 */
export async function inSeries<Row>(tx: Transaction, companyId: string, type: InvoiceTypeCode, year: number, code: string, statement: () => Promise<Row | undefined>): Promise<Row> {
  const first = await statement();
  if (first) return first;
  if (code !== DEFAULT_SERIES_CODE) throw unknownSeries(seriesLabel(type, year, code));
  await sqlOf(tx)
    .insertInto("InvoiceSeries")
    .values({ id: randomUUID(), companyId, type: sql<InvoiceTypeCode>`${type}::"InvoiceType"`, year, validationCode: simulatedValidationCode(companyId, type, year) })
    .onConflict((conflict) => conflict.columns(["companyId", "type", "year", "code"]).doNothing())
    .execute();
  const again = await statement();
  if (!again) throw new Error("invoice series vanished while claiming a number");
  return again;
}

/**
 * Simulated document signature, chained like SAF-T's: each invoice's hash covers the previous one.
 * The QR code's field Q carries its 1st, 11th, 21st and 31st characters.
 */
export function chainedHash(previousHash: string, issueDate: string, systemEntry: string, display: string, grossTotal: string): string {
  return createHash("sha256").update(signedText({ date: issueDate, systemEntry, grossTotal }, display, previousHash)).digest("base64");
}

function unknownSeries(label: string): ApiError {
  return new ApiError("validation_error", `The series ${label} does not exist: create it first (create_invoice_series, or Empresa → Séries de faturação).`, {
    details: [{ path: "series", message: `the series ${label} does not exist`, pt: `a série ${label} não existe` }],
  });
}

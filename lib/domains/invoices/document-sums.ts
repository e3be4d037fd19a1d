import { Prisma } from "@/lib/generated/prisma/client.ts";
import { database } from "@/lib/core/db";

// How issued documents add up in every total (reports, the calendar's VAT, client totals): a credit
// note (NC) subtracts (CIVA art. 78.º: the VAT it regularises is deducted from the VAT charged), an
// annulled document counts nowhere. What is still to receive is lib/domains/receivables/receivables.ts.

/** SQL: the net of a document with the sign it carries in totals. */
export const signedNet = Prisma.sql`CASE WHEN "type" = 'NC' THEN -"netCents" ELSE "netCents" END`;
export const signedVat = Prisma.sql`CASE WHEN "type" = 'NC' THEN -"vatCents" ELSE "vatCents" END`;
export const signedTotal = Prisma.sql`CASE WHEN "type" = 'NC' THEN -"totalCents" ELSE "totalCents" END`;

/** VAT charged in a period, credit notes subtracted, annulled documents left out. */
export async function chargedVatCents(companyId: string, from: Date, to: Date): Promise<number> {
  const [row] = await database().$queryRaw<{ vat: bigint | null }[]>`
    SELECT SUM(${signedVat})::bigint AS vat FROM "Invoice"
    WHERE "companyId" = ${companyId} AND "annulledAt" IS NULL AND "issueDate" BETWEEN ${from} AND ${to}`;
  return Number(row?.vat ?? 0n);
}

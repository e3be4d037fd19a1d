import type { ExpressionBuilder } from "kysely";
import { database } from "@/lib/core/db";
import { type DB, lit, sqlOf } from "@/lib/core/db/sql";

// How issued documents add up in every total (reports, the calendar's VAT, client totals): a credit
// note (NC) subtracts (CIVA art. 78.º: the VAT it regularises is deducted from the VAT charged), an
// annulled document counts nowhere. What is still to receive is lib/domains/receivables/receivables.ts.

/** An amount of a document with the sign it carries in totals: CASE WHEN "type" = 'NC' THEN -"…" ELSE "…" END. */
export function signedCents(eb: ExpressionBuilder<DB, "Invoice">, column: "netCents" | "vatCents" | "totalCents") {
  return eb.case().when("type", "=", lit("NC")).then(eb.neg(eb.ref(column))).else(eb.ref(column)).end();
}

/** VAT charged in a period, credit notes subtracted, annulled documents left out. */
export async function chargedVatCents(companyId: string, from: Date, to: Date): Promise<number> {
  const row = await sqlOf(database())
    .selectFrom("Invoice")
    .select((eb) => eb.cast<bigint | null>(eb.fn.sum(signedCents(eb, "vatCents")), "bigint").as("vat"))
    .where("companyId", "=", companyId)
    .where("annulledAt", "is", null)
    .where((eb) => eb.between("issueDate", from, to))
    .executeTakeFirst();
  return Number(row?.vat ?? 0n);
}

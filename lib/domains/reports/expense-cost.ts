import { Prisma } from "@/lib/generated/prisma/client.ts";

// What an archived purchase costs the company: its net plus the VAT it may not deduct. Non-deductible
// VAT is not recovered from the State, so it is part of the purchase cost (SNC: NCRF 18 §11 for
// inventories, NCRF 7 §17 for fixed assets; an expense for IRC). Self-assessed VAT (reverse charge)
// counts in the VAT and, where deductible, in vatDeductibleCents, so only its non-deductible part is a cost.

/** SQL: the VAT of an expense document the company may not deduct (never negative). */
export const nonDeductibleVat = Prisma.sql`GREATEST(0, COALESCE("vatCents", 0) + COALESCE("selfAssessedVatCents", 0) - COALESCE("vatDeductibleCents", "vatCents", 0))`;

/** SQL: the cost of an expense document in the result: net + non-deductible VAT. */
export const expenseCost = Prisma.sql`(COALESCE("netCents", 0) + ${nonDeductibleVat})`;

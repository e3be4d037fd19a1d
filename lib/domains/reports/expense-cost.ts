import type { ExpressionBuilder } from "kysely";
import { type DB, sql } from "@/lib/core/db/sql";

// What an archived purchase costs the company: its net plus the VAT it may not deduct. Non-deductible
// VAT is not recovered from the State, so it is part of the purchase cost (SNC: NCRF 18 §11 for
// inventories, NCRF 7 §17 for fixed assets; an expense for IRC). Self-assessed VAT (reverse charge)
// counts in the VAT and, where deductible, in vatDeductibleCents, so only its non-deductible part is a cost.

type Expenses = ExpressionBuilder<DB, "ExpenseDocument">;

/** A cents column of an expense document, 0 when empty. */
export const centsOrZero = (eb: Expenses, column: "netCents" | "vatCents" | "selfAssessedVatCents") => eb.fn.coalesce(column, sql.lit(0));

/** The VAT the company may deduct: vatDeductibleCents, else vatCents, else 0. */
export const deductibleVat = (eb: Expenses) => eb.fn.coalesce("vatDeductibleCents", "vatCents", sql.lit(0));

/** SQL: the VAT of an expense document the company may not deduct (never negative). */
export const nonDeductibleVat = (eb: Expenses) =>
  eb.fn<number>("greatest", [sql.lit(0), eb(eb(centsOrZero(eb, "vatCents"), "+", centsOrZero(eb, "selfAssessedVatCents")), "-", deductibleVat(eb))]);

/** SQL: the cost of an expense document in the result: net + non-deductible VAT. */
export const expenseCost = (eb: Expenses) => eb(centsOrZero(eb, "netCents"), "+", nonDeductibleVat(eb));

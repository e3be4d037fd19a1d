import { z } from "zod";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS, type OperationContext } from "@/lib/kernel/operation";
import type { FieldLine } from "./book-documents";
import { pagePeriodQuery, periodInput, periodQuery } from "./period-input";
import { periodReturn } from "./period-return";
import { readinessChecks } from "./readiness";
import { efaturaReconciliation } from "./reconcile-efatura";
import { vatReturnSchema } from "./return-schema";

/** Lines embedded per field; the rest are paged by get_vat_return_field. */
export const EMBEDDED_LINES = 10;

export const withEuros = ({ campo, ...line }: FieldLine) => ({ ...line, field: campo, amount: formatEuros(line.amountCents) });

/** A total's formula under the API's names. */
export const formulaOf = (formula: readonly { campo: number; sign: 1 | -1 }[] | null) => formula?.map(({ campo, sign }) => ({ field: campo, sign })) ?? null;

/** The draft return of a period (get_vat_return's answer), also laid out as a PDF by get_vat_return_pdf. */
export async function vatReturnDraft(context: OperationContext, input: { year?: number; quarter?: number; month?: number }): Promise<z.output<typeof vatReturnSchema>> {
  const { period, vatRegime, draft, purchases } = await periodReturn(context.companyId, input, context.now());
  const query = periodQuery(period);
  const fields = draft.fields.map((field) => ({
    field: field.campo, label: field.label, source: field.source, known: field.known,
    amountCents: field.amountCents, amount: field.amountCents === null ? null : formatEuros(field.amountCents),
    reason: field.reason, formula: formulaOf(field.formula), lineCount: field.lines.length, lines: field.lines.slice(0, EMBEDDED_LINES).map(withEuros),
    linesPath: `/api/v1/vat-return/fields/${field.campo}?${query}`,
  }));
  const complete = draft.fields.filter((field) => field.campo === 90 || field.campo === 91).every((field) => field.known);
  const range = { start: period.startDate, end: period.endDate };
  const [readiness, reconciliation] = await Promise.all([readinessChecks(context.companyId, range, draft.unplaced.length, `/calendario/iva?${pagePeriodQuery(period)}`), efaturaReconciliation(context.companyId, purchases, range)]);
  const booksVatCents = reconciliation.reduce((sum, line) => sum + (line.booksVatCents ?? 0), 0);
  const efaturaVatCents = reconciliation.reduce((sum, line) => sum + (line.efaturaVatCents ?? 0), 0);
  const efatura = { lines: reconciliation, booksVatCents, efaturaVatCents, differenceCents: efaturaVatCents - booksVatCents };
  return { period, vatRegime, fields, unplaced: draft.unplaced, resultCents: draft.balanceCents, result: formatEuros(draft.balanceCents), complete, efatura, readiness };
}

export const getVatReturn = defineOperation({
  name: "get_vat_return",
  title: "Periodic VAT return (draft)",
  description:
    "Drafts the periodic VAT return (Declaração Periódica do IVA, Quadro 06) of a period from the books: each field by its official number and label, its amount in cents, whether the books can know it (`known`; campo 61, imports and the refund are filled by hand) and the documents that make it (the first " +
    "10 lines embedded, all of them with get_vat_return_field). Pass `quarter` for a company in the quarterly regime or `month` for the monthly one (the other is a 400 that says which); default: the current period. " +
    "`resultCents` is campo 91 − campo 90: the VAT to pay (positive) or the credit (negative), the figure the fiscal calendar shows. Documents count by issue date (receipts never count); annulled ones are left out; `unplaced` lists lines no field could take; `efatura` the period's purchases against the e-Fatura feed (in both, amounts differ, only in the books, only in e-Fatura); `readiness` what to clear before filing (purchases in review, unmatched bank movements, credit notes whose VAT is regularised without the client's acknowledgement — art. 78.º, n.º 5, recorded with acknowledge_credit_note). The same draft laid out like the form: get_vat_return_pdf.",
  scope: "read",
  // Reads every document of the period (and, for the return, the e-Fatura feed): capped like the report.
  cost: "heavy",
  http: { method: "GET", path: "/vat-return" },
  input: z.object(periodInput),
  output: vatReturnSchema,
  hints: HINTS.readOnly,
  run: vatReturnDraft,
});

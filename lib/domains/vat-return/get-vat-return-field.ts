import { z } from "zod";
import { ApiError } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { type KeysetColumn, MAX_PAGE_LIMIT, pageInMemory, pageInput, pageOutput } from "@/lib/kernel/pagination";
import { reportPeriodSchema } from "@/lib/domains/reports/report-period";
import { FIELD_NUMBERS } from "./form-fields";
import { formulaOf, withEuros } from "./get-vat-return";
import { periodInput } from "./period-input";
import { periodReturn } from "./period-return";
import { fieldLineSchema, formulaSchema } from "./return-schema";

const ORDER: KeysetColumn[] = [
  { field: "date", kind: "string", direction: "asc" },
  { field: "id", kind: "string", direction: "asc" },
];

export const getVatReturnField = defineOperation({
  name: "get_vat_return_field",
  title: "Documents of a VAT return field",
  description:
    "Lists every document line that makes one field of the periodic VAT return (get_vat_return), oldest first, " + MAX_PAGE_LIMIT + " per page at most (pass `nextCursor` back as `cursor`). The lines add up to the field's amount to the cent; a total (10, 11, 90, 91) lists its components' lines, and 93/94 are given by formula only. Same period parameters as get_vat_return. An unknown field number is a 404.",
  scope: "read",
  // Reads every document of the period (and, for the return, the e-Fatura feed): capped like the report.
  cost: "heavy",
  http: { method: "GET", path: "/vat-return/fields/{field}" },
  input: z.object({
    field: z.string().min(1).max(100).describe("The field's number on Quadro 06, e.g. `3` (base at the normal rate) or `24` (deductible VAT on other goods and services).").meta({ examples: ["24"] }),
    ...periodInput,
    ...pageInput(50, "lines"),
  }),
  output: z.object({
    period: reportPeriodSchema,
    field: z.number().int(),
    label: z.string(),
    known: z.boolean(),
    amountCents: z.number().int().nullable(),
    amount: z.string().nullable(),
    formula: formulaSchema,
    lines: z.array(fieldLineSchema),
    ...pageOutput,
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const campo = /^\d{1,3}$/.test(input.field) ? Number(input.field) : Number.NaN;
    // The form's field numbers are the same for every company: an unknown one is a missing resource.
    if (!FIELD_NUMBERS.includes(campo)) {
      throw new ApiError("not_found", `Field ${input.field} is not in table 06 of the periodic VAT return (fields: ${FIELD_NUMBERS.join(", ")}).`, {
        pt: `Campo ${input.field} não existe no quadro 06 da declaração periódica (campos: ${FIELD_NUMBERS.join(", ")}).`,
      });
    }
    const { period, draft } = await periodReturn(context.companyId, input, context.now());
    const field = draft.fields.find((entry) => entry.campo === campo)!;
    const page = pageInMemory(`vat-return-${period.startDate}-${campo}`, field.lines, input, ORDER);
    return {
      period, field: campo, label: field.label, known: field.known, amountCents: field.amountCents, amount: field.amountCents === null ? null : formatEuros(field.amountCents),
      formula: formulaOf(field.formula), lines: page.rows.map(withEuros), nextCursor: page.nextCursor, hasMore: page.hasMore,
    };
  },
});

import { z } from "zod";
import { reportPeriodSchema } from "@/lib/domains/reports/report-period";
import { readinessSchema } from "./readiness";
import { reconciliationSchema } from "./reconcile-efatura";

// What get_vat_return and get_vat_return_field answer: fields of Quadro 06 with their provenance.

export const fieldLineSchema = z
  .object({
    id: z.string().describe("Unique within the return: the document and the part of it."),
    field: z.number().int().describe("The field this line adds to (a total lists its components' lines)."),
    documentKind: z.enum(["invoice", "expense"]).describe("invoice = a document the company issued (get_invoice); expense = a purchase document (get_document)."),
    documentId: z.string(),
    document: z.string().describe("The document's number, e.g. `FT 2026/17`, or supplier and number for a purchase."),
    date: z.string().describe("YYYY-MM-DD: issue date (sales) or document date (purchases)."),
    detail: z.string().describe("Which part of the document: lines and rate, exemption code, deductible share."),
    amountCents: z.number().int(),
    amount: z.string(),
  })
  .meta({ id: "VatReturnFieldLine" });

export const formulaSchema = z.array(z.object({ field: z.number().int(), sign: z.union([z.literal(1), z.literal(-1)]) })).nullable();

export const returnFieldSchema = z
  .object({
    field: z.number().int().describe("The field's official number on Quadro 06."),
    label: z.string().describe("The field's label on the form."),
    source: z.string().describe("The form's instruction and the article the field comes from."),
    known: z.boolean().describe("False when the books cannot know the field (e.g. campo 61, imports): fill it by hand. A total is known when all its parts are."),
    amountCents: z.number().int().nullable().describe("Null when not known; for a total with unknown parts, the sum of the known ones."),
    amount: z.string().nullable(),
    reason: z.string().nullable().describe("Why not known, or which parts a total leaves out."),
    formula: formulaSchema.describe("For a total: the fields it adds (sign −1 subtracts)."),
    lineCount: z.number().int().describe("How many document lines make the field; their sum equals amountCents to the cent."),
    lines: z.array(fieldLineSchema).describe("The first lines (all of them when few); the rest through `linesPath`."),
    linesPath: z.string().describe("GET this (get_vat_return_field) for every line of the field, cursor-paged."),
  })
  .meta({ id: "VatReturnField" });

export const unplacedSchema = z
  .object({
    documentKind: z.enum(["invoice", "expense"]),
    documentId: z.string(),
    document: z.string(),
    reason: z.string(),
  })
  .meta({ id: "VatReturnUnplacedLine" });

export const vatReturnSchema = z.object({
  period: reportPeriodSchema,
  vatRegime: z.enum(["trimestral", "mensal"]),
  fields: z.array(returnFieldSchema),
  unplaced: z.array(unplacedSchema).describe("Document lines no field could take (a special regime, a non-mainland rate, unknown VAT): declare them by hand."),
  resultCents: z.number().int().describe("Campo 91 − campo 90 with what the books know: positive = VAT to pay (campo 93), negative = credit (campo 94). The fiscal calendar shows this figure."),
  result: z.string(),
  complete: z.boolean().describe("Whether every field that enters the result is known (campo 61 and imports usually are not)."),
  efatura: z
    .object({
      lines: z.array(reconciliationSchema).describe("Each purchase of the period: in_both, amounts_differ, only_books, only_efatura, with the reason."),
      booksVatCents: z.number().int().describe("VAT on the period's purchases with a Portuguese supplier, per the books."),
      efaturaVatCents: z.number().int().describe("VAT on the period's purchases per e-Fatura (what AT's pre-filled return starts from, art. 29.º-A)."),
      differenceCents: z.number().int().describe("efaturaVatCents − booksVatCents: VAT AT sees that the books do not (positive) or the reverse."),
    })
    .describe("The period's purchases reconciled with the e-Fatura feed (simulated)."),
  readiness: z.array(readinessSchema).describe("What to clear before filing: purchases in review, unmatched bank movements, lines without a field (count 0 = clear)."),
});

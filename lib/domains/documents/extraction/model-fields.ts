import { generateText, Output } from "ai";
import { z } from "zod";
import type { ConfiguredModel } from "@/lib/core/ai/configured-model";
import type { FileKind } from "../file-kind";
import { EXPENSE_CATEGORIES } from "./categories";

// The optional model step: when a language model is configured and the offline steps left a
// critical field empty, the model reads the file itself and fills the same schema. Its answer is
// only a proposal: the same checks (NIF check digit, bases + VAT = total, date) then decide.

const MEDIA_TYPES: Record<FileKind, string> = { pdf: "application/pdf", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", xml: "text/plain" };

const modelFieldsSchema = z.object({
  supplierName: z.string().nullable().describe("The issuer's name as printed."),
  supplierNif: z.string().nullable().describe("The issuer's Portuguese NIF, 9 digits, no spaces."),
  documentDate: z.string().nullable().describe("Date of the document, YYYY-MM-DD."),
  documentNumber: z.string().nullable().describe("The document's number, e.g. 'FT A/123'."),
  atcud: z.string().nullable().describe("The ATCUD code, if printed."),
  totalEuros: z.number().nullable().describe("Total including VAT, in euros."),
  vatEuros: z.number().nullable().describe("Total VAT, in euros."),
  // A string, not an enum: a model that answers an unknown category must not void the other fields.
  category: z.string().nullable().describe(`The expense category that fits best, one of: ${EXPENSE_CATEGORIES.join(", ")}.`),
});

export interface ModelFields {
  supplierName?: string;
  supplierNif?: string;
  documentDate?: string;
  documentNumber?: string;
  atcud?: string;
  totalCents?: number;
  vatCents?: number;
  category?: (typeof EXPENSE_CATEGORIES)[number];
}

const PROMPT =
  "Esta é uma fatura ou recibo de um fornecedor português. Extrai os campos pedidos exatamente como estão no documento. " +
  "Se um campo não estiver visível, devolve null: não adivinhes.";

/** How long the model may take before the offline result stands alone. */
const MODEL_BUDGET_MS = 20_000;

export async function modelFields(bytes: Uint8Array, kind: FileKind, { model }: ConfiguredModel, abandoned?: AbortSignal): Promise<ModelFields> {
  const budget = AbortSignal.timeout(MODEL_BUDGET_MS);
  const { output } = await generateText({
    model,
    abortSignal: abandoned ? AbortSignal.any([budget, abandoned]) : budget,
    output: Output.object({ schema: modelFieldsSchema, name: "fatura_fornecedor" }),
    messages: [{ role: "user", content: [{ type: "text", text: PROMPT }, { type: "file", data: bytes, mediaType: MEDIA_TYPES[kind] }] }],
    maxOutputTokens: 800,
  });
  const cents = (euros: number | null) => (euros === null ? undefined : Math.round(euros * 100));
  const text = (value: string | null) => (value?.trim() ? value.trim() : undefined);
  return {
    supplierName: text(output.supplierName),
    supplierNif: text(output.supplierNif)?.replace(/\D/g, ""),
    documentDate: output.documentDate && /^\d{4}-\d{2}-\d{2}$/.test(output.documentDate) ? output.documentDate : undefined,
    documentNumber: text(output.documentNumber),
    atcud: text(output.atcud),
    totalCents: cents(output.totalEuros),
    vatCents: cents(output.vatEuros),
    category: EXPENSE_CATEGORIES.find((category) => category === output.category),
  };
}

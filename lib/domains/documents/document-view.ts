import { z } from "zod";
import { formatEuros } from "@/lib/core/money";
import { EXPENSE_CATEGORIES } from "./extraction/categories";

export const DOCUMENT_STATUSES = ["processing", "needs_review", "archived", "error"] as const;
const SOURCES = ["qr", "ubl", "text", "history", "rules", "model", "manual", "user_rule"] as const;

export const documentSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    mimeType: z.string().describe("Detected from the file's bytes."),
    sizeBytes: z.number().int(),
    status: z.enum(DOCUMENT_STATUSES).describe("processing → archived (all critical fields found and consistent), needs_review (see reviewReasons), or error (unreadable file)."),
    supplierName: z.string().nullable(),
    supplierNif: z.string().nullable(),
    supplierVatId: z.string().nullable().describe("A foreign supplier's VAT number (e.g. IE8256796U) when it has no Portuguese NIF."),
    buyerNif: z.string().nullable().describe("The NIF the invoice was issued to (from the QR code or text)."),
    buyerIsCompany: z.boolean().nullable().describe("Whether buyerNif is this company's NIF (null when unknown). If false, the VAT is not deductible."),
    documentDate: z.string().nullable(),
    documentNumber: z.string().nullable(),
    atcud: z.string().nullable(),
    netCents: z.number().int().nullable(),
    vatCents: z.number().int().nullable(),
    vatDeductibleCents: z.number().int().nullable().describe("The part of the VAT the company may deduct (CIVA art. 20.º–21.º by category: passenger cars, meals, accommodation and travel 0 %, diesel 50 %, gasoline 0 %, congress participation 25 %, most others 100 %), including self-assessed VAT on a reverse charge."),
    reverseCharge: z.boolean().describe("Reverse charge (CIVA art. 2.º, n.º 1, al. i)/j), RITI): the supplier charged no VAT and the company self-assesses it."),
    selfAssessedVatCents: z.number().int().nullable().describe("On a reverse charge: the VAT the company self-assesses, due and deductible in the same period (null otherwise)."),
    duplicateOf: z.string().nullable().describe("The id of the document this one repeats (same supplier NIF and number, or ATCUD): the purchase is counted once."),
    totalCents: z.number().int().nullable(),
    total: z.string().nullable(),
    vatBreakdown: z.array(z.object({ rate: z.number(), baseCents: z.number().int(), vatCents: z.number().int() })).describe("VAT per rate, when the QR code or the e-invoice gives it."),
    lines: z
      .array(z.object({ description: z.string(), quantity: z.number(), netCents: z.number().int(), vatRate: z.number().nullable() }))
      .describe("The lines of a structured e-invoice (UBL XML), read exactly; empty for PDFs and images."),
    category: z.enum(EXPENSE_CATEGORIES).nullable(),
    categoryReason: z.string().nullable().describe("Why this category and deductible share, in Portuguese: the document line and words that decided (or «Regra do utilizador para este fornecedor»), and the article of the CIVA."),
    confidence: z.number().nullable().describe("0 to 1: how much the extraction can be trusted."),
    sources: z.record(z.string(), z.enum(SOURCES)).describe("Where each field came from: qr, ubl (a structured e-invoice read exactly), text, history (earlier documents of the supplier), rules, model, manual."),
    reviewReasons: z.array(z.string()).describe("Why a person should look at it (Portuguese)."),
    errorReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ExpenseDocument" });

export type DocumentView = z.output<typeof documentSchema>;

export interface DocumentRow {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  status: (typeof DOCUMENT_STATUSES)[number];
  supplierName: string | null;
  supplierNif: string | null;
  supplierVatId: string | null;
  buyerNif: string | null;
  documentDate: Date | null;
  documentNumber: string | null;
  atcud: string | null;
  netCents: number | null;
  vatCents: number | null;
  vatDeductibleCents: number | null;
  duplicateOfId: string | null;
  totalCents: number | null;
  vatBreakdown: unknown;
  lines?: unknown;
  category: string | null;
  categoryReason: string | null;
  selfAssessedVatCents: number | null;
  confidence: number | null;
  sources: unknown;
  reviewReasons: string[];
  errorReason: string | null;
  createdAt: Date;
}

export function documentView(row: DocumentRow, companyNif: string): DocumentView {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    supplierName: row.supplierName,
    supplierNif: row.supplierNif,
    supplierVatId: row.supplierVatId,
    buyerNif: row.buyerNif,
    buyerIsCompany: row.buyerNif ? row.buyerNif === companyNif : null,
    documentDate: row.documentDate?.toISOString().slice(0, 10) ?? null,
    documentNumber: row.documentNumber,
    atcud: row.atcud,
    netCents: row.netCents,
    vatCents: row.vatCents,
    vatDeductibleCents: row.vatDeductibleCents,
    reverseCharge: row.selfAssessedVatCents !== null,
    selfAssessedVatCents: row.selfAssessedVatCents,
    duplicateOf: row.duplicateOfId,
    totalCents: row.totalCents,
    total: row.totalCents === null ? null : formatEuros(row.totalCents),
    vatBreakdown: Array.isArray(row.vatBreakdown) ? (row.vatBreakdown as DocumentView["vatBreakdown"]) : [],
    lines: Array.isArray(row.lines) ? (row.lines as DocumentView["lines"]) : [],
    category: (EXPENSE_CATEGORIES as readonly string[]).includes(row.category ?? "") ? (row.category as DocumentView["category"]) : null,
    categoryReason: row.categoryReason,
    confidence: row.confidence,
    sources: (row.sources ?? {}) as DocumentView["sources"],
    reviewReasons: row.reviewReasons,
    errorReason: row.errorReason,
    createdAt: row.createdAt.toISOString(),
  };
}

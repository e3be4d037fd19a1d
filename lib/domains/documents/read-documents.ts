import { z } from "zod";
import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { dayRange } from "@/lib/core/dates";
import { calendarDateField, idParameter } from "@/lib/core/schemas";
import { DOCUMENT_STATUSES, documentSchema, documentView } from "./document-view";
import { documentStorage } from "./storage";

async function companyNif(companyId: string): Promise<string> {
  const company = await database().company.findUnique({ where: { id: companyId }, select: { nif: true } });
  if (!company) throw notFound("Company");
  return company.nif;
}

const ORDER: KeysetColumn[] = [
  { field: "createdAt", kind: "date", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

export const listDocuments = defineOperation({
  name: "list_documents",
  title: "List expense documents",
  description:
    "Lists expense documents, newest first, 50 per page by default (at most 200; pass `nextCursor` back as `cursor` for the next page), optionally only those with one status (processing, needs_review, archived, error) or changed since a time (`updatedSince`), a supplier or file name (`supplierName`) or a document date range (`startDate`/`endDate`): file name, status, supplier, date, total, VAT and its deductible part (CIVA art. 21.º), category with its reason, self-assessed VAT of a reverse charge, and the document a repeated purchase points to. Use status=needs_review to find what a person must check, then get_document and review_document.",
  scope: "read",
  http: { method: "GET", path: "/documents" },
  input: z.object({
    status: z.enum(DOCUMENT_STATUSES).optional().describe("Only documents with this status."),
    updatedSince: z.iso.datetime({ offset: true }).optional().describe("Only documents created or changed (processed, reviewed) at or after this instant (ISO 8601)."),
    supplierName: z.string().trim().min(1).max(200).optional().describe("Only documents whose supplier name or file name contains this text (case ignored).").meta({ examples: ["galp"] }),
    startDate: calendarDateField.optional().describe("Only documents dated on or after this date (YYYY-MM-DD; the document's own date)."),
    endDate: calendarDateField.optional().describe("Only documents dated on or before this date (YYYY-MM-DD)."),
    ...pageInput(50, "documents"),
  }),
  output: z.object({
    documentos: z.array(
      z.object({
        id: z.string(), fileName: z.string(), status: z.enum(DOCUMENT_STATUSES), totalCents: z.number().int().nullable(), total: z.string().nullable(),
        supplierName: z.string().nullable(), documentDate: z.string().nullable(), category: z.string().nullable(), createdAt: z.string(),
        vatCents: z.number().int().nullable(),
        vatDeductibleCents: z.number().int().nullable().describe("The part of the VAT the company may deduct (CIVA art. 20.º–21.º), self-assessed VAT of a reverse charge included."),
        categoryReason: z.string().nullable().describe("Why this category and deductible share (Portuguese, with the article)."),
        selfAssessedVatCents: z.number().int().nullable().describe("Reverse charge: the VAT the company self-assesses (null otherwise)."),
        duplicateOf: z.string().nullable().describe("Set when this file repeats a purchase already stored (same supplier NIF and number, or ATCUD)."),
      }),
    ),
    ...pageOutput,
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const rows = await database().expenseDocument.findMany({
      where: {
        companyId: context.companyId,
        ...(input.status ? { status: input.status } : {}),
        ...(input.updatedSince ? { updatedAt: { gte: new Date(input.updatedSince) } } : {}),
        ...(input.startDate || input.endDate ? { documentDate: dayRange(input.startDate, input.endDate) } : {}),
        // Both are `OR`s: side by side in one object the cursor's replaced the supplier search.
        AND: [
          ...(input.supplierName ? [{ OR: [{ supplierName: { contains: input.supplierName, mode: "insensitive" as const } }, { fileName: { contains: input.supplierName, mode: "insensitive" as const } }] }] : []),
          ...(input.cursor ? [keysetAfter(ORDER, decodeCursor("documents", input.cursor, ORDER))] : []),
        ],
      },
      orderBy: keysetOrderBy(ORDER),
      take: input.limit + 1,
    });
    const page = pageOf("documents", rows, input.limit, ORDER);
    return {
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
      documentos: page.rows.map((row) => ({
        id: row.id, fileName: row.fileName, status: row.status, totalCents: row.totalCents, total: row.totalCents === null ? null : formatEuros(row.totalCents),
        supplierName: row.supplierName, documentDate: row.documentDate?.toISOString().slice(0, 10) ?? null, category: row.category, createdAt: row.createdAt.toISOString(),
        vatCents: row.vatCents, vatDeductibleCents: row.vatDeductibleCents, categoryReason: row.categoryReason, selfAssessedVatCents: row.selfAssessedVatCents, duplicateOf: row.duplicateOfId,
      })),
    };
  },
});

export async function loadDocument(companyId: string, id: string) {
  const row = await database().expenseDocument.findFirst({ where: { id, companyId } });
  if (!row) throw notFound("Document");
  return row;
}

export const getDocument = defineOperation({
  name: "get_document",
  title: "Get an expense document",
  description: "Returns one expense document with every extracted field, the source of each, the VAT per rate, the confidence and the review reasons. The original file is at /documents/{id}/file.",
  scope: "read",
  http: { method: "GET", path: "/documents/{id}" },
  input: z.object({ id: idParameter }),
  output: documentSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    return documentView(await loadDocument(context.companyId, input.id), await companyNif(context.companyId));
  },
});

export const getDocumentFile = defineOperation({
  name: "get_document_file",
  title: "Original file of a document",
  description: "Returns the document's original bytes with their content type (PDF, JPEG, PNG or WebP).",
  scope: "read",
  http: { method: "GET", path: "/documents/{id}/file", produces: ["application/pdf", "image/jpeg", "image/png", "image/webp"] },
  input: z.object({ id: idParameter }),
  output: z.object({ fileName: z.string(), contentType: z.string(), body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const row = await loadDocument(context.companyId, input.id);
    const bytes = row.storageKey ? await documentStorage().get(row.storageKey, context.companyId) : null;
    if (!bytes) throw notFound("Document file");
    return { fileName: row.fileName, contentType: row.mimeType, body: bytes };
  },
});

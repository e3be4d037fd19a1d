import { database } from "@/lib/core/db";
import { toUtcDate } from "@/lib/core/dates";
import type { Period, PurchaseDocument, SaleDocument } from "./book-documents";

// Reads the period's documents from the books: two queries, whatever the number of rows.

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function loadSales(companyId: string, period: Period): Promise<SaleDocument[]> {
  const invoices = await database().invoice.findMany({
    where: { companyId, issueDate: { gte: toUtcDate(period.start), lte: toUtcDate(period.end) } },
    select: { id: true, display: true, type: true, issueDate: true, annulledAt: true, acknowledgementDate: true, vatCents: true, lines: { select: { position: true, vatRate: true, vatExemptionCode: true, netCents: true }, orderBy: { position: "asc" } } },
    orderBy: [{ issueDate: "asc" }, { id: "asc" }],
  });
  return invoices.map((invoice) => ({
    id: invoice.id, display: invoice.display, type: invoice.type, issueDate: day(invoice.issueDate), annulled: invoice.annulledAt !== null, acknowledgementDate: invoice.acknowledgementDate === null ? null : day(invoice.acknowledgementDate), vatCents: invoice.vatCents, lines: invoice.lines,
  }));
}

function breakdownOf(value: unknown): PurchaseDocument["vatBreakdown"] {
  if (!Array.isArray(value)) return null;
  const entries = value.filter((entry): entry is { rate: number; baseCents: number; vatCents: number } => typeof entry?.rate === "number" && typeof entry?.baseCents === "number" && typeof entry?.vatCents === "number");
  return entries.length ? entries : null;
}

export async function loadPurchases(companyId: string, period: Period): Promise<PurchaseDocument[]> {
  const documents = await database().expenseDocument.findMany({
    where: { companyId, status: "archived", documentDate: { gte: toUtcDate(period.start), lte: toUtcDate(period.end) } },
    select: {
      id: true, supplierName: true, documentNumber: true, documentDate: true, netCents: true, vatCents: true, vatDeductibleCents: true, selfAssessedVatCents: true,
      supplierNif: true, supplierVatId: true, category: true, vatBreakdown: true, atcud: true, totalCents: true,
    },
    orderBy: [{ documentDate: "asc" }, { id: "asc" }],
  });
  return documents.map((document) => ({ ...document, archived: true, documentDate: document.documentDate ? day(document.documentDate) : null, vatBreakdown: breakdownOf(document.vatBreakdown) }));
}

import { database } from "@/lib/db";
import type { OpenDocument, OpenInvoice } from "./matching";

/** What bank movements can still be matched to: unpaid FT invoices, archived documents, and the targets already taken. */
export async function openTargets(companyId: string): Promise<{ invoices: OpenInvoice[]; documents: OpenDocument[]; taken: Set<string> }> {
  const db = database();
  const [invoices, documents, matched] = await Promise.all([
    db.invoice.findMany({ where: { companyId, type: "FT", paidAt: null, annulledAt: null }, select: { id: true, display: true, atcud: true, clientName: true, totalCents: true, issueDate: true, dueDate: true } }),
    db.expenseDocument.findMany({ where: { companyId, status: "archived", totalCents: { not: null } }, select: { id: true, supplierName: true, supplierNif: true, totalCents: true, documentDate: true } }),
    db.bankMovement.findMany({ where: { companyId, status: "matched" }, select: { invoiceId: true, documentId: true } }),
  ]);
  return {
    invoices: invoices.map((invoice) => ({ ...invoice, issueDate: invoice.issueDate.toISOString().slice(0, 10), dueDate: invoice.dueDate.toISOString().slice(0, 10) })),
    documents: documents.map((document) => ({ ...document, totalCents: document.totalCents!, documentDate: document.documentDate?.toISOString().slice(0, 10) ?? null })),
    taken: new Set(matched.flatMap((movement) => [movement.invoiceId, movement.documentId]).filter((id): id is string => Boolean(id))),
  };
}

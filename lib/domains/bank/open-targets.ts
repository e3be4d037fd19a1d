import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { OpenDocument, OpenInvoice } from "./matching";

// Each list comes back as one JSON text (json_agg) parsed natively: 5 000 invoices and 5 000 documents
// as Prisma rows held the event loop 40–150 ms at a time during a bank import, one JSON.parse a few ms.
// Nested json_build_object/json_agg over three tables: written as SQL, run through the typed layer.

/** An unpaid invoice with what is still to receive on it (openAmountCents's rule): what a hand match offers. */
export type OpenInvoiceWithBalance = OpenInvoice & { openCents: number };

interface Targets {
  invoices: OpenInvoiceWithBalance[];
  documents: OpenDocument[];
  takenIds: string[];
}

/**
 * What bank movements can still be matched to: unpaid FT invoices (newest first, so that among equal
 * amounts a hand match offers the latest), archived documents, and the targets already taken.
 */
export async function openTargets(companyId: string): Promise<{ invoices: OpenInvoiceWithBalance[]; documents: OpenDocument[]; taken: Set<string> }> {
  const {
    rows: [row],
  } = await sql<{ targets: string }>`
    SELECT json_build_object(
      'invoices', (SELECT COALESCE(json_agg(json_build_object('id', "id", 'display', "display", 'atcud', "atcud", 'clientName', "clientName", 'totalCents', "totalCents",
          'openCents', "totalCents" - "withholdingCents" - ("creditedCents" - "creditedWithholdingCents") - "paidCents", 'issueDate', "issueDate", 'dueDate', "dueDate") ORDER BY "createdAt" DESC), '[]')
        FROM "Invoice" WHERE "companyId" = ${companyId} AND "type" = 'FT' AND "paidAt" IS NULL AND "annulledAt" IS NULL
          -- Something still to receive: an invoice credited in full (or paid by receipts to the cent) is no target.
          AND "totalCents" - "withholdingCents" - ("creditedCents" - "creditedWithholdingCents") - "paidCents" > 0),
      'documents', (SELECT COALESCE(json_agg(json_build_object('id', "id", 'supplierName', "supplierName", 'supplierNif', "supplierNif", 'totalCents', "totalCents", 'documentDate', "documentDate")), '[]')
        FROM "ExpenseDocument" WHERE "companyId" = ${companyId} AND "status" = 'archived' AND "totalCents" IS NOT NULL),
      'takenIds', (SELECT COALESCE(json_agg(target.id), '[]') FROM "BankMovement" AS movement, LATERAL (VALUES (movement."invoiceId"), (movement."documentId")) AS target(id)
        WHERE movement."companyId" = ${companyId} AND movement."status" = 'matched' AND target.id IS NOT NULL)
    )::text AS targets`.execute(sqlOf(database()));
  const targets = JSON.parse(row!.targets) as Targets;
  return { invoices: targets.invoices, documents: targets.documents, taken: new Set(targets.takenIds) };
}

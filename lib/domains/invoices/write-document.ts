import { newRowId } from "@/lib/core/db/row-id";
import type { RawBuilder } from "kysely";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { Invoice } from "@/lib/generated/prisma/client.ts";
import type { Transaction } from "@/lib/kernel/idempotency";
import { buyerTaxIdOf } from "@/lib/core/nif";
import type { OperationContext } from "@/lib/kernel/operation";
import { entryInstant, signedFieldsOf } from "@/lib/domains/invoices/signed-fields";
import { buildAtQrPayload } from "./at-qr-code";
import type { InvoiceTotals, VatRate } from "./invoice-totals";
import { DEFAULT_LINE_KIND, type LineKind } from "./line-kind";
import { claimStatementPart, DEFAULT_SERIES_CODE, inSeries } from "./series";
import { outboxStatementParts, type OutboxEvent } from "@/lib/domains/webhooks/outbox";

// Writes one issued sales document (FT, FR, FS, NC, ND) inside the caller's transaction: the next
// gap-free number of its series, the ATCUD, the chained hash and the AT QR code, the row, its lines
// and its events. Every document type goes through here, so none can skip numbering or the QR.
//
// All of it is one SQL statement. Taking the number locks the series row until commit, so the time
// between that and the commit bounds how many documents one series can issue per second; with the
// number taken inside the statement that writes the document, that time is one statement and the
// commit, never a round trip back to this process (whose event loop is busy under load). SQL (the
// `sql` template of lib/core/db/sql.ts: a chain of data-modifying CTEs the builder cannot compose)
// also because Prisma 6 compiles every query to a plan on the event loop (≈ 1–3 ms of CPU for a
// nested create with its read-back).

const CERTIFICATE_NUMBER = "0"; // simulated: no certified invoicing program

export type SalesDocumentType = "FT" | "FR" | "FS" | "NC" | "ND";

export interface DocumentLineToWrite {
  description: string;
  quantityThousandths: number;
  unitCents: number;
  vatRate: VatRate;
  vatExemptionCode: string | null;
  referencedInvoiceId?: string;
  referencedPosition?: number;
  /** The document's withholding is taken on this line (lib/domains/invoices/withholding.ts). */
  withheld?: boolean;
  /** goods or services (./line-kind.ts); services when absent. */
  kind?: LineKind;
}

export interface DocumentToWrite {
  type: SalesDocumentType;
  client: { id: string; name: string; nif: string | null; country?: string; foreignTaxId?: string | null };
  issueDate: string;
  dueDate: string;
  lines: DocumentLineToWrite[];
  totals: InvoiceTotals;
  reason?: string;
  paidAt?: Date | null;
  withholding?: { code: string; rateBasisPoints: number; cents: number };
  /** The series' code (lib/domains/invoices/series.ts); the type's default series when absent. */
  seriesCode?: string;
  /** Public-procurement references printed in the CIUS-PT UBL (BT-13, BT-10). */
  commitmentNumber?: string | null;
  orderReference?: string | null;
  /** The integrator's own id and string map (create_invoice's externalId and metadata). */
  externalId?: string | null;
  metadata?: Record<string, string>;
}

export async function writeSalesDocument(tx: Transaction, context: OperationContext, document: DocumentToWrite): Promise<Invoice> {
  const year = Number(document.issueDate.slice(0, 4));
  const code = document.seriesCode ?? DEFAULT_SERIES_CODE;
  const { totals } = document;
  const id = newRowId();
  const byRate = new Map(totals.vatByRate.map((summary) => [summary.rate, summary]));
  // The fields that depend on the number (and the issuer's NIF, read in the same statement) are
  // left as placeholders and filled in by PostgreSQL from the claimed row.
  const qrTemplate = buildAtQrPayload({
    issuerNif: QR_PLACEHOLDERS.issuerNif,
    // QR spec: B is the buyer's tax number, written as the SAF-T's CustomerTaxID (no country prefix;
    // lib/core/nif.ts buyerTaxIdOf), C the buyer's country.
    buyerNif: buyerTaxIdOf({ nif: document.client.nif ?? null, country: document.client.country ?? "PT", foreignTaxId: document.client.foreignTaxId ?? null }),
    buyerCountry: document.client.country ?? "PT",
    documentType: document.type,
    documentStatus: "N",
    documentDate: document.issueDate,
    documentId: QR_PLACEHOLDERS.display,
    atcud: QR_PLACEHOLDERS.atcud,
    fiscalSpace: "PT",
    exemptBaseCents: byRate.get(0)?.baseCents,
    reducedBaseCents: byRate.get(6)?.baseCents,
    reducedVatCents: byRate.get(6)?.vatCents,
    intermediateBaseCents: byRate.get(13)?.baseCents,
    intermediateVatCents: byRate.get(13)?.vatCents,
    normalBaseCents: byRate.get(23)?.baseCents,
    normalVatCents: byRate.get(23)?.vatCents,
    totalVatCents: totals.vatCents,
    grossTotalCents: totals.totalCents,
    withholdingCents: document.withholding?.cents,
    hashCharacters: QR_PLACEHOLDERS.hashCharacters,
    certificateNumber: CERTIFICATE_NUMBER,
  });
  const event = { id, type: document.type, clientId: document.client.id, clientName: document.client.name, issueDate: document.issueDate, totalCents: totals.totalCents };
  const events: OutboxEvent[] = [{ type: document.type === "NC" ? "credit_note.issued" : document.type === "ND" ? "debit_note.issued" : "invoice.issued", data: event }];
  if (document.paidAt) events.push({ type: "invoice.paid", data: { ...event, paidAt: document.issueDate } });
  const timestamp = (value: Date | null) => (value ? sql`${value.toISOString()}::timestamp(3)` : sql`NULL`);
  const lines = document.lines.map(
    (line, index) =>
      sql`(${newRowId()}, ${index + 1}::int, ${line.description}, ${line.quantityThousandths}::int, ${line.unitCents}::int, ${line.vatRate}::int, ${line.vatExemptionCode}::text, ${totals.lineNetCents[index]!}::int, ${line.referencedInvoiceId ?? null}::text, ${line.referencedPosition ?? null}::int, ${line.withheld ?? false}::boolean, ${line.kind ?? DEFAULT_LINE_KIND}::text)`,
  );
  // The hash signs the fields as the SAF-T will write them, and createdAt is the second it signed
  // (SystemEntryDate), so an auditor can recompute the chain from the file (lib/domains/invoices/signed-fields.ts).
  const enteredAt = entryInstant(context.now());
  const claim = claimStatementPart(context.companyId, document.type, year, signedFieldsOf({ date: document.issueDate, enteredAt, grossCents: totals.totalCents }), code);
  return inSeries(tx, context.companyId, document.type, year, code, async () => {
    const {
      rows: [invoice],
    } = await sql<Invoice>`
      WITH ${claim}, invoice AS (
        INSERT INTO "Invoice" ("id", "companyId", "clientId", "seriesId", "type", "number", "display", "atcud", "issueDate", "dueDate", "clientName", "clientNif",
          "netCents", "vatCents", "totalCents", "qrPayload", "hash", "reason", "paidAt", "withholdingCents", "withholdingCode", "withholdingRateBasisPoints", "commitmentNumber", "orderReference", "externalId", "metadata", "createdAt")
        SELECT ${id}, ${context.companyId}, ${document.client.id}, claimed."seriesId", ${document.type}::"InvoiceType", claimed."number", claimed."display", claimed."atcud",
          ${document.issueDate}::date, ${document.dueDate}::date, ${document.client.name}, ${document.client.nif}, ${totals.netCents}::int, ${totals.vatCents}::int, ${totals.totalCents}::int,
          ${filledQrPayload(qrTemplate)}, claimed."hash", ${document.reason ?? null}, ${timestamp(document.paidAt ?? null)}, ${document.withholding?.cents ?? 0}::int,
          ${document.withholding?.code ?? null}, ${document.withholding?.rateBasisPoints ?? null}::int, ${document.commitmentNumber ?? null}, ${document.orderReference ?? null},
          ${document.externalId ?? null}, ${JSON.stringify(document.metadata ?? {})}::jsonb, ${timestamp(enteredAt)}
        FROM claimed
        RETURNING *
      ), lines AS (
        INSERT INTO "InvoiceLine" ("id", "invoiceId", "position", "description", "quantityThousandths", "unitCents", "vatRate", "vatExemptionCode", "netCents", "referencedInvoiceId", "referencedPosition", "withheld", "kind")
        SELECT line."id", invoice."id", line."position", line."description", line."quantityThousandths", line."unitCents", line."vatRate", line."vatExemptionCode", line."netCents",
          line."referencedInvoiceId", line."referencedPosition", line."withheld", line."kind"
        FROM invoice CROSS JOIN (VALUES ${sql.join(lines)})
          AS line ("id", "position", "description", "quantityThousandths", "unitCents", "vatRate", "vatExemptionCode", "netCents", "referencedInvoiceId", "referencedPosition", "withheld", "kind")
      ), ${outboxStatementParts(context.companyId, events, { from: sql`invoice`, addToData: sql`jsonb_build_object('display', invoice."display")` })}
      SELECT "id", "companyId", "clientId", "seriesId", "type"::text AS "type", "number", "display", "atcud", "issueDate", "dueDate", "clientName", "clientNif", "netCents", "vatCents",
        "totalCents", "qrPayload", "hash", "paidAt", "reason", "annulledAt", "annulmentReason", "creditedCents", "creditedWithholdingCents", "paidCents", "withholdingCents",
        "withholdingCode", "withholdingRateBasisPoints", "commitmentNumber", "orderReference", "externalId", "metadata", "createdAt", "updatedAt"
      FROM invoice`.execute(sqlOf(tx));
    return invoice;
  });
}

/** Stand-ins in the QR template for what only the claimed row knows; NUL never occurs in a field. */
const QR_PLACEHOLDERS = { issuerNif: "\u0000A\u0000", display: "\u0000G\u0000", atcud: "\u0000H\u0000", hashCharacters: "\u0000Q\u0000" } as const;
const CLAIMED_COLUMNS: Record<string, RawBuilder<unknown>> = {
  [QR_PLACEHOLDERS.issuerNif]: sql`claimed."issuerNif"`,
  [QR_PLACEHOLDERS.display]: sql`claimed."display"`,
  [QR_PLACEHOLDERS.atcud]: sql`claimed."atcud"`,
  [QR_PLACEHOLDERS.hashCharacters]: sql`claimed."hashCharacters"`,
};

/** The QR payload as an SQL expression: the template's text with each placeholder replaced by its claimed column. */
function filledQrPayload(template: string): RawBuilder<unknown> {
  const parts = template.split(/(\u0000[A-Z]\u0000)/).filter((part) => part !== "");
  return sql.join(parts.map((part) => CLAIMED_COLUMNS[part] ?? sql`${part}::text`), sql` || `);
}

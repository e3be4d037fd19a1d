import { newRowId } from "@/lib/db/row-id";
import { Prisma, type Invoice } from "@/lib/generated/prisma/client.ts";
import type { Transaction } from "@/lib/idempotency";
import { FINAL_CONSUMER_NIF } from "@/lib/nif";
import type { OperationContext } from "@/lib/operations/operation";
import { buildAtQrPayload, formatQrAmount } from "./at-qr-code";
import type { InvoiceTotals, VatRate } from "./invoice-totals";
import { claimNextNumber, hashCharacters } from "./series";
import { recordEvent } from "@/lib/webhooks/outbox";

// Writes one issued sales document (FT, FR, FS, NC, ND) inside the caller's transaction: the next
// gap-free number of its series, the ATCUD, the chained hash and the AT QR code, then the row and its
// lines. Every document type goes through here, so none can skip numbering or the QR.

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
  /** The series' code (lib/invoices/series.ts); the type's default series when absent. */
  seriesCode?: string;
}

export async function writeSalesDocument(tx: Transaction, context: OperationContext, document: DocumentToWrite): Promise<Invoice> {
  const year = Number(document.issueDate.slice(0, 4));
  const { totals } = document;
  // From here to commit the series row is locked: everything above is done without it, and what
  // follows is two statements (the document with its lines, then its event).
  const claimed = await claimNextNumber(tx, context.companyId, document.type, year, { date: document.issueDate, systemEntry: context.now().toISOString(), grossTotal: formatQrAmount(totals.totalCents) }, document.seriesCode);
  const display = `${claimed.label}/${claimed.number}`;
  const atcud = `${claimed.validationCode}-${claimed.number}`;
  const hash = claimed.hash;
  const byRate = new Map(totals.vatByRate.map((summary) => [summary.rate, summary]));
  const qrPayload = buildAtQrPayload({
    issuerNif: claimed.issuerNif,
    // QR spec: B is the buyer's tax number (a foreign one outside Portugal), C the buyer's country.
    buyerNif: (document.client.country ?? "PT") === "PT" ? (document.client.nif ?? FINAL_CONSUMER_NIF) : (document.client.foreignTaxId ?? FINAL_CONSUMER_NIF),
    buyerCountry: document.client.country ?? "PT",
    documentType: document.type,
    documentStatus: "N",
    documentDate: document.issueDate,
    documentId: display,
    atcud,
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
    hashCharacters: hashCharacters(hash),
    certificateNumber: CERTIFICATE_NUMBER,
  });
  const invoice = await insertDocument(tx, {
    id: newRowId(),
    companyId: context.companyId,
    clientId: document.client.id,
    seriesId: claimed.seriesId,
    type: document.type,
    number: claimed.number,
    display,
    atcud,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    clientName: document.client.name,
    clientNif: document.client.nif,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    qrPayload,
    hash,
    reason: document.reason ?? null,
    paidAt: document.paidAt ?? null,
    withholdingCents: document.withholding?.cents ?? 0,
    withholdingCode: document.withholding?.code ?? null,
    withholdingRateBasisPoints: document.withholding?.rateBasisPoints ?? null,
    createdAt: new Date(),
    lines: document.lines.map((line, index) => ({ ...line, netCents: totals.lineNetCents[index]! })),
  });
  const event = { id: invoice.id, number: display, type: document.type, clientId: document.client.id, clientName: document.client.name, issueDate: document.issueDate, totalCents: totals.totalCents };
  await recordEvent(tx, context.companyId, document.type === "NC" ? "credit_note.issued" : document.type === "ND" ? "debit_note.issued" : "invoice.issued", event);
  if (invoice.paidAt) await recordEvent(tx, context.companyId, "invoice.paid", { ...event, paidAt: document.issueDate });
  return invoice;
}

interface DocumentRow {
  id: string;
  companyId: string;
  clientId: string;
  seriesId: string;
  type: SalesDocumentType;
  number: number;
  display: string;
  atcud: string;
  issueDate: string;
  dueDate: string;
  clientName: string;
  clientNif: string | null;
  netCents: number;
  vatCents: number;
  totalCents: number;
  qrPayload: string;
  hash: string;
  reason: string | null;
  paidAt: Date | null;
  withholdingCents: number;
  withholdingCode: string | null;
  withholdingRateBasisPoints: number | null;
  createdAt: Date;
  lines: (DocumentLineToWrite & { netCents: number })[];
}

/**
 * The document and its lines in one statement, one round trip while the series is locked. Raw SQL
 * because Prisma 6 compiles every query to a plan on the event loop (≈ 1–3 ms of CPU for a nested
 * create with its read-back), and this runs once per document under the series lock.
 */
async function insertDocument(tx: Transaction, row: DocumentRow): Promise<Invoice> {
  const timestamp = (value: Date | null) => (value ? Prisma.sql`${value.toISOString()}::timestamp(3)` : Prisma.sql`NULL`);
  const lines = row.lines.map(
    (line, index) => Prisma.sql`(${newRowId()}, ${row.id}, ${index + 1}::int, ${line.description}, ${line.quantityThousandths}::int, ${line.unitCents}::int, ${line.vatRate}::int, ${line.vatExemptionCode}, ${line.netCents}::int, ${line.referencedInvoiceId ?? null}, ${line.referencedPosition ?? null}::int)`,
  );
  const [invoice] = await tx.$queryRaw<Invoice[]>`
    WITH invoice AS (
      INSERT INTO "Invoice" ("id", "companyId", "clientId", "seriesId", "type", "number", "display", "atcud", "issueDate", "dueDate", "clientName", "clientNif",
        "netCents", "vatCents", "totalCents", "qrPayload", "hash", "reason", "paidAt", "withholdingCents", "withholdingCode", "withholdingRateBasisPoints", "createdAt")
      VALUES (${row.id}, ${row.companyId}, ${row.clientId}, ${row.seriesId}, ${row.type}::"InvoiceType", ${row.number}::int, ${row.display}, ${row.atcud}, ${row.issueDate}::date, ${row.dueDate}::date,
        ${row.clientName}, ${row.clientNif}, ${row.netCents}::int, ${row.vatCents}::int, ${row.totalCents}::int, ${row.qrPayload}, ${row.hash}, ${row.reason}, ${timestamp(row.paidAt)},
        ${row.withholdingCents}::int, ${row.withholdingCode}, ${row.withholdingRateBasisPoints}::int, ${timestamp(row.createdAt)})
      RETURNING *
    ), lines AS (
      INSERT INTO "InvoiceLine" ("id", "invoiceId", "position", "description", "quantityThousandths", "unitCents", "vatRate", "vatExemptionCode", "netCents", "referencedInvoiceId", "referencedPosition")
      VALUES ${Prisma.join(lines)}
    )
    SELECT "id", "companyId", "clientId", "seriesId", "type"::text AS "type", "number", "display", "atcud", "issueDate", "dueDate", "clientName", "clientNif", "netCents", "vatCents", "totalCents",
      "qrPayload", "hash", "paidAt", "reason", "annulledAt", "annulmentReason", "creditedCents", "creditedWithholdingCents", "paidCents", "withholdingCents", "withholdingCode",
      "withholdingRateBasisPoints", "createdAt"
    FROM invoice`;
  return invoice!;
}

import type { Transaction } from "@/lib/idempotency";
import { toUtcDate } from "@/lib/dates";
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

export async function writeSalesDocument(tx: Transaction, context: OperationContext, document: DocumentToWrite) {
  const company = await tx.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { nif: true } });
  const year = Number(document.issueDate.slice(0, 4));
  const { totals } = document;
  // From here to commit the series row is locked: everything above is done without it.
  const claimed = await claimNextNumber(tx, context.companyId, document.type, year, { date: document.issueDate, systemEntry: context.now().toISOString(), grossTotal: formatQrAmount(totals.totalCents) }, document.seriesCode);
  const display = `${claimed.label}/${claimed.number}`;
  const atcud = `${claimed.validationCode}-${claimed.number}`;
  const hash = claimed.hash;
  const byRate = new Map(totals.vatByRate.map((summary) => [summary.rate, summary]));
  const qrPayload = buildAtQrPayload({
    issuerNif: company.nif,
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
  const invoice = await tx.invoice.create({
    data: {
      companyId: context.companyId,
      clientId: document.client.id,
      seriesId: claimed.seriesId,
      type: document.type,
      number: claimed.number,
      display,
      atcud,
      issueDate: toUtcDate(document.issueDate),
      dueDate: toUtcDate(document.dueDate),
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
      // One INSERT for all lines.
      lines: {
        createMany: {
          data: document.lines.map((line, index) => ({
            position: index + 1,
            description: line.description,
            quantityThousandths: line.quantityThousandths,
            unitCents: line.unitCents,
            vatRate: line.vatRate,
            vatExemptionCode: line.vatExemptionCode,
            netCents: totals.lineNetCents[index]!,
            referencedInvoiceId: line.referencedInvoiceId ?? null,
            referencedPosition: line.referencedPosition ?? null,
          })),
        },
      },
    },
  });
  const event = { id: invoice.id, number: display, type: document.type, clientId: document.client.id, clientName: document.client.name, issueDate: document.issueDate, totalCents: totals.totalCents };
  await recordEvent(tx, context.companyId, document.type === "NC" ? "credit_note.issued" : document.type === "ND" ? "debit_note.issued" : "invoice.issued", event);
  if (invoice.paidAt) await recordEvent(tx, context.companyId, "invoice.paid", { ...event, paidAt: document.issueDate });
  return invoice;
}

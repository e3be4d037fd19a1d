import { eurosToCents, formatEuros } from "@/lib/core/money";
import { DEFAULT_LINE_KIND, type LineKind } from "./line-kind";
import { quantityToThousandths, type InvoiceTotals, type VatRate } from "./invoice-totals";
import { invoiceSummary } from "./invoice-view";

// What every issuing operation (FT/FR/FS, NC, ND) shares: lines as the books store them, and the
// answer with the document's totals and QR.

type LineInput = { description: string; quantity: number; unitEuros: number; vatRate: number; vatExemptionCode?: string; kind?: LineKind };

/** Input lines as stored: quantities in thousandths, money in cents, an exemption code only on 0 % lines. */
export function storedLines(lines: LineInput[]) {
  return lines.map((line) => ({
    description: line.description,
    quantityThousandths: quantityToThousandths(line.quantity),
    unitCents: eurosToCents(line.unitEuros),
    vatRate: line.vatRate as VatRate,
    vatExemptionCode: line.vatRate === 0 ? line.vatExemptionCode! : null,
    kind: line.kind ?? DEFAULT_LINE_KIND,
  }));
}

/** The summary of a document just issued, with its net, VAT and QR payload. */
export function issuedDocument(document: Parameters<typeof invoiceSummary>[0] & { qrPayload: string }, today: string, totals: Pick<InvoiceTotals, "netCents" | "vatCents">) {
  return {
    ...invoiceSummary(document, today),
    netCents: totals.netCents,
    net: formatEuros(totals.netCents),
    vatCents: totals.vatCents,
    vat: formatEuros(totals.vatCents),
    qrPayload: document.qrPayload,
  };
}

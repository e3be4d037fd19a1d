import { DEFAULT_LINE_KIND } from "./line-kind";
import { ApiError } from "@/lib/core/api-error";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import { computeInvoiceTotals, lineNetCents, quantityToThousandths, type InvoiceTotals, type VatRate } from "./invoice-totals";
import type { DocumentLineToWrite } from "./write-document";

// What a nota de crédito may take from one original document (CIVA art. 29.º n.º 1 b) and art. 78.º:
// the correction references the document it corrects and can never credit more than was charged).
// The limits are per original line (net) and on the original's gross total, counting every NC still
// in force; an NC may credit a whole line, a quantity of it, or an amount of it.

/**
 * Documents an NC may correct. A nota de débito is one: art. 78.º n.º 1 CIVA lets any invoiced amount
 * be corrected after issue, an ND included (audit W20: «a wrong ND can only be annulled, and only
 * until the 5th of the next month»). The NC credits the ND's own lines, up to what the ND charged.
 */
export const CREDITABLE_TYPES = ["FT", "FR", "FS", "ND"] as const;

/** Documents an ND may add to (an ND adds to an invoice, never to another ND or to an NC). */
export const DEBITABLE_TYPES = ["FT", "FR", "FS"] as const;

export interface OriginalLine {
  position: number;
  description: string;
  quantityThousandths: number;
  unitCents: number;
  vatRate: number;
  vatExemptionCode: string | null;
  netCents: number;
  /** Whether the original's withholding was taken on this line. */
  withheld?: boolean;
  /** goods or services (./line-kind.ts); the NC line credits the same kind. */
  kind?: string;
}

export interface OriginalDocument {
  id: string;
  display: string;
  type: string;
  totalCents: number;
  creditedCents: number;
  annulledAt: Date | null;
  lines: OriginalLine[];
}

export interface CreditRequestLine {
  line: number;
  quantity?: number;
  amountEuros?: number;
}

/** Net already credited per line position of the original, by NCs in force. */
export type CreditedNetByPosition = Map<number, number>;

export function creditLinesFor(original: OriginalDocument, credited: CreditedNetByPosition, requested: CreditRequestLine[] | undefined, path: string): DocumentLineToWrite[] {
  if (original.annulledAt) throw new ApiError("conflict", `${original.display} is annulled: it cannot be credited.`, { pt: `${original.display} está anulada: não pode ser creditada.` });
  if (!(CREDITABLE_TYPES as readonly string[]).includes(original.type)) {
    throw new ApiError("validation_error", `${original.display} is a ${original.type}: credit notes correct FT, FR, FS or ND documents.`, { details: [{ path, message: "not an FT, FR, FS or ND" }] });
  }
  const byPosition = new Map(original.lines.map((line) => [line.position, line]));
  const wanted: CreditRequestLine[] = requested ?? original.lines.map((line) => ({ line: line.position }));
  const lines: DocumentLineToWrite[] = [];
  wanted.forEach((request, index) => {
    const line = byPosition.get(request.line);
    const linePath = `${path}.lines[${index}]`;
    if (!line) throw new ApiError("validation_error", `${original.display} has no line ${request.line}.`, { details: [{ path: `${linePath}.line`, message: "no such line" }] });
    const remaining = line.netCents - (credited.get(line.position) ?? 0);
    if (wanted.filter((other) => other.line === request.line).length > 1) {
      throw new ApiError("validation_error", `Line ${request.line} is named twice.`, { details: [{ path: `${linePath}.line`, message: "repeated line" }] });
    }
    let quantityThousandths: number;
    let unitCents: number;
    if (request.quantity !== undefined) {
      quantityThousandths = quantityToThousandths(request.quantity);
      unitCents = line.unitCents;
    } else if (request.amountEuros !== undefined) {
      quantityThousandths = 1000;
      unitCents = eurosToCents(request.amountEuros);
    } else if (remaining === line.netCents) {
      quantityThousandths = line.quantityThousandths;
      unitCents = line.unitCents;
    } else {
      quantityThousandths = 1000;
      unitCents = remaining;
    }
    const net = lineNetCents(quantityThousandths, unitCents);
    // A whole-document credit skips lines already fully credited; an explicit request may not.
    if (requested === undefined && remaining === 0) return;
    if (net <= 0 || net > remaining) {
      throw new ApiError("conflict", `Line ${line.position} of ${original.display} has only ${formatEuros(Math.max(remaining, 0))} (before VAT) left to credit; ${formatEuros(net)} was asked.`, {
        pt: `A linha ${line.position} de ${original.display} só tem ${formatEuros(Math.max(remaining, 0))} (sem IVA) por creditar; pediu ${formatEuros(net)}.`,
        // Named at what was asked (the amount or quantity), so a form marks that field.
        details: [{ path: request.amountEuros !== undefined ? `${linePath}.amountEuros` : request.quantity !== undefined ? `${linePath}.quantity` : linePath, message: "more than is still creditable" }],
      });
    }
    lines.push({
      description: line.description,
      quantityThousandths,
      unitCents,
      vatRate: line.vatRate as VatRate,
      vatExemptionCode: line.vatExemptionCode,
      referencedInvoiceId: original.id,
      referencedPosition: line.position,
      withheld: line.withheld ?? false,
      kind: line.kind === "goods" ? "goods" : DEFAULT_LINE_KIND,
    });
  });
  if (lines.length === 0) throw new ApiError("conflict", `${original.display} is already fully credited.`, { pt: `${original.display} já está totalmente creditada.` });
  const share = computeInvoiceTotals(lines).totalCents;
  const excess = original.creditedCents + share - original.totalCents;
  // The note that credits the last of every line may exceed what is left only by the VAT rounding of
  // the partial notes before it (each rounds its own VAT); create_credit_note then takes that off its
  // VAT (roundingExcessCents), so the notes add up to the original exactly.
  const completes = original.lines.every((line) => line.netCents - (credited.get(line.position) ?? 0) - lines.filter((planned) => planned.referencedPosition === line.position).reduce((sum, planned) => sum + lineNetCents(planned.quantityThousandths, planned.unitCents), 0) === 0);
  if (excess > 0 && !(completes && excess <= maxRoundingExcess(original))) {
    throw new ApiError("conflict", `${original.display} has only ${formatEuros(original.totalCents - original.creditedCents)} left to credit; this note would credit ${formatEuros(share)}.`, {
      pt: `${original.display} só tem ${formatEuros(original.totalCents - original.creditedCents)} por creditar; esta nota creditaria ${formatEuros(share)}.`,
      details: [{ path, message: "more than is still creditable" }],
    });
  }
  return lines;
}

/** What the completing note may take off its VAT: up to 5 cents per VAT rate on the original. */
function maxRoundingExcess(original: OriginalDocument): number {
  return new Set(original.lines.map((line) => line.vatRate)).size * 5;
}

/** How much a planned note's total exceeds what is left on the original (0 when it does not). */
export function roundingExcessCents(original: Pick<OriginalDocument, "totalCents" | "creditedCents">, shareTotalCents: number): number {
  return Math.max(0, original.creditedCents + shareTotalCents - original.totalCents);
}

/** The note's totals with `excessCents` taken off its VAT, highest rate first (never below zero). */
export function withoutRoundingExcess(totals: InvoiceTotals, excessCents: number): InvoiceTotals {
  if (excessCents <= 0) return totals;
  let left = excessCents;
  const vatByRate = totals.vatByRate.map((summary) => ({ ...summary }));
  for (const summary of [...vatByRate].sort((a, b) => b.rate - a.rate)) {
    const taken = Math.min(left, summary.vatCents);
    summary.vatCents -= taken;
    left -= taken;
  }
  const removed = excessCents - left;
  return { ...totals, vatByRate, vatCents: totals.vatCents - removed, totalCents: totals.totalCents - removed };
}

// The books as the return reads them: issued documents with their lines, and purchase documents.
// Plain data, so the placement rules (place-sales.ts, place-purchases.ts) are tested without a database.

export interface SaleLine {
  position: number;
  vatRate: number;
  vatExemptionCode: string | null;
  netCents: number;
}

export interface SaleDocument {
  id: string;
  /** "FT 2026/17". */
  display: string;
  /** FT, FR, FS, ND or NC (receipts are never Invoice rows). */
  type: string;
  issueDate: string;
  annulled: boolean;
  /** NC: the day the client acknowledged it (CIVA art. 78.º, n.º 5); null = not recorded; absent = not read. */
  acknowledgementDate?: string | null;
  /** The VAT the document states (its per-rate VAT is recomputed and reconciled to this). */
  vatCents: number;
  lines: SaleLine[];
}

export interface PurchaseDocument {
  id: string;
  supplierName: string | null;
  documentNumber: string | null;
  documentDate: string | null;
  /** Only archived (reviewed or confirmed) documents count; the others are still in review. */
  archived: boolean;
  netCents: number | null;
  vatCents: number | null;
  vatDeductibleCents: number | null;
  selfAssessedVatCents: number | null;
  supplierNif: string | null;
  supplierVatId: string | null;
  category: string | null;
  vatBreakdown: { rate: number; baseCents: number; vatCents: number }[] | null;
  /** For the reconciliation with e-Fatura (optional: the placement rules do not read them). */
  atcud?: string | null;
  totalCents?: number | null;
}

/** One line of a field's provenance: a document (or a part of it) and the amount it brings. */
export interface FieldLine {
  /** Unique within the return: the document id and the part of it (rate or position). */
  id: string;
  campo: number;
  documentKind: "invoice" | "expense";
  documentId: string;
  /** "FT 2026/17" or "Galp Energia — FT A/123". */
  document: string;
  date: string;
  /** Which part of the document: "linhas 1, 3 (23 %)", "IVA dedutível 50 %", … */
  detail: string;
  amountCents: number;
}

/** A document line the return cannot place in a field, with why (shown, never silently dropped). */
export interface UnplacedLine {
  documentKind: "invoice" | "expense";
  documentId: string;
  document: string;
  reason: string;
}

export interface Period {
  start: string;
  end: string;
}

export const inPeriod = (date: string | null, period: Period): date is string => date !== null && date >= period.start && date <= period.end;

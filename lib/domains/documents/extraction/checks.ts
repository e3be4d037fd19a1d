import { isValidNif } from "@/lib/core/nif";
import type { VatLine } from "./qr-fields";

// What makes an extracted document trustworthy enough to archive without a person looking at it.

export interface ExtractedFields {
  supplierName?: string | null;
  supplierNif?: string | null;
  /** A foreign supplier's VAT number, which stands in for the NIF. */
  supplierVatId?: string | null;
  buyerNif?: string | null;
  documentDate?: string | null;
  totalCents?: number | null;
  vatCents?: number | null;
  netCents?: number | null;
  vatBreakdown?: VatLine[] | null;
}

/** Reasons to review, in Portuguese for the person who will; empty when the document can be archived. */
export function reviewReasons(fields: ExtractedFields, context: { today: string; companyNif: string }): string[] {
  const reasons: string[] = [];
  if (!fields.supplierNif) {
    if (!fields.supplierVatId) reasons.push("Falta o NIF do fornecedor.");
  }
  else if (!isValidNif(fields.supplierNif)) reasons.push(`O NIF do fornecedor ${fields.supplierNif} não é válido (dígito de controlo).`);
  if (!fields.documentDate) reasons.push("Falta a data do documento.");
  else if (fields.documentDate > context.today) reasons.push(`A data do documento (${fields.documentDate}) está no futuro.`);
  if (fields.totalCents === undefined || fields.totalCents === null) reasons.push("Falta o total do documento.");
  if (fields.buyerNif && fields.buyerNif !== context.companyNif) {
    reasons.push(fields.buyerNif === "999999990" ? "A fatura foi emitida a consumidor final, não à empresa: o IVA não é dedutível." : `A fatura foi emitida ao NIF ${fields.buyerNif}, não ao da empresa (${context.companyNif}).`);
  }
  if (fields.totalCents !== undefined && fields.totalCents !== null && fields.vatBreakdown?.length) {
    const sum = fields.vatBreakdown.reduce((total, line) => total + line.baseCents + line.vatCents, 0);
    if (Math.abs(sum - fields.totalCents) > 1) reasons.push(`As bases mais o IVA (${(sum / 100).toFixed(2)}) não batem com o total (${(fields.totalCents / 100).toFixed(2)}).`);
  } else if (fields.totalCents !== undefined && fields.totalCents !== null && fields.vatCents !== undefined && fields.vatCents !== null && fields.netCents !== undefined && fields.netCents !== null) {
    if (Math.abs(fields.netCents + fields.vatCents - fields.totalCents) > 1) reasons.push("A base mais o IVA não batem com o total.");
  }
  return reasons;
}

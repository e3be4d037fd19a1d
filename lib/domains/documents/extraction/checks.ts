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

/**
 * Reasons to review, empty when the document can be archived: `pt` for the person who will (stored as
 * the document's review reasons), `message` in English for an API caller refused by review_document.
 */
export function reviewReasons(fields: ExtractedFields, context: { today: string; companyNif: string }): { message: string; pt: string }[] {
  const reasons: { message: string; pt: string }[] = [];
  const add = (message: string, pt: string) => reasons.push({ message, pt });
  if (!fields.supplierNif) {
    if (!fields.supplierVatId) add("The supplier's NIF is missing.", "Falta o NIF do fornecedor.");
  }
  else if (!isValidNif(fields.supplierNif)) add(`The supplier's NIF ${fields.supplierNif} is not valid (check digit).`, `O NIF do fornecedor ${fields.supplierNif} não é válido (dígito de controlo).`);
  if (!fields.documentDate) add("The document's date is missing.", "Falta a data do documento.");
  else if (fields.documentDate > context.today) add(`The document's date (${fields.documentDate}) is in the future.`, `A data do documento (${fields.documentDate}) está no futuro.`);
  if (fields.totalCents === undefined || fields.totalCents === null) add("The document's total is missing.", "Falta o total do documento.");
  if (fields.buyerNif && fields.buyerNif !== context.companyNif) {
    if (fields.buyerNif === "999999990") add("The invoice was issued to a final consumer, not to the company: its VAT is not deductible.", "A fatura foi emitida a consumidor final, não à empresa: o IVA não é dedutível.");
    else add(`The invoice was issued to NIF ${fields.buyerNif}, not to the company's (${context.companyNif}).`, `A fatura foi emitida ao NIF ${fields.buyerNif}, não ao da empresa (${context.companyNif}).`);
  }
  if (fields.totalCents !== undefined && fields.totalCents !== null && fields.vatBreakdown?.length) {
    const sum = fields.vatBreakdown.reduce((total, line) => total + line.baseCents + line.vatCents, 0);
    const [bases, total] = [(sum / 100).toFixed(2), (fields.totalCents / 100).toFixed(2)];
    if (Math.abs(sum - fields.totalCents) > 1) add(`The bases plus VAT (${bases}) do not match the total (${total}).`, `As bases mais o IVA (${bases}) não batem com o total (${total}).`);
  } else if (fields.totalCents !== undefined && fields.totalCents !== null && fields.vatCents !== undefined && fields.vatCents !== null && fields.netCents !== undefined && fields.netCents !== null) {
    if (Math.abs(fields.netCents + fields.vatCents - fields.totalCents) > 1) add("The base plus VAT does not match the total.", "A base mais o IVA não batem com o total.");
  }
  return reasons;
}

import { nifProblem, normalizeNif } from "@/lib/core/nif";

// Who produced the file. Contabilista is not a program certified by the tax authority (Portaria
// 363/2010): the certificate number is 0, as on the invoices' QR code (field R = 0). The document
// hashes are the service's own simulated chain (lib/domains/invoices/series.ts), not an RSA signature
// with an AT-registered key: the file has no fiscal value.
export const SAFT_HEADER_CONSTANTS = {
  softwareCertificateNumber: 0,
  productId: "Contabilista/Contabilista (simulado)",
  productVersion: "1.0.0",
  /** HashControl: version of the signing key; 1 for the simulated chain. */
  hashControl: "1",
  sourceId: "Contabilista",
  headerComment: "Ficheiro simulado, sem valor fiscal: assinaturas (Hash) simuladas, programa não certificado.",
} as const;

/**
 * Header/ProductCompanyTaxID: "NIF da empresa produtora de software" (Portaria 302/2016, 1.
 * Header; the schema's SAFPTtextTypeMandatoryMax30Car, any text of 1 to 30 characters). Whoever runs
 * Contabilista as a producer registered at AT sets SAFT_PRODUCER_NIF to that NIF. Without it the file
 * says 000000000: no NIF starts with 0 (DOMAIN-PT.md), so the header never names a third party — the
 * old placeholder 500000000 is a check-digit-valid NIPC that may belong to a real company (audit W20).
 */
export const UNREGISTERED_PRODUCER_TAX_ID = "000000000";

export function saftProducerTaxId(configured: string | undefined = process.env.SAFT_PRODUCER_NIF): string {
  const value = configured?.trim();
  if (!value) return UNREGISTERED_PRODUCER_TAX_ID;
  const problem = nifProblem(value);
  if (problem) throw new Error(`SAFT_PRODUCER_NIF is not a valid Portuguese NIF (${problem}): ${value}`);
  return normalizeNif(value);
}

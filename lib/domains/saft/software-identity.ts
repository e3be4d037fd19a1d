// Who produced the file. Contabilista is not a program certified by the tax authority (Portaria
// 363/2010): the certificate number is 0 and the producer's tax id is a placeholder, as on the
// invoices' QR code (field R = 0). The document hashes are the service's own simulated chain
// (lib/domains/invoices/series.ts), not an RSA signature with an AT-registered key: the file has no fiscal value.
export const SAFT_HEADER_CONSTANTS = {
  productCompanyTaxId: "500000000",
  softwareCertificateNumber: 0,
  productId: "Contabilista/Contabilista (simulado)",
  productVersion: "1.0.0",
  /** HashControl: version of the signing key; 1 for the simulated chain. */
  hashControl: "1",
  sourceId: "Contabilista",
  headerComment: "Ficheiro simulado, sem valor fiscal: assinaturas (Hash) simuladas, programa não certificado.",
} as const;

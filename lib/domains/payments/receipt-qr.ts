import { buildAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { buyerTaxIdOf } from "@/lib/core/nif";

// The AT QR code of a receipt (Portaria 195/2020 art. 4.º: every document of the SAF-T's
// SourceDocuments, receipts in Payments included; AT "Especificações técnicas do código QR"):
// document type RG (outros recibos, as the SAF-T's PaymentType), no VAT breakdown, so field I1 is
// "0" (the spec's value for a document without VAT rates) and N is 0.00; O is the amount received.
// Status E follows the receipt (A once annulled), like its SAF-T PaymentStatus.

const CERTIFICATE_NUMBER = "0"; // simulated: no certified invoicing program

export interface ReceiptForQr {
  display: string;
  atcud: string;
  issueDate: Date;
  amountCents: number;
  hash: string;
  annulledAt: Date | null;
}

export function receiptQrPayload(receipt: ReceiptForQr, issuerNif: string, buyer: { nif: string | null; country: string; foreignTaxId: string | null }): string {
  return buildAtQrPayload({
    issuerNif,
    // Field B: the SAF-T CustomerTaxID of this buyer (lib/core/nif.ts buyerTaxIdOf), prefix-free.
    buyerNif: buyerTaxIdOf(buyer),
    buyerCountry: buyer.country,
    documentType: "RG",
    documentStatus: receipt.annulledAt ? "A" : "N",
    documentDate: receipt.issueDate.toISOString().slice(0, 10),
    documentId: receipt.display,
    atcud: receipt.atcud,
    fiscalSpace: "0",
    totalVatCents: 0,
    grossTotalCents: receipt.amountCents,
    // QR spec field Q: the hash's 1st, 11th, 21st and 31st characters, as on the invoices.
    hashCharacters: [0, 10, 20, 30].map((index) => receipt.hash.charAt(index)).join(""),
    certificateNumber: CERTIFICATE_NUMBER,
  });
}

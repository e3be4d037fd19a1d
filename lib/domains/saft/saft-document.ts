// The shape the SAF-T writer reads: one sales document, receipt, customer or product as the file
// needs it, independent of how the books store them. lib/domains/saft/from-books.ts, books-receipts.ts and
// books-master-files.ts map the books into it.

/** SalesInvoices/Invoice/InvoiceType values this service issues (Portaria 302/2016, SAF-T 4.1.4.8). */
export type SaftInvoiceType = "FT" | "FR" | "FS" | "NC" | "ND";
/** N normal, A annulled (anulada): annulled documents stay in the file, outside the control totals. */
export type SaftDocumentStatus = "N" | "A";

/** The generic customer every document without a buyer NIF goes to (AT: NIF 999999990, "Consumidor final"). */
export const FINAL_CONSUMER = { customerId: "CONSUMIDOR-FINAL", taxId: "999999990", name: "Consumidor final" } as const;

export interface SaftCustomer {
  customerId: string;
  taxId: string;
  name: string;
  /** ISO 3166-1 alpha-2 (the client's country), or "Desconhecido" for the final consumer. */
  country: string;
  addressDetail: string;
  city: string;
  postalCode: string;
}

export interface SaftProduct {
  code: string;
  description: string;
  /** P goods, S services (SAF-T 2.4.1). */
  type: "P" | "S";
}

export interface SaftLine {
  lineNumber: number;
  productCode: string;
  productDescription: string;
  description: string;
  quantityThousandths: number;
  unitCents: number;
  netCents: number;
  vatRate: number;
  /** M01…M99 for a 0% line (CIVA exemption or non-taxation reason); null otherwise. */
  exemptionCode: string | null;
  /** The legal text of that reason (SAF-T TaxExemptionReason, 6–60 characters). */
  exemptionReason: string | null;
  /** The document an NC/ND line corrects (SAF-T Line/References), e.g. "FT 2026/17". */
  reference: { document: string; reason: string } | null;
}

export interface SaftSalesDocument {
  invoiceNo: string;
  atcud: string;
  type: SaftInvoiceType;
  status: SaftDocumentStatus;
  /** When the status was last set (issue, or annulment), Lisbon local time. */
  statusDateTime: string;
  statusReason: string | null;
  hash: string;
  invoiceDate: string;
  systemEntryDateTime: string;
  customerId: string;
  lines: SaftLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Withholding tax (retenção na fonte) shown on the document, null when none. */
  withholding: SaftWithholding | null;
  /** FR (issued and paid at once): the payment recorded on the document itself. */
  paidOnIssue: { date: string; amountCents: number } | null;
}

/** SalesInvoices/Invoice/WithholdingTax: the tax (IRS or IRC), the rule applied and the amount kept by the client. */
export interface SaftWithholding {
  taxType: "IRS" | "IRC";
  /** WithholdingTaxDescription, at most 60 characters. */
  description: string | null;
  amountCents: number;
}

/** A receipt (SAF-T Payments/Payment): what one payment settled. */
export interface SaftPayment {
  paymentRefNo: string;
  atcud: string;
  status: SaftDocumentStatus;
  statusDateTime: string;
  statusReason: string | null;
  transactionDate: string;
  /** The day the money was received (PaymentMethod/PaymentDate). */
  paymentDate: string;
  systemEntryDateTime: string;
  customerId: string;
  /** SAF-T PaymentMechanism code, e.g. TB (transfer), NU (cash), MB (Multibanco). */
  mechanism: string | null;
  settled: { invoiceNo: string; invoiceDate: string; amountCents: number }[];
  amountCents: number;
}

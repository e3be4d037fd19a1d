import { lisbonDateTime, saftAmount, saftDate } from "./saft-format";

// The fields a document's chained hash signs, formatted exactly as the SAF-T file writes them
// (Portaria 363/2010 art. 6.º; Despacho 8632/2014: `InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;Hash`
// of the previous document), so anyone holding the file can recompute every chain. The signer
// (lib/domains/invoices/write-document.ts, lib/domains/payments/record-payment.ts) and the SAF-T writer
// (./from-books.ts, ./books-receipts.ts) both take them from here, so the two cannot drift.

export interface SignedFields {
  /** InvoiceDate / TransactionDate: YYYY-MM-DD. */
  date: string;
  /** SystemEntryDate: Lisbon local time, YYYY-MM-DDThh:mm:ss, no milliseconds nor zone. */
  systemEntry: string;
  /** GrossTotal: `.` and two decimals. */
  grossTotal: string;
}

/** The instant a document is entered, to the second: the stored createdAt, so the file re-reads the second that was signed. */
export function entryInstant(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

export function signedFieldsOf(document: { date: string | Date; enteredAt: Date; grossCents: number }): SignedFields {
  return {
    date: typeof document.date === "string" ? document.date : saftDate(document.date),
    systemEntry: lisbonDateTime(document.enteredAt),
    grossTotal: saftAmount(document.grossCents),
  };
}

/** The text signed: the fields, the document's number (InvoiceNo / PaymentRefNo) and the previous document's hash ("" for the first). */
export function signedText(fields: SignedFields, documentNo: string, previousHash: string): string {
  return `${fields.date};${fields.systemEntry};${documentNo};${fields.grossTotal};${previousHash}`;
}

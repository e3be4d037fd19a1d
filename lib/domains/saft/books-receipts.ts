import type { Database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import { customerIdOf } from "./book-customer";
import { asOfSql, type DateRange, type SalesControlTotals } from "./from-books";
import type { SaftPayment } from "./saft-document";
import { lisbonDateTime, saftDate } from "@/lib/domains/invoices/saft-format";
import { signedFieldsOf } from "@/lib/domains/invoices/signed-fields";

// SourceDocuments/Payments from the books' receipts (RC series, Portaria 302/2016 4.4). A receipt
// belongs to the period of the day it was issued (TransactionDate, 4.4.4.3), not of the day the money
// came in (PaymentDate, its own field), so a late receipt never changes a month already reported; it
// settles one FT or ND. One annulled (annul_receipt) is listed with PaymentStatus A, its date and
// reason, and counted in NumberOfEntries but not in TotalCredit, as SalesInvoices treats annulled
// documents (4.4.1–4.4.3); an annulment stamped after the file's snapshot is not seen. PaymentType is RG, "outros recibos": RC is for receipts under the cash-VAT scheme (IVA de
// caixa, DL 71/2013), which the books do not run, and the schema then demands VAT on every line.

interface ReceiptRow {
  seriesId: string;
  number: number;
  display: string;
  atcud: string;
  issueDate: Date;
  paymentDate: Date;
  method: string;
  amountCents: number;
  createdAt: Date;
  annulledAt: Date | null;
  annulmentReason: string | null;
  invoiceDisplay: string;
  invoiceDate: Date;
  clientId: string;
  clientNif: string | null;
  country: string;
  foreignTaxId: string | null;
}

export interface PaymentsSnapshot {
  totals: SalesControlTotals;
  /** The instant the totals were read at: annulments after it are not seen by the batches either. */
  asOf: Date;
  /** Per RC series, the last receipt number the totals cover: the file lists exactly those. */
  lastNumberBySeries: Map<string, number>;
}

/**
 * Payments control totals (4.4.1–4.4.3): one entry per receipt; what each settled is a CreditAmount
 * line (the customer's account is credited), so TotalCredit is the sum received and TotalDebit 0.
 */
export async function paymentsSnapshot(db: Database, companyId: string, range: DateRange): Promise<PaymentsSnapshot> {
  const asOf = new Date();
  const rows = await sqlOf(db)
    .selectFrom("Receipt as r")
    .select((eb) => [
      "r.seriesId",
      eb.cast<number>(eb.fn.countAll(), "integer").as("entries"),
      eb.fn.max("r.number").as("last"),
      eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum("r.amountCents").filterWhere(eb.or([eb("r.annulledAt", "is", null), eb("r.annulledAt", ">", asOfSql(asOf))])), sql.lit(0)), "bigint").as("credit"),
    ])
    .where("r.companyId", "=", companyId)
    .where((eb) => eb.between("r.issueDate", sql<Date>`${range.from}::date`, sql<Date>`${range.to}::date`))
    .groupBy("r.seriesId")
    .orderBy("r.seriesId")
    .execute();
  return {
    asOf,
    totals: {
      numberOfEntries: rows.reduce((sum, row) => sum + row.entries, 0),
      totalDebitCents: 0,
      totalCreditCents: rows.reduce((sum, row) => sum + Number(row.credit), 0),
    },
    lastNumberBySeries: new Map(rows.map((row) => [row.seriesId, row.last])),
  };
}

/** One batch of a series' receipts of the period numbered after `after` up to `upTo`, in number order. */
export async function receiptBatch(
  db: Database,
  companyId: string,
  range: DateRange,
  seriesId: string,
  numbers: { after: number; upTo: number; asOf: Date },
  size: number,
): Promise<{ payments: SaftPayment[]; lastNumber: number | null }> {
  const rows: ReceiptRow[] = await sqlOf(db)
    .selectFrom("Receipt as r")
    .innerJoin("Invoice as i", "i.id", "r.invoiceId")
    .innerJoin("Client as c", "c.id", "i.clientId")
    .select((eb) => [
      "r.seriesId",
      "r.number",
      "r.display",
      "r.atcud",
      "r.issueDate",
      "r.paymentDate",
      "r.method",
      "r.amountCents",
      "r.createdAt",
      eb.case().when("r.annulledAt", "<=", asOfSql(numbers.asOf)).then(eb.ref("r.annulledAt")).end().as("annulledAt"),
      "r.annulmentReason",
      "i.display as invoiceDisplay",
      "i.issueDate as invoiceDate",
      "i.clientId",
      "i.clientNif",
      "c.country",
      "c.foreignTaxId",
    ])
    .where("r.companyId", "=", companyId)
    .where("r.seriesId", "=", seriesId)
    .where((eb) => eb.between("r.issueDate", sql<Date>`${range.from}::date`, sql<Date>`${range.to}::date`))
    .where("r.number", ">", numbers.after)
    .where("r.number", "<=", numbers.upTo)
    .orderBy("r.number")
    .limit(size)
    .execute();
  return { payments: rows.map(paymentOf), lastNumber: rows.at(-1)?.number ?? null };
}

function paymentOf(row: ReceiptRow): SaftPayment {
  // TransactionDate and SystemEntryDate exactly as the receipt's hash signed them (./signed-fields.ts).
  const signed = signedFieldsOf({ date: row.issueDate, enteredAt: row.createdAt, grossCents: row.amountCents });
  const issued = signed.systemEntry;
  return {
    paymentRefNo: row.display,
    atcud: row.atcud,
    status: row.annulledAt ? "A" : "N",
    statusDateTime: row.annulledAt ? lisbonDateTime(row.annulledAt) : issued,
    statusReason: row.annulledAt ? row.annulmentReason : null,
    transactionDate: signed.date,
    paymentDate: saftDate(row.paymentDate),
    systemEntryDateTime: issued,
    customerId: customerIdOf(row),
    mechanism: row.method,
    settled: [{ invoiceNo: row.invoiceDisplay, invoiceDate: saftDate(row.invoiceDate), amountCents: row.amountCents }],
    amountCents: row.amountCents,
  };
}

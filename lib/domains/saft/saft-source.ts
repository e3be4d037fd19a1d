import type { Database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { notFound } from "@/lib/core/api-error";
import type { ReportPeriod } from "@/lib/domains/reports/report-period";
import { customersOf, productsOf } from "./books-master-files";
import { paymentsSnapshot, receiptBatch } from "./books-receipts";
import { dateRangeOf, invoiceBatch, salesSnapshot, type SalesControlTotals } from "./from-books";
import type { SaftCustomer, SaftPayment, SaftProduct, SaftSalesDocument } from "./saft-document";
import { splitPortugueseAddress } from "@/lib/domains/invoices/saft-format";

// Everything one SAF-T file is written from. The master data and control totals are read up front
// (they precede the documents in the file); the documents come in batches, so a year of invoices
// never sits in memory at once.

const BATCH_SIZE = 1_000;

export interface SaftCompany {
  nif: string;
  name: string;
  email: string;
  address: { detail: string; city: string; postalCode: string };
  /** False for a sandbox (test mode): the header comment and the file name say TESTE. */
  livemode: boolean;
}

export interface SaftSource {
  company: SaftCompany;
  period: ReportPeriod;
  /** Lisbon date the file was made (Header/DateCreated). */
  createdOn: string;
  customers: SaftCustomer[];
  products: SaftProduct[];
  salesTotals: SalesControlTotals;
  salesDocuments: () => AsyncIterable<SaftSalesDocument[]>;
  paymentTotals: SalesControlTotals;
  payments: () => AsyncIterable<SaftPayment[]>;
}

export async function loadSaftSource(db: Database, companyId: string, period: ReportPeriod, now: Date): Promise<SaftSource> {
  const range = dateRangeOf(period);
  const company = await db.company.findUnique({ where: { id: companyId }, select: { nif: true, name: true, email: true, address: true, livemode: true } });
  if (!company) throw notFound("Company");
  // The snapshots first: master data read after them covers every document they count.
  const [sales, receipts] = await Promise.all([salesSnapshot(db, companyId, range), paymentsSnapshot(db, companyId, range)]);
  const [customers, products] = await Promise.all([customersOf(db, companyId, range), productsOf(db, companyId, range)]);
  return {
    company: { nif: company.nif, name: company.name, email: company.email, address: splitPortugueseAddress(company.address), livemode: company.livemode },
    period,
    createdOn: lisbonToday(now),
    customers,
    products,
    salesTotals: sales.totals,
    async *salesDocuments() {
      // Series by series (a type may have several, each numbered from 1), keyset-paginated by number.
      for (const { seriesId, last: upTo } of sales.lastNumberBySeries) {
        let after = 0;
        while (after < upTo) {
          const batch = await invoiceBatch(db, companyId, range, seriesId, { after, upTo, asOf: sales.asOf }, BATCH_SIZE);
          if (batch.lastNumber === null) break;
          yield batch.documents;
          after = batch.lastNumber;
        }
      }
    },
    paymentTotals: receipts.totals,
    async *payments() {
      for (const [seriesId, upTo] of receipts.lastNumberBySeries) {
        let after = 0;
        while (after < upTo) {
          const batch = await receiptBatch(db, companyId, range, seriesId, { after, upTo, asOf: receipts.asOf }, BATCH_SIZE);
          if (batch.lastNumber === null) break;
          yield batch.payments;
          after = batch.lastNumber;
        }
      }
    },
  };
}

import type { Database } from "@/lib/db";
import type { ReportPeriod } from "@/lib/reports/report-period";
import { exemptionReasonText } from "./exemption-reasons";
import { lisbonDateTime, productCodeOf, productDescriptionOf, saftDate, splitPortugueseAddress } from "./saft-format";
import { FINAL_CONSUMER, type SaftCustomer, type SaftInvoiceType, type SaftPayment, type SaftProduct, type SaftSalesDocument } from "./saft-document";

// The one place that knows how the books store documents: it maps today's Invoice rows into the
// writer's shapes. Today the books have FT and FR, always status N, no withholding, Portuguese
// clients only and no receipts; credit/debit notes, FS, annulment, withholding, foreign clients and
// receipts plug in here.

/** The document types the books hold, in the order the file lists them. */
export const BOOK_INVOICE_TYPES = ["FT", "FR"] as const;

/** An invoice with its lines, as one row of the batch query. */
interface InvoiceRow {
  clientId: string;
  type: string;
  number: number;
  display: string;
  atcud: string;
  issueDate: Date;
  clientNif: string | null;
  netCents: number;
  vatCents: number;
  totalCents: number;
  hash: string;
  createdAt: Date;
  lines: { position: number; description: string; quantityThousandths: number; unitCents: number; vatRate: number; vatExemptionCode: string | null; netCents: number }[];
}

/** The period's days: as Dates for Prisma's `@db.Date` filters, as YYYY-MM-DD for SQL (cast to date, so no time zone applies). */
export interface DateRange {
  gte: Date;
  lte: Date;
  from: string;
  to: string;
}

export function dateRangeOf(period: ReportPeriod): DateRange {
  return { gte: new Date(`${period.inicio}T00:00:00Z`), lte: new Date(`${period.fim}T00:00:00Z`), from: period.inicio, to: period.fim };
}

function dateFilter(range: DateRange): { gte: Date; lte: Date } {
  return { gte: range.gte, lte: range.lte };
}

/**
 * One batch of a type's documents numbered after `after` up to `upTo`, in number order (keyset pagination). One SQL
 * statement with the lines aggregated per invoice: a year of documents is 40 round trips, not 80.
 */
export async function invoiceBatch(
  db: Database,
  companyId: string,
  range: DateRange,
  type: (typeof BOOK_INVOICE_TYPES)[number],
  numbers: { after: number; upTo: number },
  size: number,
): Promise<{ documents: SaftSalesDocument[]; lastNumber: number | null }> {
  const rows = await db.$queryRaw<InvoiceRow[]>`
    SELECT i."clientId", i."type"::text AS "type", i."number", i."display", i."atcud", i."issueDate", i."clientNif", i."netCents", i."vatCents", i."totalCents", i."hash", i."createdAt",
      (SELECT json_agg(json_build_object('position', l."position", 'description', l."description", 'quantityThousandths', l."quantityThousandths", 'unitCents', l."unitCents",
                                         'vatRate', l."vatRate", 'vatExemptionCode', l."vatExemptionCode", 'netCents', l."netCents") ORDER BY l."position")
         FROM "InvoiceLine" l WHERE l."invoiceId" = i."id") AS "lines"
    FROM "Invoice" i
    WHERE i."companyId" = ${companyId} AND i."type" = ${type}::"InvoiceType" AND i."issueDate" BETWEEN ${range.from}::date AND ${range.to}::date AND i."number" > ${numbers.after} AND i."number" <= ${numbers.upTo}
    ORDER BY i."number" LIMIT ${size}`;
  return { documents: rows.map(salesDocumentOf), lastNumber: rows.at(-1)?.number ?? null };
}

function salesDocumentOf(row: InvoiceRow): SaftSalesDocument {
  const issued = lisbonDateTime(row.createdAt);
  const invoiceDate = saftDate(row.issueDate);
  return {
    invoiceNo: row.display,
    atcud: row.atcud,
    type: row.type as SaftInvoiceType,
    status: "N",
    statusDateTime: issued,
    statusReason: null,
    hash: row.hash,
    invoiceDate,
    systemEntryDateTime: issued,
    customerId: row.clientNif ? row.clientId : FINAL_CONSUMER.customerId,
    lines: (row.lines ?? []).map((line) => ({
      lineNumber: line.position,
      productCode: productCodeOf(line.description),
      productDescription: productDescriptionOf(line.description),
      description: line.description.trim().slice(0, 255) || "-",
      quantityThousandths: line.quantityThousandths,
      unitCents: line.unitCents,
      netCents: line.netCents,
      vatRate: line.vatRate,
      exemptionCode: line.vatRate === 0 ? (line.vatExemptionCode ?? "M07") : null,
      exemptionReason: line.vatRate === 0 ? exemptionReasonText(line.vatExemptionCode ?? "M07") : null,
      reference: null,
    })),
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.totalCents,
    withholdingCents: 0,
    paidOnIssue: row.type === "FR" ? { date: invoiceDate, amountCents: row.totalCents } : null,
  };
}

export interface SalesControlTotals {
  numberOfEntries: number;
  totalDebitCents: number;
  totalCreditCents: number;
}

/** The control totals, and the last number of each type they cover: the file lists exactly those documents. */
export interface SalesSnapshot {
  totals: SalesControlTotals;
  lastNumberByType: Partial<Record<(typeof BOOK_INVOICE_TYPES)[number], number>>;
}

/**
 * SalesInvoices control totals (Portaria 302/2016, 4.1.1–4.1.3): every document counts as an entry;
 * the line amounts of documents not annulled add up to TotalCredit (FT, FR, FS, ND) or TotalDebit (NC).
 * One statement, so one snapshot: a document issued while the file streams is neither counted nor
 * listed (numbers only grow within a series, and the batches stop at the numbers read here).
 */
export async function salesSnapshot(db: Database, companyId: string, range: DateRange): Promise<SalesSnapshot> {
  const rows = await db.$queryRaw<{ type: (typeof BOOK_INVOICE_TYPES)[number]; entries: number; last: number; credit: bigint }[]>`
    SELECT i."type"::text AS "type", count(*)::int AS "entries", max(i."number") AS "last",
      coalesce(sum((SELECT sum(l."netCents") FROM "InvoiceLine" l WHERE l."invoiceId" = i."id")), 0)::bigint AS "credit"
    FROM "Invoice" i
    WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY i."type"`;
  return {
    totals: {
      numberOfEntries: rows.reduce((sum, row) => sum + row.entries, 0),
      totalDebitCents: 0,
      totalCreditCents: rows.reduce((sum, row) => sum + Number(row.credit), 0),
    },
    lastNumberByType: Object.fromEntries(rows.map((row) => [row.type, row.last])),
  };
}

/** MasterFiles/Customer: every client a document of the period names, plus the final consumer when used. */
export async function customersOf(db: Database, companyId: string, range: DateRange): Promise<SaftCustomer[]> {
  const [clients, anonymous] = await Promise.all([
    db.client.findMany({
      where: { companyId, invoices: { some: { issueDate: dateFilter(range), clientNif: { not: null } } } },
      select: { id: true, name: true, nif: true, address: true, invoices: { where: { issueDate: dateFilter(range), clientNif: { not: null } }, select: { clientNif: true }, take: 1 } },
      orderBy: { id: "asc" },
    }),
    db.invoice.count({ where: { companyId, issueDate: dateFilter(range), clientNif: null } }),
  ]);
  const customers: SaftCustomer[] = clients.map((client) => {
    const address = splitPortugueseAddress(client.address);
    return {
      customerId: client.id,
      taxId: client.invoices[0]?.clientNif ?? client.nif!,
      name: client.name.slice(0, 100),
      country: "PT",
      addressDetail: address.detail,
      city: address.city,
      postalCode: address.postalCode,
    };
  });
  if (anonymous > 0) {
    customers.push({ customerId: FINAL_CONSUMER.customerId, taxId: FINAL_CONSUMER.taxId, name: FINAL_CONSUMER.name, country: "Desconhecido", addressDetail: "Desconhecido", city: "Desconhecido", postalCode: "Desconhecido" });
  }
  return customers;
}

/** MasterFiles/Product: each distinct line description of the period (the books have no product table). */
export async function productsOf(db: Database, companyId: string, range: DateRange): Promise<SaftProduct[]> {
  const lines = await db.$queryRaw<{ description: string }[]>`
    SELECT DISTINCT l."description" FROM "InvoiceLine" l JOIN "Invoice" i ON i."id" = l."invoiceId"
    WHERE i."companyId" = ${companyId} AND i."issueDate" BETWEEN ${range.from}::date AND ${range.to}::date`;
  const byCode = new Map<string, SaftProduct>();
  for (const { description } of lines) {
    const code = productCodeOf(description);
    if (!byCode.has(code)) byCode.set(code, { code, description: productDescriptionOf(description), type: "S" });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** Payments (receipts, SAF-T 4.4). The books register no receipts yet: the section is written empty. */
export async function* paymentsOf(db: Database, companyId: string, range: DateRange): AsyncGenerator<SaftPayment[]> {
  void [db, companyId, range];
}

/** Payments control totals: receipts not annulled add their settled amounts to TotalCredit. */
export async function paymentControlTotals(db: Database, companyId: string, range: DateRange): Promise<SalesControlTotals> {
  void [db, companyId, range];
  return { numberOfEntries: 0, totalDebitCents: 0, totalCreditCents: 0 };
}

import type { Database } from "@/lib/core/db";
import { lit, sql, sqlOf } from "@/lib/core/db/sql";
import type { OriginalLine } from "@/lib/domains/invoices/credit-plan";
import { DEFAULT_LINE_KIND } from "@/lib/domains/invoices/line-kind";
import { vatExemptionReason } from "@/lib/domains/invoices/vat-exemption-reasons";
import { WITHHOLDING_RULES, type WithholdingCode } from "@/lib/domains/invoices/withholding";
import type { ReportPeriod } from "@/lib/domains/reports/report-period";
import { customerIdOf } from "./book-customer";
import { lisbonDateTime, productCodeOf, productDescriptionOf } from "@/lib/domains/invoices/saft-format";
import { signedFieldsOf } from "@/lib/domains/invoices/signed-fields";
import type { SaftInvoiceType, SaftLine, SaftSalesDocument, SaftWithholding } from "./saft-document";

// The one place that knows how the books store sales documents: it maps Invoice rows (FT, FR, FS,
// NC, ND; annulled or not; with withholding; to Portuguese, foreign or anonymous buyers) into the
// writer's shape, and reads the SalesInvoices control totals. Receipts: ./books-receipts.ts;
// customers and products: ./books-master-files.ts.

/** The sales document types the books hold, in the order the file lists them (RC is a receipt series, never an Invoice row). */
export const BOOK_INVOICE_TYPES = ["FT", "FR", "FS", "NC", "ND"] as const satisfies readonly SaftInvoiceType[];

interface LineRow extends OriginalLine {
  /** The display number of the document an NC/ND line corrects. */
  referenced: string | null;
}

/** An invoice with its client's country and its lines, as one row of the batch query. */
interface InvoiceRow {
  clientId: string;
  country: string;
  foreignTaxId: string | null;
  type: SaftInvoiceType;
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
  reason: string | null;
  annulledAt: Date | null;
  annulmentReason: string | null;
  withholdingCents: number;
  withholdingCode: string | null;
  lines: LineRow[] | null;
}

/** The period's days: as Dates for Prisma's `@db.Date` filters, as YYYY-MM-DD for SQL (cast to date, so no time zone applies). */
export interface DateRange {
  gte: Date;
  lte: Date;
  from: string;
  to: string;
}

export function dateRangeOf(period: ReportPeriod): DateRange {
  return { gte: new Date(`${period.startDate}T00:00:00Z`), lte: new Date(`${period.endDate}T00:00:00Z`), from: period.startDate, to: period.endDate };
}

/**
 * One batch of a series' documents numbered after `after` up to `upTo`, in number order (keyset pagination). One SQL
 * statement with the lines aggregated per invoice. An annulment later than the snapshot (`asOf`) is not seen, so the
 * statuses listed are those the control totals counted.
 */
export async function invoiceBatch(
  db: Database,
  companyId: string,
  range: DateRange,
  seriesId: string,
  numbers: { after: number; upTo: number; asOf: Date },
  size: number,
): Promise<{ documents: SaftSalesDocument[]; lastNumber: number | null }> {
  const rows: InvoiceRow[] = await sqlOf(db)
    .selectFrom("Invoice as i")
    .innerJoin("Client as c", "c.id", "i.clientId")
    .select((eb) => [
      "i.clientId",
      "c.country",
      "c.foreignTaxId",
      eb.cast<SaftInvoiceType>("i.type", "text").as("type"),
      "i.number",
      "i.display",
      "i.atcud",
      "i.issueDate",
      "i.clientNif",
      "i.netCents",
      "i.vatCents",
      "i.totalCents",
      "i.hash",
      "i.createdAt",
      "i.reason",
      eb.case().when("i.annulledAt", "<=", asOfSql(numbers.asOf)).then(eb.ref("i.annulledAt")).end().as("annulledAt"),
      "i.annulmentReason",
      "i.withholdingCents",
      "i.withholdingCode",
      eb
        .selectFrom("InvoiceLine as l")
        .leftJoin("Invoice as r", "r.id", "l.referencedInvoiceId")
        // The JSON of the lines, typed by hand: json_agg's rows are the one thing here the schema cannot type.
        .select(
          sql<LineRow[] | null>`json_agg(json_build_object('position', l."position", 'description', l."description", 'quantityThousandths', l."quantityThousandths", 'unitCents', l."unitCents",
            'vatRate', l."vatRate", 'vatExemptionCode', l."vatExemptionCode", 'netCents', l."netCents", 'kind', l."kind", 'referenced', r."display") ORDER BY l."position")`.as("lines"),
        )
        .whereRef("l.invoiceId", "=", "i.id")
        .as("lines"),
    ])
    .where("i.companyId", "=", companyId)
    .where("i.seriesId", "=", seriesId)
    .where((eb) => eb.between("i.issueDate", sql<Date>`${range.from}::date`, sql<Date>`${range.to}::date`))
    .where("i.number", ">", numbers.after)
    .where("i.number", "<=", numbers.upTo)
    .orderBy("i.number")
    .limit(size)
    .execute();
  return { documents: rows.map(salesDocumentOf), lastNumber: rows.at(-1)?.number ?? null };
}

/** SAF-T WithholdingTaxType: IRC when the rule is a company's (CIRC art. 94.º), IRS otherwise. */
function withholdingOf(row: InvoiceRow): SaftWithholding | null {
  if (row.withholdingCents <= 0) return null;
  const rule = row.withholdingCode && row.withholdingCode in WITHHOLDING_RULES ? WITHHOLDING_RULES[row.withholdingCode as WithholdingCode] : null;
  return { taxType: row.withholdingCode?.startsWith("irc") ? "IRC" : "IRS", description: rule ? rule.label.slice(0, 60) : null, amountCents: row.withholdingCents };
}

/**
 * TaxExemptionReason: the books' text of the code (lib/domains/invoices/vat-exemption-reasons.ts, the one AT
 * table), cut to the schema's 60 characters (M15's text is 61), or a text naming an unknown code.
 */
export function exemptionReasonOf(code: string): string {
  return (vatExemptionReason(code)?.reason ?? `Isenção ${code} (tabela de motivos da AT)`).slice(0, 60);
}

function lineOf(row: InvoiceRow, line: LineRow): SaftLine {
  const exempt = line.vatRate === 0;
  // Every 0% line carries its code since the books require one; older rows without it were CIVA art. 9.º (M07).
  const code = exempt ? (line.vatExemptionCode ?? "M07") : null;
  return {
    lineNumber: line.position,
    productCode: productCodeOf(line.description, line.kind ?? DEFAULT_LINE_KIND),
    productDescription: productDescriptionOf(line.description),
    description: line.description.trim().slice(0, 255) || "-",
    quantityThousandths: line.quantityThousandths,
    unitCents: line.unitCents,
    netCents: line.netCents,
    vatRate: line.vatRate,
    exemptionCode: code,
    exemptionReason: code ? exemptionReasonOf(code) : null,
    // Portaria 302/2016 4.1.4.19.9: a correcting document's line names the document it corrects and why.
    reference: line.referenced ? { document: line.referenced, reason: row.reason ?? "Retificação" } : null,
  };
}

function salesDocumentOf(row: InvoiceRow): SaftSalesDocument {
  // InvoiceDate and SystemEntryDate exactly as the hash signed them (./signed-fields.ts).
  const signed = signedFieldsOf({ date: row.issueDate, enteredAt: row.createdAt, grossCents: row.totalCents });
  const issued = signed.systemEntry;
  const invoiceDate = signed.date;
  const withholding = withholdingOf(row);
  return {
    invoiceNo: row.display,
    atcud: row.atcud,
    type: row.type,
    status: row.annulledAt ? "A" : "N",
    statusDateTime: row.annulledAt ? lisbonDateTime(row.annulledAt) : issued,
    statusReason: row.annulledAt ? row.annulmentReason : null,
    hash: row.hash,
    invoiceDate,
    systemEntryDateTime: issued,
    customerId: customerIdOf(row),
    lines: (row.lines ?? []).map((line) => lineOf(row, line)),
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.totalCents,
    withholding,
    // FR and FS are paid when issued: what the client handed over is the total less what it withheld.
    paidOnIssue: row.type === "FR" || row.type === "FS" ? { date: invoiceDate, amountCents: row.totalCents - (withholding?.amountCents ?? 0) } : null,
  };
}

export interface SalesControlTotals {
  numberOfEntries: number;
  totalDebitCents: number;
  totalCreditCents: number;
}

/** The control totals, the last number of each type they cover (the file lists exactly those documents) and when they were read. */
export interface SalesSnapshot {
  totals: SalesControlTotals;
  /** Per series, in the file's order (BOOK_INVOICE_TYPES, then the series), the last number the totals cover. */
  lastNumberBySeries: { seriesId: string; type: SaftInvoiceType; last: number }[];
  asOf: Date;
}

/**
 * SalesInvoices control totals (Portaria 302/2016, 4.1.1–4.1.3): every document counts as an entry,
 * annulled ones included; the line amounts of documents not annulled add up to TotalDebit (NC, which
 * reverses revenue) or TotalCredit (FT, FR, FS, ND). One statement, so one snapshot: a document
 * issued or annulled while the file streams changes neither the totals nor the list.
 */
export async function salesSnapshot(db: Database, companyId: string, range: DateRange): Promise<SalesSnapshot> {
  // The app's clock, like annulledAt (the operation's now()): an annulment stamped later is not seen.
  const asOf = new Date();
  const rows = await sqlOf(db)
    .with("docs", (q) =>
      q
        .selectFrom("Invoice as i")
        .select((eb) => [
          "i.seriesId",
          "i.type",
          "i.number",
          eb.fn.coalesce(eb("i.annulledAt", "<=", asOfSql(asOf)), sql.lit(false)).as("annulled"),
          eb
            .selectFrom("InvoiceLine as l")
            .select((line) => line.fn.coalesce(line.fn.sum<number>("l.netCents"), sql.lit(0)).as("cents"))
            .whereRef("l.invoiceId", "=", "i.id")
            .as("lineCents"),
        ])
        .where("i.companyId", "=", companyId)
        .where("i.type", "<>", lit("RC"))
        .where((eb) => eb.between("i.issueDate", sql<Date>`${range.from}::date`, sql<Date>`${range.to}::date`)),
    )
    .selectFrom("docs")
    .select((eb) => {
      const counted = (type: "=" | "<>") => eb.and([eb.not(eb.ref("annulled")), eb("type", type, lit("NC"))]);
      return [
        "seriesId",
        eb.cast<SaftInvoiceType>("type", "text").as("type"),
        eb.cast<number>(eb.fn.countAll(), "integer").as("entries"),
        eb.fn.max("number").as("last"),
        eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum("lineCents").filterWhere(counted("=")), sql.lit(0)), "bigint").as("debit"),
        eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum("lineCents").filterWhere(counted("<>")), sql.lit(0)), "bigint").as("credit"),
      ];
    })
    .groupBy(["seriesId", "type"])
    .orderBy("seriesId")
    .execute();
  return {
    totals: {
      numberOfEntries: rows.reduce((sum, row) => sum + row.entries, 0),
      totalDebitCents: rows.reduce((sum, row) => sum + Number(row.debit), 0),
      totalCreditCents: rows.reduce((sum, row) => sum + Number(row.credit), 0),
    },
    lastNumberBySeries: BOOK_INVOICE_TYPES.flatMap((type) => rows.filter((row) => row.type === type).map((row) => ({ seriesId: row.seriesId, type, last: row.last }))),
    asOf,
  };
}

/** An instant as the UTC `timestamp` the books' DateTime columns hold, whatever the session's time zone. */
/** An instant as the UTC timestamp PostgreSQL compares "annulledAt" with. */
export function asOfSql(instant: Date) {
  return sql<Date>`(${instant.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}

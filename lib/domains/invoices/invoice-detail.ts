import { LINE_KINDS } from "./line-kind";
import { z } from "zod";
import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { sealStatus, sealStatusSchema } from "@/lib/core/pdf/seal/seal-status";
import { money } from "@/lib/core/schemas";
import { receiptSchema, receiptView } from "@/lib/domains/invoices/receipt-view";
import { computeInvoiceTotals, type VatRate } from "./invoice-totals";
import { invoiceSummary, invoiceSummarySchema } from "./invoice-view";
import { documentNotes } from "./reverse-charge";
import { acknowledgementDateField } from "./acknowledge-credit-note";
import { annulmentRefusal } from "./annulment-rules";
import { exemptionText } from "./vat-exemption-reasons";
import { WITHHOLDING_RULES, type WithholdingCode } from "./withholding";

export const invoiceDetailSchema = invoiceSummarySchema
  .extend({
    ...money("net", "Total before VAT"),
    ...money("vat", "VAT"),
    paidAt: z.string().nullable().describe("When it was paid (ISO 8601), or null."),
    issuer: z.object({ name: z.string(), nif: z.string(), address: z.string() }),
    livemode: z.boolean().describe("False for a document of the test sandbox (a test key's, ctb_test_…): its PDF says TESTE and it is not in the company's books."),
    client: z.object({ id: z.string(), name: z.string(), nif: z.string().nullable(), address: z.string().nullable(), country: z.string(), foreignTaxId: z.string().nullable() }),
    notes: z.array(z.string()).describe("Legal notes the document prints, e.g. reverse charge and the recapitulative statement for M40."),
    lines: z.array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        ...money("unit", "Unit price, VAT excluded"),
        vatRate: z.number().int(),
        vatExemptionCode: z.string().nullable(),
        vatExemptionReason: z.string().nullable().describe("0% lines: the legal text of the exemption reason, as printed."),
        ...money("net", "Line total, VAT excluded"),
        reference: z.string().nullable().describe("NC/ND: the document (and line) this line corrects, e.g. 'FT 2026/3, linha 2'."),
        subjectToWithholding: z.boolean().describe("Whether the document's withholding (retenção na fonte) is taken on this line."),
        kind: z.enum(LINE_KINDS).describe("goods or services: the SAF-T ProductType (P/S). Lines issued before the field existed are services."),
      }),
    ),
    reason: z.string().nullable().describe("NC/ND: the reason for the correction."),
    withholdingRule: z.object({ code: z.string(), label: z.string(), rateBasisPoints: z.number().int() }).nullable().describe("The withholding rule applied, or null."),
    ...money("payable", "Amount to receive: total − withholding"),
    annulmentReason: z.string().nullable().describe("Why it was annulled, or null."),
    acknowledgementDate: acknowledgementDateField,
    annulmentRefusal: z.string().nullable().describe("Why annul_invoice would refuse it today (in Portuguese: communicated to the AT, credit notes, receipts, a bank match), or null when it can be annulled."),
    references: z.array(z.object({ id: z.string(), display: z.string() })).describe("NC/ND: the documents it corrects."),
    corrections: z
      .array(z.object({ id: z.string(), display: z.string(), type: z.enum(["NC", "ND"]), ...money("total", "Total of the note"), reason: z.string().nullable(), annulled: z.boolean() }))
      .describe("Credit and debit notes that reference this document."),
    receipts: z.array(receiptSchema).describe("Receipts (RC) issued for payments of this document."),
    vatSummary: z.array(
      z.object({ rate: z.number().int(), ...money("base", "Taxable base"), ...money("vat", "VAT"), vatExemptionCode: z.string().nullable(), vatExemptionReason: z.string().nullable() }),
    ),
    qrPayload: z.string(),
    recurringInvoiceId: z.string().nullable().describe("The recurring invoice (avença) that issued it (get_recurring_invoice), or null."),
    pdfPath: z.string().describe("Path of the PDF under the API base, e.g. /invoices/{id}/pdf."),
    ublPath: z.string().describe("Path of the CIUS-PT e-invoice (UBL 2.1 XML) under the API base, e.g. /invoices/{id}/ubl."),
    commitmentNumber: z.string().nullable().describe("A public body's commitment number given at issue, or null."),
    orderReference: z.string().nullable().describe("The client's order reference given at issue, or null."),
    seal: sealStatusSchema.nullable().describe("The stored sealed PDF (seal_invoice_pdf, seal_pdfs), or null when it was never sealed."),
  })
  .meta({ id: "InvoiceDetail" });

export async function loadInvoiceDetail(companyId: string, id: string, today: string): Promise<z.output<typeof invoiceDetailSchema>> {
  const invoice = await database().invoice.findFirst({
    where: { id, companyId },
    include: {
      lines: { orderBy: { position: "asc" }, include: { referencedInvoice: { select: { id: true, display: true } } } },
      client: true,
      company: true,
      receipts: { orderBy: { number: "asc" } },
      recurringOccurrence: { select: { recurringInvoiceId: true } },
      sealedPdf: { select: { sealedAt: true, sealSubject: true, qualified: true, level: true } },
    },
  });
  if (!invoice) throw notFound("Invoice");
  const [corrections, bankMatches] = await Promise.all([
    database().invoice.findMany({
      where: { companyId, lines: { some: { referencedInvoiceId: invoice.id } } },
      orderBy: { createdAt: "asc" },
      select: { id: true, display: true, type: true, totalCents: true, reason: true, annulledAt: true },
    }),
    // A bank match keeps it from being annulled (annulment-rules.ts).
    database().bankMovement.count({ where: { companyId, invoiceId: invoice.id } }),
  ]);
  const referenced = new Map(invoice.lines.flatMap((line) => (line.referencedInvoice ? [[line.referencedInvoice.id, line.referencedInvoice.display] as const] : [])));
  const totals = computeInvoiceTotals(invoice.lines.map((line) => ({ ...line, vatRate: line.vatRate as VatRate })));
  return {
    ...invoiceSummary(invoice, today),
    netCents: invoice.netCents,
    net: formatEuros(invoice.netCents),
    vatCents: invoice.vatCents,
    vat: formatEuros(invoice.vatCents),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    issuer: { name: invoice.company.name, nif: invoice.company.nif, address: invoice.company.address },
    livemode: invoice.company.livemode,
    client: { id: invoice.client.id, name: invoice.clientName, nif: invoice.clientNif, address: invoice.client.address, country: invoice.client.country, foreignTaxId: invoice.client.foreignTaxId },
    notes: documentNotes(invoice.lines.map((line) => line.vatExemptionCode)),
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantityThousandths / 1000,
      unitCents: line.unitCents,
      unit: formatEuros(line.unitCents),
      vatRate: line.vatRate,
      vatExemptionCode: line.vatExemptionCode,
      vatExemptionReason: exemptionText(line.vatExemptionCode),
      netCents: line.netCents,
      net: formatEuros(line.netCents),
      reference: line.referencedInvoice ? `${line.referencedInvoice.display}${line.referencedPosition ? `, linha ${line.referencedPosition}` : ""}` : null,
      subjectToWithholding: line.withheld,
      kind: line.kind === "goods" ? "goods" : "services",
    })),
    reason: invoice.reason,
    withholdingRule: invoice.withholdingCode
      ? { code: invoice.withholdingCode, label: WITHHOLDING_RULES[invoice.withholdingCode as WithholdingCode]?.label ?? invoice.withholdingCode, rateBasisPoints: invoice.withholdingRateBasisPoints ?? 0 }
      : null,
    payableCents: invoice.totalCents - invoice.withholdingCents,
    payable: formatEuros(invoice.totalCents - invoice.withholdingCents),
    annulmentReason: invoice.annulmentReason,
    acknowledgementDate: invoice.acknowledgementDate === null ? null : invoice.acknowledgementDate.toISOString().slice(0, 10),
    annulmentRefusal: annulmentRefusal(
      {
        type: invoice.type,
        display: invoice.display,
        issueDate: invoice.issueDate.toISOString().slice(0, 10),
        annulled: invoice.annulledAt !== null,
        correctionsInForce: corrections.filter((note) => note.annulledAt === null).map((note) => note.display),
        paidCents: invoice.paidCents,
        paidByBank: bankMatches > 0,
      },
      today,
    )?.pt ?? null,
    references: [...referenced].map(([id, display]) => ({ id, display })),
    corrections: corrections.map((note) => ({
      id: note.id,
      display: note.display,
      type: note.type as "NC" | "ND",
      totalCents: note.totalCents,
      total: formatEuros(note.totalCents),
      reason: note.reason,
      annulled: note.annulledAt !== null,
    })),
    receipts: invoice.receipts.map((receipt) => receiptView(receipt, invoice.display)),
    vatSummary: totals.vatByRate.map((summary) => ({
      rate: summary.rate,
      baseCents: summary.baseCents,
      base: formatEuros(summary.baseCents),
      vatCents: summary.vatCents,
      vat: formatEuros(summary.vatCents),
      vatExemptionCode: summary.exemptionCode,
      vatExemptionReason: exemptionText(summary.exemptionCode),
    })),
    qrPayload: invoice.qrPayload,
    recurringInvoiceId: invoice.recurringOccurrence?.recurringInvoiceId ?? null,
    pdfPath: `/invoices/${invoice.id}/pdf`,
    ublPath: `/invoices/${invoice.id}/ubl`,
    commitmentNumber: invoice.commitmentNumber,
    orderReference: invoice.orderReference,
    seal: invoice.sealedPdf ? sealStatus(invoice.sealedPdf, `/invoices/${invoice.id}/pdf`, invoice.annulledAt) : null,
  };
}

import { z } from "zod";
import { getBankOverview } from "@/lib/domains/bank/bank-overview";
import { getCompanyBriefing } from "@/lib/domains/briefing/get-company-briefing";
import { getFiscalCalendar } from "@/lib/domains/calendar/get-fiscal-calendar";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { findComplianceGaps } from "@/lib/domains/compliance/find-compliance-gaps";
import { listDocuments } from "@/lib/domains/documents/read-documents";
import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { invoiceListItemSchema } from "@/lib/domains/invoices/invoice-view";
import { money } from "@/lib/core/schemas";
import { getFinancialReport } from "@/lib/domains/reports/get-financial-report";
import { askTaxExpert } from "@/lib/domains/tax/ask-tax-expert";
import { exportSaftForAgents } from "@/lib/domains/saft/export-saft-for-agents";
import { PAYMENT_METHOD_CODES } from "@/lib/domains/invoices/payment-methods";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { reportPeriodSchema } from "@/lib/domains/reports/report-period";
import { returnFieldSchema } from "@/lib/domains/vat-return/return-schema";
import { readinessSchema } from "@/lib/domains/vat-return/readiness";
import { recurringInvoiceSchema } from "@/lib/domains/recurring/recurring-invoices";

// What the assistant shows beside its reply: one widget, chosen by `type`, holding the data an
// operation returned (never figures written into text templates).

const draftLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitEuros: z.number().describe("Unit price, VAT excluded."),
  vatRate: z.union([z.literal(0), z.literal(6), z.literal(13), z.literal(23)]),
  vatExemptionCode: z.string().nullable().describe("AT exemption reason code of a 0% line (e.g. M10 art. 53.º), null otherwise."),
});

const cards = [
  z.object({ type: z.literal("briefing"), briefing: getCompanyBriefing.output }).meta({ id: "BriefingCard" }),
  z.object({ type: z.literal("obligations"), vatRegime: z.string(), obligations: getFiscalCalendar.output.shape.obligations }).meta({ id: "ObligationsCard" }),
  z
    .object({
      type: z.literal("report"),
      metric: z.enum(["revenue", "expenses", "result", "vat", "summary"]).describe("What the question asked for; the card holds all figures of the period."),
      period: getFinancialReport.output.shape.period,
    })
    .meta({ id: "ReportCard" }),
  z.object({ type: z.literal("clients"), query: z.string().nullable(), clientes: listClients.output.shape.clientes }).meta({ id: "ClientsCard" }),
  z
    .object({
      type: z.literal("invoices"),
      filter: z.enum(["recent", "open", "overdue"]),
      cliente: z.string().nullable(),
      faturas: z.array(invoiceListItemSchema).describe("The most recent 20 (or fewer) of the matching documents."),
      count: z.number().int().describe("How many documents match (open, overdue: all of them, not only those listed)."),
      ...money("total", "open and overdue: what is still open on all matching documents (the sum of their `open`); recent: the sum of the listed documents' totals"),
    })
    .meta({ id: "InvoicesCard" }),
  z
    .object({
      type: z.literal("invoice_draft"),
      draftId: z.string().describe("Reference of the draft (also in the reply text): answering 'sim' with the reply in `history` issues it. Valid 24 hours."),
      expiresAt: z.string(),
      documentType: z.enum(["FT", "FR", "FS"]),
      cliente: z.object({ nome: z.string(), nif: z.string().nullable(), created: z.boolean().describe("True when no client with that name exists yet: issuing creates it.") }),
      lines: z.array(draftLineSchema),
      ...money("net", "Total before VAT"),
      ...money("vat", "VAT"),
      ...money("total", "Total, VAT included"),
    })
    .meta({ id: "InvoiceDraftCard" }),
  z.object({ type: z.literal("invoice_issued"), invoice: issueInvoice.output }).meta({ id: "InvoiceIssuedCard" }),
  z
    .object({
      type: z.literal("payment_draft"),
      draftId: z.string().describe("Reference of the draft (also in the reply text): answering 'sim' with the reply in `history` registers the payment. Valid 24 hours."),
      expiresAt: z.string(),
      invoice: invoiceListItemSchema.describe("The document paid, as list_invoices returns it."),
      partial: z.boolean().describe("True when the amount is less than what is open."),
      ...money("amount", "Amount to register as received"),
      paymentDate: z.string().nullable().describe("Day received, YYYY-MM-DD (null: the day it is confirmed)."),
      method: z.enum(PAYMENT_METHOD_CODES),
      methodDescription: z.string(),
    })
    .meta({ id: "PaymentDraftCard" }),
  z
    .object({
      type: z.literal("send_draft"),
      draftId: z.string().describe("Reference of the draft (also in the reply text): answering 'sim' with the reply in `history` emails the document (send_invoice). Valid 24 hours."),
      expiresAt: z.string(),
      invoice: invoiceListItemSchema.describe("The document to send, as list_invoices returns it."),
      to: z.string().describe("The address it will be sent to: the one in the message, else the client's."),
    })
    .meta({ id: "SendDraftCard" }),
  z.object({ type: z.literal("payment_registered"), receipt: registerPayment.output }).meta({ id: "PaymentRegisteredCard" }),
  z
    .object({
      type: z.literal("credit_note_draft"),
      draftId: z.string().describe("Reference of the draft (also in the reply text): answering 'sim' with the reply in `history` issues the credit note. Valid 24 hours."),
      expiresAt: z.string(),
      invoice: invoiceListItemSchema.describe("The document credited, as list_invoices returns it."),
      reason: z.string(),
      line: z.object({ line: z.number().int(), description: z.string() }).nullable().describe("The line credited by an amount (null: the whole document)."),
      amountCents: z.number().int().nullable().describe("Amount credited on the line, VAT excluded (null: everything still creditable)."),
      amount: z.string().nullable(),
    })
    .meta({ id: "CreditNoteDraftCard" }),
  z.object({ type: z.literal("credit_note_issued"), note: createCreditNote.output }).meta({ id: "CreditNoteIssuedCard" }),
  z
    .object({
      type: z.literal("recurring_invoices"),
      clientName: z.string().nullable().describe("The client the message named (null: every avença)."),
      recurringInvoices: z.array(recurringInvoiceSchema).describe("The avenças, as list_recurring_invoices returns them (one, after a pause or resume)."),
    })
    .meta({ id: "RecurringInvoicesCard" }),
  z
    .object({
      type: z.literal("recurring_draft"),
      draftId: z.string().describe("Reference of the draft (also in the reply text): answering 'sim' with the reply in `history` creates the avença (create_recurring_invoice). Valid 24 hours."),
      expiresAt: z.string(),
      clientName: z.string(),
      clientNif: z.string().nullable(),
      frequency: z.enum(["monthly", "quarterly", "yearly"]),
      dayOfMonth: z.number().int(),
      startDate: z.string(),
      nextDate: z.string().nullable().describe("The first invoice it would issue (YYYY-MM-DD)."),
      lines: z.array(draftLineSchema),
      ...money("net", "Each invoice's total before VAT"),
      ...money("vat", "Each invoice's VAT"),
      ...money("total", "Each invoice's total, VAT included"),
    })
    .meta({ id: "RecurringDraftCard" }),
  z.object({ type: z.literal("bank"), bank: getBankOverview.output }).meta({ id: "BankCard" }),
  z.object({ type: z.literal("gaps"), gaps: findComplianceGaps.output }).meta({ id: "GapsCard" }),
  z
    .object({
      type: z.literal("efatura"),
      registered: z.number().int(),
      unregistered: z.number().int(),
      movimentos: getEfaturaMovements.output.shape.movimentos.describe("Unregistered purchases first."),
    })
    .meta({ id: "EfaturaCard" }),
  z
    .object({
      type: z.literal("documents"),
      filter: z.enum(["needs_review", "error"]).nullable().describe("The status asked for (null: every document)."),
      documentos: listDocuments.output.shape.documentos,
    })
    .meta({ id: "DocumentsCard" }),
  z.object({ type: z.literal("tax_answer"), answer: askTaxExpert.output }).meta({ id: "TaxAnswerCard" }),
  z
    .object({
      type: z.literal("saft"),
      saft: exportSaftForAgents.output.omit({ xml: true }),
      webPath: z.string().describe("Where the signed-in web app downloads the file."),
    })
    .meta({ id: "SaftCard" }),
  z
    .object({
      type: z.literal("vat_return"),
      period: reportPeriodSchema,
      vatRegime: z.enum(["trimestral", "mensal"]),
      resultCents: z.number().int().describe("get_vat_return's resultCents: positive = VAT to pay (field 93), negative = credit (field 94)."),
      result: z.string(),
      complete: z.boolean().describe("Whether every field that enters the result is known."),
      fields: z.array(returnFieldSchema.pick({ field: true, label: true, known: true, amountCents: true, amount: true })).describe("The totals (90, 91, 93, 94) and every other field that is not zero or not known."),
      unresolved: z.array(readinessSchema.pick({ label: true, count: true, webPath: true })).describe("Readiness checks that still block filing."),
      webPath: z.string().describe("The return's page in the web app (Calendário › IVA), for the same period."),
    })
    .meta({ id: "VatReturnCard" }),
] as const;

export const chatCardSchema = z.discriminatedUnion("type", cards).meta({ id: "ChatCard" });

export type ChatCard = z.output<typeof chatCardSchema>;
export type ChatCardType = ChatCard["type"];
/** The card of one type, e.g. ChatCardOf<"invoice_draft">. */
export type ChatCardOf<Type extends ChatCardType> = Extract<ChatCard, { type: Type }>;

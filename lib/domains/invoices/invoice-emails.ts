import { z } from "zod";
import { TEST_MARK } from "@/lib/core/pdf/test-watermark";
import { lisbonToday } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { newRowId } from "@/lib/core/db/row-id";
import { lit, sql, sqlOf } from "@/lib/core/db/sql";
import { ApiError, notFound } from "@/lib/core/api-error";
import type { Transaction } from "@/lib/kernel/idempotency";
import { type MailAttachment, sendMail } from "@/lib/core/mail/send-mail";
import { formatEuros } from "@/lib/core/money";
import { emailField } from "@/lib/core/schemas";
import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { loadInvoiceDetail } from "./invoice-detail";
import type { DocumentType } from "./invoice-view";
import { formatDate, renderInvoicePdf } from "./invoice-pdf";
import { loadPaymentDetails } from "./payment-details";

// Emailing a document or a payment reminder to the client: the message (pt-PT), the PDF attached,
// and the record of it (an InvoiceEmail row and an event) written in the transaction that sends, so
// a message that could not be sent leaves no trace and one that was sent is always in the history.

export type InvoiceEmailKind = "document" | "reminder" | "receipt";

export const invoiceEmailSchema = z
  .object({
    id: z.string(),
    invoiceId: z.string(),
    kind: z.enum(["document", "reminder", "receipt"]).describe("document: the document itself was sent; reminder: a payment reminder; receipt: a receipt (RC) of this document."),
    to: z.string().describe("The address it was sent to."),
    subject: z.string(),
    transport: z.enum(["smtp", "outbox"]).describe("smtp: handed to the configured SMTP server; outbox: written to the local outbox file (no SMTP_URL)."),
    automatic: z.boolean().describe("Sent by the company's automatic reminder schedule."),
    sentAt: z.string().describe("When it was sent (ISO 8601)."),
  })
  .meta({ id: "InvoiceEmail" });

export type InvoiceEmailView = z.output<typeof invoiceEmailSchema>;

export const recipientField = emailField.optional().describe("Where to send it; default: the client's email address. Refused when neither is given.").meta({ examples: ["contabilidade@cliente.pt"] });

export const messageField = z.string().trim().max(2000, "must be at most 2000 characters").optional().describe("A personal note added above the standard text (pt-PT).");

interface EmailRequest {
  companyId: string;
  invoiceId: string;
  kind: InvoiceEmailKind;
  to?: string;
  message?: string;
  now: Date;
}

/** A message ready to send: checked, composed and with its PDF, read before any transaction opens. */
export interface PreparedEmail {
  companyId: string;
  /** False when the company is a sandbox (test mode): the message goes to the outbox file only and says TESTE. */
  livemode: boolean;
  invoiceId: string;
  display: string;
  /** The document's type, or RC for a receipt: the events' `data.type` (WEBHOOK_EVENT_VALUES). */
  type: DocumentType | "RC";
  kind: InvoiceEmailKind;
  to: string;
  subject: string;
  text: string;
  attachment: MailAttachment;
  now: Date;
  /** The company's email: the client's reply goes there. */
  replyTo?: string;
  /** Set when the message carries a receipt of the document. */
  receiptId?: string;
}

const SENDABLE_REMINDER = new Set(["FT", "ND"]);

/**
 * Reads, checks and composes (outside any transaction: the embedded database is one connection).
 * Refuses an annulled document, a document without an address, and a reminder for a document that is
 * not overdue with something still to receive.
 */
export async function prepareInvoiceEmail(request: EmailRequest): Promise<PreparedEmail> {
  const today = lisbonToday(request.now);
  const db = database();
  const invoice = await db.invoice.findFirst({ where: { id: request.invoiceId, companyId: request.companyId }, select: { id: true, display: true, annulledAt: true, client: { select: { email: true } } } });
  if (!invoice) throw notFound("Invoice");
  if (invoice.annulledAt) throw new ApiError("conflict", `${invoice.display} is annulled: an annulled document is not sent to the client.`);
  const to = request.to ?? invoice.client.email ?? null;
  if (!to) {
    throw new ApiError("validation_error", `The client of ${invoice.display} has no email address: give one in \`to\` or add it to the client (update_client).`, {
      details: [{ path: "to", message: "required: the client has no email address" }],
    });
  }
  const detail = await loadInvoiceDetail(request.companyId, invoice.id, today);
  if (request.kind === "reminder") {
    if (!SENDABLE_REMINDER.has(detail.type) || detail.openCents <= 0) throw new ApiError("conflict", `${detail.display} has nothing left to receive: no reminder is sent.`);
    if (detail.dueDate >= today) throw new ApiError("conflict", `${detail.display} is not overdue yet (due ${detail.dueDate}): a reminder is sent only after the due date.`);
  }
  const company = await db.company.findUniqueOrThrow({ where: { id: request.companyId }, select: { name: true, email: true, livemode: true } });
  const payment = await loadPaymentDetails(request.companyId);
  const body = await renderInvoicePdf(detail, payment);
  return {
    companyId: request.companyId,
    livemode: company.livemode,
    invoiceId: invoice.id,
    display: detail.display,
    type: detail.type,
    kind: request.kind,
    to,
    subject: request.kind === "document" ? `${detail.display} de ${company.name}` : `Lembrete de pagamento: ${detail.display} de ${company.name}`,
    text: messageText(request.kind, { ...detail, companyName: company.name, companyEmail: company.email, iban: payment?.iban ?? null, note: request.message }),
    attachment: { filename: invoicePdfFileName(detail.display), contentType: "application/pdf", content: body },
    now: request.now,
    replyTo: company.email ?? undefined,
  };
}

export function invoicePdfFileName(display: string): string {
  return `${display.replace(/[ /]/g, "-")}.pdf`;
}

/**
 * Sends and records inside `tx`: a failure to send rolls the record back. An automatic reminder first
 * takes its unique `scheduleKey`: a second instance waits on the index, finds it taken and gets null.
 */
export async function deliverInvoiceEmail(tx: Transaction, prepared: PreparedEmail, options: { automatic?: boolean; scheduleKey?: string } = {}): Promise<InvoiceEmailView | null> {
  const { companyId, invoiceId, kind, to } = prepared;
  const subject = prepared.livemode ? prepared.subject : `[${TEST_MARK}] ${prepared.subject}`;
  let claimedId: string | null = null;
  if (options.scheduleKey) {
    const claimed = await sqlOf(tx)
      .insertInto("InvoiceEmail")
      .values({
        id: newRowId(),
        companyId,
        invoiceId,
        kind,
        recipient: to,
        subject,
        transport: lit("outbox"),
        automatic: sql.lit(true),
        scheduleKey: options.scheduleKey,
        sentAt: sql<Date>`${prepared.now.toISOString()}::timestamp(3)`,
      })
      .onConflict((conflict) => conflict.column("scheduleKey").doNothing())
      .returning("id")
      .execute();
    if (claimed.length === 0) return null;
    claimedId = claimed[0]!.id;
  }
  const transport = await sendMail({ to, subject, text: prepared.text, replyTo: prepared.replyTo, attachments: [prepared.attachment], outboxOnly: !prepared.livemode }).catch((error: unknown) => {
    // The transaction rolls back: no record, no event, and an automatic reminder's key is free again.
    const code = (error as { responseCode?: number }).responseCode;
    throw new ApiError("service_unavailable", `The mail server did not accept the message${code ? ` (SMTP ${code})` : ""}: nothing was sent or recorded. Try again later, or check the address.`);
  });
  const row = claimedId
    ? await tx.invoiceEmail.update({ where: { id: claimedId }, data: { transport } })
    : await tx.invoiceEmail.create({ data: { companyId, invoiceId, kind, recipient: to, subject, transport, automatic: options.automatic ?? false, sentAt: prepared.now } });
  const data = { id: invoiceId, display: prepared.display, type: prepared.type, to, transport, automatic: row.automatic, ...(prepared.receiptId ? { receiptId: prepared.receiptId } : {}) };
  await recordEvent(tx, companyId, kind === "reminder" ? "invoice.reminder_sent" : "invoice.sent", data);
  return emailView(row);
}

export function emailView(row: { id: string; invoiceId: string; kind: string; recipient: string; subject: string; transport: string; automatic: boolean; sentAt: Date }): InvoiceEmailView {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    kind: row.kind as InvoiceEmailKind,
    to: row.recipient,
    subject: row.subject,
    transport: row.transport as "smtp" | "outbox",
    automatic: row.automatic,
    sentAt: row.sentAt.toISOString(),
  };
}

interface MessageFacts {
  display: string;
  type: string;
  dueDate: string;
  totalCents: number;
  openCents: number;
  companyName: string;
  companyEmail: string | null;
  iban: string | null;
  note?: string;
}

const DOCUMENT_NAMES: Record<string, string> = { FT: "a fatura", FR: "a fatura-recibo", FS: "a fatura simplificada", NC: "a nota de crédito", ND: "a nota de débito" };

/** The short pt-PT text of the email; the PDF carries the details. */
export function messageText(kind: InvoiceEmailKind, facts: MessageFacts): string {
  const lines = ["Bom dia,", ""];
  if (facts.note) lines.push(facts.note, "");
  if (kind === "document") {
    lines.push(`Junto enviamos ${DOCUMENT_NAMES[facts.type] ?? "o documento"} ${facts.display}, no valor de ${formatEuros(facts.totalCents)}.`);
    if ((facts.type === "FT" || facts.type === "ND") && facts.openCents > 0) lines.push(`Data de vencimento: ${formatDate(facts.dueDate)}.`);
  } else {
    lines.push(`Lembramos que ${DOCUMENT_NAMES[facts.type] ?? "o documento"} ${facts.display} venceu em ${formatDate(facts.dueDate)} e tem ${formatEuros(facts.openCents)} por pagar.`);
    lines.push("Se já efetuou o pagamento, por favor ignore esta mensagem.");
  }
  if (facts.iban && facts.openCents > 0 && (facts.type === "FT" || facts.type === "ND")) lines.push(`Pagamento por transferência para o IBAN ${facts.iban}.`);
  lines.push("", "Com os melhores cumprimentos,", facts.companyName);
  if (facts.companyEmail) lines.push(facts.companyEmail);
  return lines.join("\n");
}

/** The emails sent for one document, newest first (the invoice page's history). */
export async function listInvoiceEmails(companyId: string, invoiceId: string): Promise<InvoiceEmailView[]> {
  // Another company's document is not found, as on every other path (the isolation matrix).
  if (!(await database().invoice.findFirst({ where: { id: invoiceId, companyId }, select: { id: true } }))) throw notFound("Invoice");
  const rows = await database().invoiceEmail.findMany({ where: { companyId, invoiceId }, orderBy: { sentAt: "desc" }, take: 100 });
  return rows.map(emailView);
}

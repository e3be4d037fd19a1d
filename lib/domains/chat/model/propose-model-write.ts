import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { getInvoice } from "@/lib/domains/invoices/get-invoice";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import type { AnyOperation, OperationContext } from "@/lib/kernel/operation";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { callOperation, MissingScopeError } from "../call-operation";
import type { ChatAnswer } from "../chat-answer";
import { proposeCreditNote, type CreditNoteInput } from "../drafts/propose-credit-note";
import { proposeInvoice, type InvoiceInput } from "../drafts/propose-invoice";
import { proposePayment, type PaymentInput } from "../drafts/propose-payment";
import type { DocumentSummary } from "../local/document-in-message";

// A write the model asked for, drafted with the same card the local engine shows when there is one
// (an invoice, a payment, a credit note of one document); null leaves it to the generic draft.

async function documentById(context: OperationContext, id: unknown): Promise<DocumentSummary | null> {
  if (typeof id !== "string") return null;
  try {
    const { faturas } = await callOperation(listInvoices, context, { limit: 200 });
    return faturas.find((invoice) => invoice.id === id) ?? null;
  } catch (error) {
    // A key that may write but not read gets the generic draft, which shows no figure of the books.
    if (error instanceof MissingScopeError) return null;
    throw error;
  }
}

export async function proposeModelWrite(context: OperationContext, operation: AnyOperation, input: unknown): Promise<ChatAnswer | null> {
  if (operation === issueInvoice) return proposeInvoice(context, input as InvoiceInput);
  if (operation === registerPayment) {
    const document = await documentById(context, (input as Partial<PaymentInput>)?.id);
    return document ? proposePayment(context, document, input as PaymentInput) : null;
  }
  if (operation === createCreditNote) {
    const references = (input as Partial<CreditNoteInput>)?.references;
    if (!Array.isArray(references) || references.length !== 1 || (references[0]?.lines?.length ?? 0) > 1) return null;
    const document = await documentById(context, references[0]!.invoiceId);
    if (!document) return null;
    const credited = references[0]!.lines?.[0];
    if (credited && credited.amountEuros === undefined) return null; // a quantity: the generic draft says it as sent
    const position = credited?.line;
    if (position === undefined) return proposeCreditNote(context, document, input as CreditNoteInput, null);
    const { lines } = await callOperation(getInvoice, context, { id: document.id });
    const line = lines[position - 1];
    return line ? proposeCreditNote(context, document, input as CreditNoteInput, { line: position, description: line.description }) : null;
  }
  return null;
}

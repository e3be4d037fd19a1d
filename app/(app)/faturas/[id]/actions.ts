"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/core/api-error";
import { acknowledgeCreditNote } from "@/lib/domains/invoices/acknowledge-credit-note";
import { annulInvoice } from "@/lib/domains/invoices/annul-invoice";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { annulReceipt } from "@/lib/domains/payments/annul-receipt";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { sealInvoicePdf } from "@/lib/domains/invoices/seal-invoice-pdf";
import { workspace } from "@/lib/transports/web/workspace";
import { type FormFields, refusalOnFields } from "@/lib/transports/web/form-fields";
import { ACKNOWLEDGEMENT_FORM, ANNUL_FORM, CREDIT_NOTE_FORM, PAYMENT_FORM } from "@/lib/transports/web/form-field-maps";

// The invoice page's actions: the same operations the API runs, for the signed-in company. Each
// ends on a page with a message in Portuguese (what was issued, or why it was refused).

/** The page's forms, by the key the page gives each in `?campo=<form>.<field>` (see page.tsx). */
export type InvoicePageForm = "recebimento" | "nota" | "anular" | "conhecimento";
const FORMS: Record<InvoicePageForm, FormFields> = { recebimento: PAYMENT_FORM, nota: CREDIT_NOTE_FORM, anular: ANNUL_FORM, conhecimento: ACKNOWLEDGEMENT_FORM };

/** A refusal as the page shows it: the reason in the banner and next to the field it concerns. */
function refusalQuery(form: InvoicePageForm | null, error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  // The receipt and seal buttons have no field of their own: the reason goes in the banner only.
  if (!form) return `erro=${encodeURIComponent(refusalOnFields(error, ANNUL_FORM).message)}`;
  const { message, fields } = refusalOnFields(error, FORMS[form]);
  const field = Object.keys(fields)[0]!;
  return `erro=${encodeURIComponent(message)}&campo=${encodeURIComponent(`${form}.${field}`)}`;
}

function euros(value: FormDataEntryValue | null): number | undefined {
  const text = String(value ?? "").trim().replace(/\s/g, "").replace(",", ".");
  return text ? Number(text) : undefined;
}

async function run(invoiceId: string, form: InvoicePageForm | null, work: () => Promise<{ target: string; notice: string }>): Promise<never> {
  let destination: string;
  try {
    const { target, notice } = await work();
    revalidatePath("/faturas");
    destination = `/faturas/${target}?aviso=${encodeURIComponent(notice)}`;
  } catch (error) {
    destination = `/faturas/${invoiceId}?${refusalQuery(form, error)}`;
  }
  redirect(destination);
}

export async function registerPaymentAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, "recebimento", async () => {
    const receipt = await invokeOperation(registerPayment, context, { id: invoiceId, amountEuros: euros(form.get("valor")), paymentDate: String(form.get("data") ?? "") || undefined, method: form.get("method") ?? undefined });
    return { target: invoiceId, notice: `Recibo ${receipt.display} emitido: ${receipt.amount} recebidos; em aberto ${receipt.open}.` };
  });
}

export async function creditNoteAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, "nota", async () => {
    const line = Number(form.get("linha") || 0);
    const amount = euros(form.get("valor"));
    const reference = line ? { invoiceId, lines: [{ line, ...(amount !== undefined ? { amountEuros: amount } : {}) }] } : { invoiceId };
    const note = await invokeOperation(createCreditNote, context, { reason: form.get("reason"), references: [reference] });
    return { target: note.id, notice: `Nota de crédito ${note.display} emitida (${note.total}).` };
  });
}

export async function annulAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, "anular", async () => {
    const annulled = await invokeOperation(annulInvoice, context, { id: invoiceId, reason: form.get("reason") });
    return { target: invoiceId, notice: `${annulled.display} anulada. Mantém o número e deixa de contar nos totais.` };
  });
}

export async function acknowledgementAction(noteId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(noteId, "conhecimento", async () => {
    const note = await invokeOperation(acknowledgeCreditNote, context, { id: noteId, acknowledgementDate: String(form.get("data") ?? "") || undefined });
    return { target: noteId, notice: `Conhecimento do cliente registado em ${note.acknowledgementDate}: o IVA de ${note.display} pode ser regularizado (CIVA art. 78.º, n.º 5).` };
  });
}

export async function annulReceiptAction(invoiceId: string, receiptId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, null, async () => {
    const receipt = await invokeOperation(annulReceipt, context, { id: receiptId, reason: form.get("reason") });
    return { target: invoiceId, notice: `Recibo ${receipt.display} anulado: ${receipt.amount} deixam de contar como recebidos; em aberto ${receipt.open}.` };
  });
}

export async function sealAction(invoiceId: string): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, null, async () => {
    const seal = await invokeOperation(sealInvoicePdf, context, { id: invoiceId });
    return { target: invoiceId, notice: `PDF selado por «${seal.sealedBy}»${seal.qualified ? "" : " (selo não qualificado)"}.` };
  });
}

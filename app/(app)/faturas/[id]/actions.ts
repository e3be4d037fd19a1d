"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/http/api-error";
import { annulInvoice } from "@/lib/invoices/annul-invoice";
import { createCreditNote } from "@/lib/invoices/create-credit-note";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { annulReceipt } from "@/lib/payments/annul-receipt";
import { registerPayment } from "@/lib/payments/register-payment";
import { sealInvoicePdf } from "@/lib/invoices/seal-invoice-pdf";
import { workspace } from "@/lib/web/workspace";

// The invoice page's actions: the same operations the API runs, for the signed-in company. Each
// ends on a page with a message in Portuguese (what was issued, or why it was refused).

const FIELD_NAMES: Record<string, string> = { motivo: "o motivo", valorEuros: "o valor", data: "a data", metodo: "o meio de pagamento" };

function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  if (error.code === "validation_error") {
    const fields = (error.details ?? []).map((detail) => FIELD_NAMES[detail.path.split(".").at(-1) ?? ""] ?? detail.path);
    return `Verifique ${fields.length ? fields.join(", ") : "os dados"}: ${error.details?.[0]?.message ?? error.message}.`;
  }
  return error.message;
}

function euros(value: FormDataEntryValue | null): number | undefined {
  const text = String(value ?? "").trim().replace(/\s/g, "").replace(",", ".");
  return text ? Number(text) : undefined;
}

async function run(invoiceId: string, work: () => Promise<{ target: string; notice: string }>): Promise<never> {
  let destination: string;
  try {
    const { target, notice } = await work();
    revalidatePath("/faturas");
    destination = `/faturas/${target}?aviso=${encodeURIComponent(notice)}`;
  } catch (error) {
    destination = `/faturas/${invoiceId}?erro=${encodeURIComponent(refusal(error))}`;
  }
  redirect(destination);
}

export async function registerPaymentAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, async () => {
    const receipt = await invokeOperation(registerPayment, context, { id: invoiceId, valorEuros: euros(form.get("valor")), data: String(form.get("data") ?? "") || undefined, metodo: form.get("metodo") ?? undefined });
    return { target: invoiceId, notice: `Recibo ${receipt.display} emitido: ${receipt.amount} recebidos; em aberto ${receipt.emAberto}.` };
  });
}

export async function creditNoteAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, async () => {
    const line = Number(form.get("linha") || 0);
    const amount = euros(form.get("valor"));
    const reference = line ? { invoiceId, lines: [{ line, ...(amount !== undefined ? { amountEuros: amount } : {}) }] } : { invoiceId };
    const note = await invokeOperation(createCreditNote, context, { motivo: form.get("motivo"), referencias: [reference] });
    return { target: note.id, notice: `Nota de crédito ${note.display} emitida (${note.total}).` };
  });
}

export async function annulAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, async () => {
    const annulled = await invokeOperation(annulInvoice, context, { id: invoiceId, motivo: form.get("motivo") });
    return { target: invoiceId, notice: `${annulled.display} anulada. Mantém o número e deixa de contar nos totais.` };
  });
}

export async function annulReceiptAction(invoiceId: string, receiptId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, async () => {
    const receipt = await invokeOperation(annulReceipt, context, { id: receiptId, motivo: form.get("motivo") });
    return { target: invoiceId, notice: `Recibo ${receipt.display} anulado: ${receipt.amount} deixam de contar como recebidos; em aberto ${receipt.emAberto}.` };
  });
}

export async function sealAction(invoiceId: string): Promise<never> {
  const { context } = await workspace();
  return run(invoiceId, async () => {
    const seal = await invokeOperation(sealInvoicePdf, context, { id: invoiceId });
    return { target: invoiceId, notice: `PDF selado por «${seal.sealedBy}»${seal.qualified ? "" : " (selo não qualificado)"}.` };
  });
}

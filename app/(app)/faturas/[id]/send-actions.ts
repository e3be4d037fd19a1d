"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { sendPaymentReminder } from "@/lib/domains/invoices/payment-reminders";
import { sendInvoice } from "@/lib/domains/invoices/send-invoice";
import { sendReceipt } from "@/lib/domains/payments/send-receipt";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalText } from "@/lib/core/refusal-text";

// Sending a document or a payment reminder from its page: the same operations as the API
// (send_invoice, send_payment_reminder), ending on the page with a message in Portuguese.

const REFUSALS_PT: [RegExp, string][] = [
  [/has no email address/, "O cliente não tem email: indique o endereço para onde enviar, ou acrescente-o à ficha do cliente."],
  [/is annulled/, "Um documento ou recibo anulado não é enviado ao cliente."],
  [/is not overdue yet/, "A fatura ainda não está vencida: o lembrete só é enviado depois do vencimento."],
  [/nothing left to receive/, "Esta fatura já não tem nada por receber: não há lembrete a enviar."],
];

function refusalPt(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  for (const [pattern, message] of REFUSALS_PT) if (pattern.test(error.message)) return message;
  if (error.code === "validation_error") {
    const detail = error.details?.[0];
    if (detail?.path.endsWith("to")) return "Indique um email válido para o destinatário.";
    if (detail?.path.endsWith("message")) return "A mensagem pode ter no máximo 2000 caracteres.";
  }
  return refusalText(error);
}

function optional(value: FormDataEntryValue | null): string | undefined {
  const text = String(value ?? "").trim();
  return text === "" ? undefined : text;
}

async function finish(invoiceId: string, work: () => Promise<string>): Promise<never> {
  let destination: string;
  try {
    const notice = await work();
    revalidatePath(`/faturas/${invoiceId}`);
    destination = `/faturas/${invoiceId}?aviso=${encodeURIComponent(notice)}#envios`;
  } catch (error) {
    destination = `/faturas/${invoiceId}?erro=${encodeURIComponent(refusalPt(error))}`;
  }
  redirect(destination);
}

function where(transport: "smtp" | "outbox"): string {
  return transport === "outbox" ? " (caixa de saída local: o servidor não tem SMTP configurado)" : "";
}

export async function sendInvoiceAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return finish(invoiceId, async () => {
    const sent = await invokeOperation(sendInvoice, context, { id: invoiceId, to: optional(form.get("to")), message: optional(form.get("message")) });
    return `Documento enviado para ${sent.to}${where(sent.transport)}.`;
  });
}

export async function sendReminderAction(invoiceId: string, form: FormData): Promise<never> {
  const { context } = await workspace();
  return finish(invoiceId, async () => {
    const sent = await invokeOperation(sendPaymentReminder, context, { id: invoiceId, to: optional(form.get("to")), message: optional(form.get("message")) });
    return `Lembrete de pagamento enviado para ${sent.to}${where(sent.transport)}.`;
  });
}

export async function sendReceiptAction(invoiceId: string, receiptId: string): Promise<never> {
  const { context } = await workspace();
  return finish(invoiceId, async () => {
    const sent = await invokeOperation(sendReceipt, context, { id: receiptId });
    return `Recibo enviado para ${sent.to}${where(sent.transport)}.`;
  });
}

"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/core/api-error";
import { sendPaymentReminders } from "@/lib/domains/invoices/payment-reminders";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalText } from "@/lib/core/refusal-text";

// «Enviar lembrete» on the overdue list: one document (the row's button) or the ticked ones, through
// send_payment_reminders, which answers each document on its own (sent, or skipped with the reason).

function skipReasonPt(reason: string): string {
  if (/has no email address/.test(reason)) return "cliente sem email";
  if (/not overdue/.test(reason)) return "ainda não vencida";
  if (/nothing left to receive/.test(reason)) return "nada por receber";
  if (/annulled/.test(reason)) return "anulada";
  if (/not found/.test(reason)) return "não encontrada";
  return reason;
}

export async function sendRemindersAction(form: FormData): Promise<never> {
  const { context } = await workspace();
  const one = String(form.get("um") ?? "");
  const ids = one ? [one] : form.getAll("ids").map(String).filter(Boolean);
  let destination: string;
  if (ids.length === 0) destination = `/faturas/vencidas?erro=${encodeURIComponent("Escolha pelo menos uma fatura.")}`;
  else {
    try {
      const { sent, skipped } = await invokeOperation(sendPaymentReminders, context, { ids });
      revalidatePath("/faturas/vencidas");
      const parts = [sent.length === 1 ? "1 lembrete enviado" : `${sent.length} lembretes enviados`];
      if (skipped.length) parts.push(`${skipped.length} não enviado(s): ${skipped.map((skip) => skipReasonPt(skip.reason)).join("; ")}`);
      destination = `/faturas/vencidas?aviso=${encodeURIComponent(`${parts.join(" · ")}.`)}`;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      destination = `/faturas/vencidas?erro=${encodeURIComponent(error.code === "validation_error" ? "Pode enviar no máximo 100 lembretes de cada vez." : refusalText(error))}`;
    }
  }
  redirect(destination);
}

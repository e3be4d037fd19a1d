"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/core/api-error";
import { updateReminderSchedule } from "@/lib/domains/invoices/reminder-schedule";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalText } from "@/lib/core/refusal-text";

const LABELS_PT: Record<string, string> = { firstAfterDays: "Primeiro lembrete", everyDays: "Intervalo", maxReminders: "Máximo por fatura" };

function whole(value: FormDataEntryValue | null): number {
  const text = String(value ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export async function saveReminderScheduleAction(form: FormData): Promise<never> {
  const { context } = await workspace();
  let destination: string;
  try {
    await invokeOperation(updateReminderSchedule, context, {
      enabled: form.get("enabled") === "on",
      firstAfterDays: whole(form.get("firstAfterDays")),
      everyDays: whole(form.get("everyDays")),
      maxReminders: whole(form.get("maxReminders")),
    });
    revalidatePath("/faturas/vencidas");
    destination = `/faturas/lembretes?aviso=${encodeURIComponent("Lembretes automáticos guardados.")}`;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const detail = error.details?.[0];
    const field = detail ? (LABELS_PT[detail.path.split(".").at(-1) ?? ""] ?? detail.path) : "";
    const message = error.code === "validation_error" ? `${field}: indique um número inteiro dentro dos limites (dias de 1 a 365; máximo de 1 a 12).` : error.code === "insufficient_scope" || error.code === "forbidden" ? "O seu papel nesta empresa não permite alterar os lembretes automáticos." : refusalText(error);
    destination = `/faturas/lembretes?erro=${encodeURIComponent(message)}`;
  }
  redirect(destination);
}

"use server";

import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/core/api-error";
import { parsePortugueseAmount } from "@/lib/core/parse-amount";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { createRecurringInvoice, deleteRecurringInvoice, getRecurringInvoice, pauseRecurringInvoice, resumeRecurringInvoice, updateRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import { RECURRING_EDIT_FORM } from "@/lib/transports/web/form-field-maps";
import { recurringEditInput } from "@/lib/transports/web/recurring-edit-input";
import { onFormFields, refusalOnFields } from "@/lib/transports/web/form-fields";
import type { FormResult } from "@/lib/transports/web/form-result";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";
import { workspace } from "@/lib/transports/web/workspace";

// The form's flat fields → create_recurring_invoice's input (the operation the API runs); errors are
// keyed back to the form's field names.
const LABELS: Record<string, string> = {
  frequency: "Periodicidade",
  dayOfMonth: "Dia do mês",
  startDate: "Início",
  endDate: "Fim",
  template: "Fatura",
  fromInvoiceId: "Fatura de origem",
  type: "Tipo",
  clientName: "Cliente",
  clientNif: "NIF do cliente",
  clientAddress: "Morada do cliente",
  itemId: "Artigo",
  description: "Descrição",
  unitEuros: "Preço unitário",
  quantity: "Quantidade",
  vatRate: "Taxa de IVA",
  vatExemptionCode: "Motivo de isenção",
  "template.clientName": "Cliente",
  "template.clientNif": "NIF do cliente",
  "template.clientAddress": "Morada do cliente",
  "template.lines[0].itemId": "Artigo",
  "template.lines[0].description": "Descrição",
  "template.lines[0].unitEuros": "Preço unitário",
  "template.lines[0].quantity": "Quantidade",
  "template.lines[0].vatRate": "Taxa de IVA",
  "template.lines[0].vatExemptionCode": "Motivo de isenção",
};

const FORM_FIELD: Record<string, string> = {
  "template.clientName": "clientName",
  "template.clientNif": "clientNif",
  "template.clientAddress": "clientAddress",
  "template.lines[0].itemId": "itemId",
  "template.lines[0].description": "description",
  "template.lines[0].unitEuros": "unitEuros",
  "template.lines[0].quantity": "quantity",
  "template.lines[0].vatRate": "vatRate",
  "template.lines[0].vatExemptionCode": "vatExemptionCode",
};

function scheduleInput(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "").trim();
  const amount = (name: string) => (text(name) === "" ? undefined : (parsePortugueseAmount(text(name)) ?? Number.NaN) / 100);
  const fromInvoiceId = text("fromInvoiceId");
  const vatRate = text("vatRate") === "" ? undefined : Number(text("vatRate"));
  const line = {
    ...(text("itemId") ? { itemId: text("itemId") } : {}),
    ...(text("description") ? { description: text("description") } : {}),
    ...(amount("unitEuros") !== undefined ? { unitEuros: amount("unitEuros") } : {}),
    quantity: text("quantity") === "" ? 1 : Number(text("quantity").replace(",", ".")),
    ...(vatRate !== undefined && !text("itemId") ? { vatRate } : {}),
    ...(vatRate === 0 && text("vatExemptionCode") ? { vatExemptionCode: text("vatExemptionCode") } : {}),
  };
  return {
    frequency: text("frequency"),
    dayOfMonth: Number(text("dayOfMonth")),
    startDate: text("startDate"),
    ...(text("endDate") ? { endDate: text("endDate") } : {}),
    ...(fromInvoiceId
      ? { fromInvoiceId }
      : {
          template: {
            clientName: text("clientName"),
            ...(text("clientNif") ? { clientNif: text("clientNif") } : {}),
            ...(text("clientAddress") ? { clientAddress: text("clientAddress") } : {}),
            lines: [line],
          },
        }),
  };
}

function keyed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [FORM_FIELD[path] ?? path, message]));
}

export async function createRecurringInvoiceAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const input = scheduleInput(formData);
  const checked = createRecurringInvoice.input.safeParse(input);
  if (!checked.success) {
    const fields = keyed(portugueseFieldErrors(checked.error, LABELS));
    return { ok: false, message: Object.values(fields)[0]!, fields };
  }
  try {
    const saved = await invokeOperation(createRecurringInvoice, context, input);
    revalidatePath("/faturas/recorrentes");
    return { ok: true, message: saved.nextDate ? `Avença criada: a primeira fatura é emitida a ${saved.nextDate.split("-").reverse().join("/")}.` : "Avença criada, mas já terminou (a data de fim é anterior à próxima ocorrência)." };
  } catch (error) {
    if (error instanceof ApiError && error.details?.[0]) {
      const detail = error.details[0];
      const field = FORM_FIELD[`template.${detail.path}`] ?? detail.path;
      const message = `${LABELS[`template.${detail.path}`] ?? LABELS[detail.path] ?? detail.path}: ${detail.pt ?? (detail.path === "fromInvoiceId" ? "a fatura não existe" : "não é válido")}.`;
      return { ok: false, message, fields: { [field]: message } };
    }
    if (error instanceof ApiError) return { ok: false, message: "Não foi possível criar a avença; tente de novo.", fields: {} };
    throw error;
  }
}

export async function pauseRecurringInvoiceAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await invokeOperation(pauseRecurringInvoice, context, { id: String(formData.get("id") ?? "") }).catch((error) => {
    if (!(error instanceof ApiError)) throw error;
  });
  revalidatePath("/faturas/recorrentes");
}

export async function resumeRecurringInvoiceAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await invokeOperation(resumeRecurringInvoice, context, { id: String(formData.get("id") ?? "") });
  revalidatePath("/faturas/recorrentes");
}

export async function deleteRecurringInvoiceAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await invokeOperation(deleteRecurringInvoice, context, { id: String(formData.get("id") ?? "") }).catch((error) => {
    if (!(error instanceof ApiError && error.code === "not_found")) throw error;
  });
  revalidatePath("/faturas/recorrentes");
}

/** Editar avença: update_recurring_invoice, the same checks as the API; a refusal changes nothing and names its field. */
export async function updateRecurringInvoiceAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const id = String(formData.get("id") ?? "");
  const existing = await invokeOperation(getRecurringInvoice, context, { id });
  const input = recurringEditInput(formData, existing.template);
  const checked = updateRecurringInvoice.input.safeParse(input);
  if (!checked.success) {
    const fields = onFormFields(portugueseFieldErrors(checked.error, RECURRING_EDIT_FORM.labels), RECURRING_EDIT_FORM);
    return { ok: false, message: Object.values(fields)[0]!, fields };
  }
  try {
    const saved = await invokeOperation(updateRecurringInvoice, context, input);
    revalidatePath("/faturas/recorrentes");
    revalidatePath(`/faturas/recorrentes/${id}`);
    return { ok: true, message: saved.nextDate ? `Avença guardada: a próxima fatura, já com as alterações, é emitida a ${saved.nextDate.split("-").reverse().join("/")}.` : "Avença guardada; não tem mais faturas a emitir (terminou)." };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, ...refusalOnFields(error, RECURRING_EDIT_FORM) };
    throw error;
  }
}

"use server";

import { revalidatePath } from "next/cache";
import { updateClient } from "@/lib/domains/clients/update-client";
import { upsertClient } from "@/lib/domains/clients/upsert-client";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { FormResult } from "@/lib/transports/web/form-result";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalOnFields } from "@/lib/transports/web/form-fields";
import { CLIENT_FORM } from "@/lib/transports/web/form-field-maps";


/** The form's fields as operation input: empty optional fields are left out (create) or cleared (edit). */
function clientFields(formData: FormData, empty: undefined | null) {
  const value = (name: string) => {
    const text = String(formData.get(name) ?? "").trim();
    return text === "" ? empty : text;
  };
  return { name: value("name") ?? "", nif: value("nif"), email: value("email"), address: value("address"), country: value("country") ?? "PT", foreignTaxId: value("foreignTaxId") };
}

function refused(error: unknown): FormResult {
  if (error instanceof ApiError && error.code === "conflict") return { ok: false, message: "NIF: já existe outro cliente com este NIF.", fields: { nif: "NIF: já existe outro cliente com este NIF." } };
  if (error instanceof ApiError && error.code === "not_found") return { ok: false, message: "O cliente já não existe.", fields: {} };
  // A rule of the books (a business client needs its address…): its reason, on its field.
  if (error instanceof ApiError && error.code === "validation_error") return { ok: false, ...refusalOnFields(error, CLIENT_FORM) };
  if (error instanceof ApiError) return { ok: false, message: "Não foi possível guardar o cliente; tente de novo.", fields: {} };
  throw error;
}

/** New client from the clients page: upsert_client (a client with the same NIF or name is updated instead, and the message says so). */
export async function createClientAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const input = Object.fromEntries(Object.entries(clientFields(formData, undefined)).filter(([, value]) => value !== undefined));
  const checked = upsertClient.input.safeParse(input);
  if (!checked.success) {
    const fields = portugueseFieldErrors(checked.error, CLIENT_FORM.labels);
    return { ok: false, message: Object.values(fields)[0]!, fields };
  }
  try {
    const saved = await invokeOperation(upsertClient, context, input);
    revalidatePath("/clientes");
    return { ok: true, message: saved.acao === "criado" ? `Cliente «${saved.nome}» criado.` : `Já existia um cliente com este NIF ou nome: «${saved.nome}» foi atualizado.` };
  } catch (error) {
    return refused(error);
  }
}

export async function updateClientAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const input = { id: String(formData.get("id") ?? ""), ...clientFields(formData, null) };
  const checked = updateClient.input.safeParse(input);
  if (!checked.success) {
    const fields = portugueseFieldErrors(checked.error, CLIENT_FORM.labels);
    return { ok: false, message: Object.values(fields)[0]!, fields };
  }
  try {
    const saved = await invokeOperation(updateClient, context, input);
    revalidatePath("/clientes");
    revalidatePath(`/clientes/${saved.id}`);
    return { ok: true, message: `Cliente «${saved.name}» guardado.` };
  } catch (error) {
    return refused(error);
  }
}

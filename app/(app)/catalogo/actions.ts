"use server";

import { revalidatePath } from "next/cache";
import { archiveItem, createItem, updateItem } from "@/lib/domains/catalog/catalog-items";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { parsePortugueseAmount } from "@/lib/core/parse-amount";
import type { FormResult } from "@/lib/transports/web/form-result";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";
import { workspace } from "@/lib/transports/web/workspace";

const ITEM_LABELS = { name: "Nome", unitEuros: "Preço unitário", vatRate: "Taxa de IVA", vatExemptionCode: "Motivo de isenção", kind: "Tipo" };

/** The form's fields as create_item / update_item input (the same operations the API runs). */
function itemFields(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "").trim();
  const vatRate = Number(text("vatRate") || "23");
  return {
    name: text("name"),
    unitEuros: text("unitEuros") === "" ? undefined : (parsePortugueseAmount(text("unitEuros")) ?? Number.NaN) / 100,
    vatRate,
    ...(vatRate === 0 && text("vatExemptionCode") ? { vatExemptionCode: text("vatExemptionCode") } : {}),
    kind: text("kind") || "services",
  };
}

function refused(error: unknown): FormResult {
  if (error instanceof ApiError && error.code === "not_found") return { ok: false, message: "O artigo já não existe.", fields: {} };
  if (error instanceof ApiError && error.details?.[0]) {
    const path = error.details[0].path;
    const message = `${ITEM_LABELS[path as keyof typeof ITEM_LABELS] ?? path}: uma linha com IVA a 0% precisa do motivo de isenção, e só ela.`;
    return { ok: false, message, fields: { [path]: message } };
  }
  if (error instanceof ApiError) return { ok: false, message: "Não foi possível guardar o artigo; tente de novo.", fields: {} };
  throw error;
}

export async function createItemAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const input = itemFields(formData);
  const checked = createItem.input.safeParse(input);
  if (!checked.success) {
    const fields = portugueseFieldErrors(checked.error, ITEM_LABELS);
    return { ok: false, message: Object.values(fields)[0]!, fields };
  }
  try {
    const saved = await invokeOperation(createItem, context, input);
    revalidatePath("/catalogo");
    return { ok: true, message: `Artigo «${saved.name}» criado.` };
  } catch (error) {
    return refused(error);
  }
}

export async function updateItemAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const fields = itemFields(formData);
  // The form shows every field: an exemption reason not sent is one cleared.
  const input = { id: String(formData.get("id") ?? ""), ...fields, vatExemptionCode: "vatExemptionCode" in fields ? fields.vatExemptionCode : null };
  const checked = updateItem.input.safeParse(input);
  if (!checked.success) {
    const errors = portugueseFieldErrors(checked.error, ITEM_LABELS);
    return { ok: false, message: Object.values(errors)[0]!, fields: errors };
  }
  try {
    const saved = await invokeOperation(updateItem, context, input);
    revalidatePath("/catalogo");
    return { ok: true, message: `Artigo «${saved.name}» guardado.` };
  } catch (error) {
    return refused(error);
  }
}

/** Archive or restore one item (a row's button; works without JavaScript). */
export async function archiveItemAction(formData: FormData): Promise<void> {
  const { context } = await workspace();
  await invokeOperation(archiveItem, context, { id: String(formData.get("id") ?? ""), archived: formData.get("archived") !== "false" });
  revalidatePath("/catalogo");
}

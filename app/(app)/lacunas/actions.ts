"use server";

import { revalidatePath } from "next/cache";
import { markDocumentPaidOutsideBank } from "@/lib/domains/documents/mark-paid-outside-bank";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { FormResult } from "@/lib/transports/web/form-result";
import { workspace } from "@/lib/transports/web/workspace";

/** «Paga em numerário» / «Paga por outra conta» on a gap: mark_document_paid_outside_bank (ux review 15). */
export async function markPaidOutsideBank(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const method = formData.get("method") === "OU" ? "OU" : "NU";
  try {
    const marked = await invokeOperation(markDocumentPaidOutsideBank, context, { id: String(formData.get("id") ?? ""), method });
    revalidatePath("/lacunas");
    return { ok: true, message: `${marked.methodDescription}: a despesa deixa de ser uma falha.` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    revalidatePath("/lacunas");
    if (error.code === "insufficient_scope" || error.code === "forbidden") return { ok: false, message: "Não tem permissão para alterar despesas.", fields: {} };
    return { ok: false, message: "A despesa mudou entretanto (já associada ao banco ou por rever); a lista foi atualizada.", fields: {} };
  }
}

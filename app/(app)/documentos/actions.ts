"use server";

import { revalidatePath } from "next/cache";
import { reviewDocument } from "@/lib/documents/review-document";
import { ApiError } from "@/lib/http/api-error";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export type ReviewResult = { ok: true } | { ok: false; message: string };

/** The review form's submit: the same review_document operation as PATCH /documents/{id}. */
export async function reviewDocumentAction(id: string, formData: FormData): Promise<ReviewResult> {
  const { context } = await workspace();
  const text = (name: string) => {
    const value = String(formData.get(name) ?? "").trim();
    return value === "" ? undefined : value;
  };
  const euros = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Math.round(Number(value.replace(/\s/g, "").replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", ".")) * 100);
  };
  const input = {
    id,
    supplierName: text("supplierName"),
    supplierNif: text("supplierNif"),
    documentDate: text("documentDate"),
    documentNumber: text("documentNumber"),
    totalCents: euros("total"),
    vatCents: euros("vat"),
    category: text("category"),
    confirm: true,
  };
  try {
    await invokeOperation(reviewDocument, context, input);
  } catch (error) {
    if (error instanceof ApiError && error.code === "validation_error" && error.details) {
      return { ok: false, message: error.details.map((detail) => `${detail.path}: ${detail.message}`).join("; ") };
    }
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
  revalidatePath("/documentos");
  return { ok: true };
}

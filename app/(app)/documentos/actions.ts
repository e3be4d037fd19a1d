"use server";

import { revalidatePath } from "next/cache";
import { reviewDocument } from "@/lib/documents/review-document";
import { ApiError } from "@/lib/http/api-error";
import { portugueseFieldErrors } from "@/lib/web/portuguese-errors";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export type ReviewResult = { ok: true; fileName: string } | { ok: false; message: string };

const REVIEW_LABELS = { supplierName: "Fornecedor", supplierNif: "NIF do fornecedor", documentDate: "Data", documentNumber: "Número", totalCents: "Total", vatCents: "IVA", category: "Categoria" };

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
  const checked = reviewDocument.input.safeParse(input);
  if (!checked.success) return { ok: false, message: Object.values(portugueseFieldErrors(checked.error, REVIEW_LABELS)).join("; ") };
  try {
    const archived = await invokeOperation(reviewDocument, context, input);
    revalidatePath("/documentos");
    return { ok: true, fileName: archived.fileName };
  } catch (error) {
    // The checks' reasons are the Portuguese ones the page lists.
    if (error instanceof ApiError && error.code === "validation_error" && error.details) return { ok: false, message: `Ainda não pode ser arquivado: ${error.details.map((detail) => detail.message).join(" ")}` };
    if (error instanceof ApiError && error.code === "conflict") return { ok: false, message: "O documento ainda está a ser processado; tente daqui a instantes." };
    if (error instanceof ApiError) return { ok: false, message: "Não foi possível arquivar o documento; tente de novo." };
    throw error;
  }
}

"use server";

import { revalidatePath } from "next/cache";
import { deleteDocument } from "@/lib/domains/documents/delete-document";
import { getDocument } from "@/lib/domains/documents/read-documents";
import { reviewDocument } from "@/lib/domains/documents/review-document";
import { ApiError } from "@/lib/core/api-error";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";
import { redirect } from "next/navigation";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";

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
    if (error instanceof ApiError && error.code === "validation_error" && error.details) return { ok: false, message: `Ainda não pode ser arquivado: ${error.details.map((detail) => detail.pt ?? detail.message).join(" ")}` };
    if (error instanceof ApiError && error.code === "conflict") return { ok: false, message: "O documento ainda está a ser processado; tente daqui a instantes." };
    if (error instanceof ApiError) return { ok: false, message: "Não foi possível arquivar o documento; tente de novo." };
    throw error;
  }
}

/** Most documents one upload list asks about at once (one drop of files). */
const STATUS_QUERY_LIMIT = 50;

/** The status of documents just uploaded, for the upload list to follow until extraction ends (get_document). */
export async function documentStatuses(ids: string[]): Promise<Record<string, string>> {
  const { context } = await workspace();
  const entries = await Promise.all(
    ids.slice(0, STATUS_QUERY_LIMIT).map(async (id) => {
      const document = await invokeOperation(getDocument, context, { id: String(id) }).catch(() => null);
      return [id, document?.status ?? "deleted"] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** «Apagar documento» in the review panel: delete_document, then back to the list saying what was deleted. */
export async function deleteDocumentAction(id: string): Promise<{ ok: false; message: string }> {
  const { context } = await workspace();
  let fileName: string;
  try {
    fileName = (await invokeOperation(deleteDocument, context, { id })).fileName;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "conflict") return { ok: false, message: /bank movement/.test(error.message) ? "Um movimento bancário está associado a este documento: desfaça primeiro essa reconciliação no Banco." : "O documento ainda está a ser lido; apague-o quando a leitura terminar." };
    if (error.code === "insufficient_scope" || error.code === "forbidden") return { ok: false, message: "Não tem permissão para apagar documentos." };
    return { ok: false, message: "O documento já não existe." };
  }
  revalidatePath("/documentos");
  redirect(`/documentos?apagado=${encodeURIComponent(fileName)}`);
}

import { DOCUMENT_STATUSES } from "@/lib/domains/documents/document-view";
import { listDocuments } from "@/lib/domains/documents/read-documents";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { readAllPages } from "@/lib/transports/web/list-export";
import type { ExportTable } from "@/lib/transports/web/table-export";
import type { ListFilter, ListQuery } from "@/lib/transports/web/list-query";

// The expense documents list of the web app: status (the chips), supplier and date filters, as
// list_documents input, and its export.

export const DOCUMENT_STATUS_LABELS: Record<string, string> = { processing: "A processar", needs_review: "A rever", archived: "Arquivado", error: "Erro" };

export const DOCUMENT_FILTERS: readonly ListFilter[] = [
  { name: "fornecedor", label: "Fornecedor ou ficheiro", kind: "search", placeholder: "ex.: galp" },
  { name: "de", label: "Datados de", kind: "date" },
  { name: "ate", label: "até", kind: "date" },
];
/** The status chips' parameter, read like a filter. */
export const DOCUMENT_STATUS_FILTER: ListFilter = { name: "estado", label: "Estado", kind: "select", options: DOCUMENT_STATUSES.map((status) => [status, DOCUMENT_STATUS_LABELS[status]!] as const) };

export function documentListInput({ values }: ListQuery) {
  return {
    ...(values.estado ? { status: values.estado as (typeof DOCUMENT_STATUSES)[number] } : {}),
    ...(values.fornecedor ? { supplierName: values.fornecedor } : {}),
    ...(values.de ? { startDate: values.de } : {}),
    ...(values.ate ? { endDate: values.ate } : {}),
  };
}

export async function documentExportTable(context: OperationContext, query: ListQuery): Promise<ExportTable & { truncated: boolean }> {
  const { rows, truncated } = await readAllPages(async (page) => {
    const result = await invokeOperation(listDocuments, context, { ...documentListInput(query), ...page });
    return { rows: result.documentos, nextCursor: result.nextCursor };
  });
  const euros = (cents: number | null) => (cents === null ? null : cents / 100);
  return {
    truncated,
    columns: [
      { header: "Ficheiro", kind: "text" },
      { header: "Fornecedor", kind: "text" },
      { header: "Data", kind: "date" },
      { header: "Categoria", kind: "text" },
      { header: "Total (€)", kind: "euros" },
      { header: "IVA (€)", kind: "euros" },
      { header: "IVA dedutível (€)", kind: "euros" },
      { header: "Estado", kind: "text" },
      { header: "Enviado em", kind: "date" },
    ],
    rows: rows.map((document) => [document.fileName, document.supplierName, document.documentDate, document.category, euros(document.totalCents), euros(document.vatCents), euros(document.vatDeductibleCents ?? document.vatCents), DOCUMENT_STATUS_LABELS[document.status] ?? document.status, document.createdAt.slice(0, 10)]),
  };
}

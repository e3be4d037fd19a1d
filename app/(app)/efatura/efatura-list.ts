import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { readAllPages } from "@/lib/transports/web/list-export";
import type { ExportTable } from "@/lib/transports/web/table-export";
import type { ListFilter, ListQuery } from "@/lib/transports/web/list-query";

// The e-Fatura purchases list of the web app: filters as get_efatura_movements input, and its export.

/** The page's own `estado` values (`/efatura?estado=em_falta`) and the get_efatura_movements `status` each asks for. */
export const EFATURA_PAGE_STATUSES: Readonly<Record<string, "missing" | "registered">> = { em_falta: "missing", registado: "registered" };

export const EFATURA_FILTERS: readonly ListFilter[] = [
  { name: "fornecedor", label: "Fornecedor, NIF ou documento", kind: "search", placeholder: "ex.: galp" },
  { name: "estado", label: "Nos livros", kind: "select", options: [["em_falta", "Falta o documento"], ["registado", "Registadas"]] },
  { name: "de", label: "De", kind: "date" },
  { name: "ate", label: "até", kind: "date" },
];

export function efaturaListInput({ values }: ListQuery) {
  return {
    ...(values.estado && Object.hasOwn(EFATURA_PAGE_STATUSES, values.estado) ? { status: EFATURA_PAGE_STATUSES[values.estado] } : {}),
    ...(values.fornecedor ? { supplierName: values.fornecedor } : {}),
    ...(values.de ? { startDate: values.de } : {}),
    ...(values.ate ? { endDate: values.ate } : {}),
  };
}

export async function efaturaExportTable(context: OperationContext, query: ListQuery): Promise<ExportTable & { truncated: boolean }> {
  const { rows, truncated } = await readAllPages(async (page) => {
    const result = await invokeOperation(getEfaturaMovements, context, { ...efaturaListInput(query), ...page });
    return { rows: result.movimentos, nextCursor: result.nextCursor };
  });
  return {
    truncated,
    columns: [
      { header: "Data", kind: "date" },
      { header: "Fornecedor", kind: "text" },
      { header: "NIF do fornecedor", kind: "text" },
      { header: "Documento", kind: "text" },
      { header: "ATCUD", kind: "text" },
      { header: "IVA (€)", kind: "euros" },
      { header: "Total (€)", kind: "euros" },
      { header: "Nos livros", kind: "text" },
    ],
    rows: rows.map((purchase) => [purchase.date, purchase.fornecedor, purchase.supplierNif, purchase.documentNumber, purchase.atcud, purchase.vatCents / 100, purchase.totalCents / 100, purchase.registadoNoServico ? "Registada" : "Falta o documento"]),
  };
}

import { getBankOverview } from "@/lib/domains/bank/bank-overview";
import { MOVEMENT_STATUSES } from "@/lib/domains/bank/movement-view";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { readAllPages } from "@/lib/transports/web/list-export";
import type { ExportTable } from "@/lib/transports/web/table-export";
import type { ListFilter, ListQuery } from "@/lib/transports/web/list-query";

// The bank movements list of the web app: status (the chips), text and date filters, as
// get_bank_overview input, and its export.

/** One row's status: the singular of its chip. */
export const MOVEMENT_STATUS_LABELS = { unmatched: "Por classificar", suggested: "Sugestão", matched: "Reconciliado", ignored: "Ignorado" } as const;

export const MOVEMENT_FILTERS: readonly ListFilter[] = [
  { name: "q", label: "Descrição", kind: "search", placeholder: "ex.: lusitana" },
  { name: "de", label: "De", kind: "date" },
  { name: "ate", label: "até", kind: "date" },
];
export const MOVEMENT_STATUS_FILTER: ListFilter = { name: "estado", label: "Estado", kind: "select", options: MOVEMENT_STATUSES.map((status) => [status, MOVEMENT_STATUS_LABELS[status]] as const) };

export function movementListInput({ values }: ListQuery) {
  return {
    ...(values.estado ? { status: values.estado as (typeof MOVEMENT_STATUSES)[number] } : {}),
    ...(values.q ? { q: values.q } : {}),
    ...(values.de ? { startDate: values.de } : {}),
    ...(values.ate ? { endDate: values.ate } : {}),
  };
}

export async function movementExportTable(context: OperationContext, query: ListQuery): Promise<ExportTable & { truncated: boolean }> {
  const { rows, truncated } = await readAllPages(async (page) => {
    const result = await invokeOperation(getBankOverview, context, { ...movementListInput(query), ...page });
    return { rows: result.movimentos, nextCursor: result.nextCursor };
  });
  return {
    truncated,
    columns: [
      { header: "Data", kind: "date" },
      { header: "Descrição", kind: "text" },
      { header: "Valor (€)", kind: "euros" },
      { header: "Reconciliação", kind: "text" },
      { header: "Associado a", kind: "text" },
    ],
    rows: rows.map((movement) => [movement.date, movement.description, movement.amountCents / 100, MOVEMENT_STATUS_LABELS[movement.status], movement.match ? `${movement.match.type === "invoice" ? "Fatura" : "Despesa"} ${movement.match.label}` : null]),
  };
}

import { listClients } from "@/lib/domains/receivables/list-clients";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { readAllPages } from "@/lib/transports/web/list-export";
import type { ExportTable } from "@/lib/transports/web/table-export";
import type { ListFilter, ListQuery } from "@/lib/transports/web/list-query";

// The clients list of the web app: its search, as list_clients input, and its export.

export const CLIENT_FILTERS: readonly ListFilter[] = [{ name: "q", label: "Nome ou NIF", kind: "search", placeholder: "ex.: lusitana ou 5019" }];

export function clientListInput({ values }: ListQuery) {
  return values.q ? { q: values.q } : {};
}

export async function clientExportTable(context: OperationContext, query: ListQuery): Promise<ExportTable & { truncated: boolean }> {
  const { rows, truncated } = await readAllPages(async (page) => {
    const result = await invokeOperation(listClients, context, { ...clientListInput(query), ...page });
    return { rows: result.clientes, nextCursor: result.nextCursor };
  });
  return {
    truncated,
    columns: [
      { header: "Nome", kind: "text" },
      { header: "NIF", kind: "text" },
      { header: "País", kind: "text" },
      { header: "NIF estrangeiro", kind: "text" },
      { header: "Email", kind: "text" },
      { header: "Morada", kind: "text" },
      { header: "Faturas", kind: "text" },
      { header: "Faturado (€)", kind: "euros" },
      { header: "Por receber (€)", kind: "euros" },
    ],
    rows: rows.map((client) => [client.nome, client.nif, client.country, client.foreignTaxId, client.email, client.address, String(client.faturas), client.totalInvoicedCents / 100, client.openCents / 100]),
  };
}

import type { z } from "zod";
import { invoiceStatusLabel } from "@/components/invoices/invoice-status";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { readAllPages } from "@/lib/transports/web/list-export";
import type { ExportTable } from "@/lib/transports/web/table-export";
import type { ListFilter, ListQuery } from "@/lib/transports/web/list-query";

// The invoices list of the web app: its filters, as list_invoices input, and its export.

type ListInvoicesStatus = NonNullable<z.input<typeof listInvoices.input>["status"]>;

/**
 * The page's own `estado` values (Portuguese, like its address: `/faturas?estado=em_aberto`) and the
 * list_invoices `status` each one asks for: the one place the page's words meet the API's.
 */
export const INVOICE_PAGE_STATUSES: Readonly<Record<string, ListInvoicesStatus>> = {
  em_aberto: "open",
  vencida: "overdue",
  parcialmente_paga: "partially_paid",
  paga: "paid",
  anulada: "annulled",
};

export const INVOICE_FILTERS: readonly ListFilter[] = [
  { name: "cliente", label: "Cliente", kind: "search", placeholder: "nome do cliente" },
  { name: "estado", label: "Estado", kind: "select", options: [["em_aberto", "Em aberto"], ["vencida", "Vencidas"], ["parcialmente_paga", "Parcialmente pagas"], ["paga", "Pagas"], ["anulada", "Anuladas"]] },
  { name: "de", label: "Emitidas de", kind: "date" },
  { name: "ate", label: "até", kind: "date" },
];

export function invoiceListInput({ values }: ListQuery) {
  return {
    ...(values.estado && Object.hasOwn(INVOICE_PAGE_STATUSES, values.estado) ? { status: INVOICE_PAGE_STATUSES[values.estado] } : {}),
    ...(values.cliente ? { clientName: values.cliente } : {}),
    ...(values.de ? { startDate: values.de } : {}),
    ...(values.ate ? { endDate: values.ate } : {}),
  };
}

export async function invoiceExportTable(context: OperationContext, query: ListQuery): Promise<ExportTable & { truncated: boolean }> {
  const { rows, truncated } = await readAllPages(async (page) => {
    const result = await invokeOperation(listInvoices, context, { ...invoiceListInput(query), ...page });
    return { rows: result.faturas, nextCursor: result.nextCursor };
  });
  return {
    truncated,
    columns: [
      { header: "Número", kind: "text" },
      { header: "Cliente", kind: "text" },
      { header: "NIF", kind: "text" },
      { header: "Emissão", kind: "date" },
      { header: "Vencimento", kind: "date" },
      { header: "Total (€)", kind: "euros" },
      { header: "Em aberto (€)", kind: "euros" },
      { header: "Estado", kind: "text" },
      { header: "ATCUD", kind: "text" },
    ],
    rows: rows.map((invoice) => [invoice.display, invoice.cliente, invoice.clientNif, invoice.issueDate, invoice.dueDate, invoice.totalCents / 100, invoice.openCents / 100, invoiceStatusLabel(invoice).label, invoice.atcud]),
  };
}

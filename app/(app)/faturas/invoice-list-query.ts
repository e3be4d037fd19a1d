import { listInvoices } from "@/lib/invoices/list-invoices";

type InvoiceFilters = { status?: string; cliente?: string };

/** The invoices page's filters (?estado=&cliente=) as list_invoices input; unknown values are dropped, not refused. */
export function invoiceListQuery(params: URLSearchParams): InvoiceFilters {
  const status = params.get("estado") ?? "";
  const client = (params.get("cliente") ?? "").trim().slice(0, 200);
  const statuses = listInvoices.input.shape.status.unwrap().options as readonly string[];
  return { ...(statuses.includes(status) ? { status } : {}), ...(client ? { cliente: client } : {}) };
}

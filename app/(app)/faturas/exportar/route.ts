import { INVOICE_STATUS_LABELS } from "@/components/format";
import { currentSession } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { listInvoices } from "@/lib/invoices/list-invoices";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { exportResponse } from "@/lib/web/table-export";
import { workspace } from "@/lib/web/workspace";
import { invoiceListQuery } from "../invoice-list-query";

/** The invoices list as shown (same filters: ?estado=&cliente=) as CSV or XLSX (?formato=xlsx). */
export async function GET(request: Request): Promise<Response> {
  if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
  const { context } = await workspace();
  const params = new URL(request.url).searchParams;
  try {
    const { faturas } = await invokeOperation(listInvoices, context, { ...invoiceListQuery(params), limit: 200 });
    const table = {
      columns: [
        { header: "Número", kind: "text" as const },
        { header: "Cliente", kind: "text" as const },
        { header: "NIF", kind: "text" as const },
        { header: "Emissão", kind: "date" as const },
        { header: "Vencimento", kind: "date" as const },
        { header: "Total (€)", kind: "euros" as const },
        { header: "Em aberto (€)", kind: "euros" as const },
        { header: "Estado", kind: "text" as const },
        { header: "ATCUD", kind: "text" as const },
      ],
      rows: faturas.map((invoice) => [invoice.display, invoice.cliente, invoice.clientNif, invoice.issueDate, invoice.dueDate, invoice.totalCents / 100, invoice.openCents / 100, INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status, invoice.atcud]),
    };
    return exportResponse(table, params.get("formato"), "faturas");
  } catch (error) {
    if (error instanceof ApiError && error.code === "validation_error") return new Response("Filtro inválido.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}

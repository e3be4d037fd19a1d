import Link from "next/link";
import { formatDate, INVOICE_STATUS_LABELS } from "@/components/format";
import { SaftExportForm } from "@/components/saft-export-form";
import { lisbonToday } from "@/lib/dates";
import { listInvoices } from "@/lib/invoices/list-invoices";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { invoiceListQuery } from "./invoice-list-query";

export const metadata = { title: "Faturas · Contabilista" };

/** The month whose SAF-T is due next (by the 5th of the current month). */
function previousMonth(today: string): { year: number; month: number } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

const FILTER_STATUSES = [["em_aberto", "Em aberto"], ["vencida", "Vencidas"], ["paga", "Pagas"], ["anulada", "Anuladas"]] as const;

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { context } = await workspace();
  const params = new URLSearchParams(Object.entries(await searchParams).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const filters = invoiceListQuery(params);
  const { faturas } = await invokeOperation(listInvoices, context, filters);
  const query = new URLSearchParams({ ...(filters.status ? { estado: filters.status } : {}), ...(filters.cliente ? { cliente: filters.cliente } : {}) }).toString();
  return (
    <>
      <header className="page-header with-action">
        <div>
          <h1>Faturas</h1>
          <p className="muted">As 50 mais recentes.</p>
        </div>
        <Link className="button" href="/faturas/nova">Nova fatura</Link>
      </header>
      <SaftExportForm {...previousMonth(lisbonToday(context.now()))} />
      <form className="filters list-filters" method="get" role="search" aria-label="Procurar faturas">
        <label>Cliente<input name="cliente" type="search" defaultValue={filters.cliente ?? ""} /></label>
        <label>
          Estado
          <select name="estado" defaultValue={filters.status ?? ""}>
            <option value="">Todos</option>
            {FILTER_STATUSES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <button type="submit" className="button-secondary">Filtrar</button>
        <a href={`/faturas/exportar?${query}${query ? "&" : ""}formato=csv`} download>Exportar CSV</a>
        <a href={`/faturas/exportar?${query}${query ? "&" : ""}formato=xlsx`} download>Exportar XLSX</a>
      </form>
      <table className="table">
        <thead>
          <tr><th scope="col">Número</th><th scope="col">Cliente</th><th scope="col">Emissão</th><th scope="col">Vencimento</th><th scope="col" className="numeric">Total</th><th scope="col">Estado</th></tr>
        </thead>
        <tbody>
          {faturas.map((invoice) => (
            <tr key={invoice.id}>
              <td><Link href={`/faturas/${invoice.id}`}>{invoice.display}</Link></td>
              <td>{invoice.cliente}</td>
              <td>{formatDate(invoice.issueDate)}</td>
              <td>{formatDate(invoice.dueDate)}</td>
              <td className="numeric">{invoice.total}</td>
              <td><span className={`status status-${invoice.status}`}>{INVOICE_STATUS_LABELS[invoice.status]}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      {faturas.length === 0 ? (query ? <p className="empty">Nenhuma fatura com estes filtros.</p> : <p className="empty">Ainda não há faturas. <Link href="/faturas/nova">Emita a primeira.</Link></p>) : null}
    </>
  );
}

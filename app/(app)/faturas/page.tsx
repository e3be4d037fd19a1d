import Link from "next/link";
import { formatDate } from "@/components/format";
import { InvoiceStatusBadge } from "@/components/invoices/invoice-status";
import { hasDueDate } from "@/lib/domains/invoices/invoice-view";
import { SaftExportForm } from "@/components/saft-export-form";
import { lisbonToday } from "@/lib/core/dates";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { formatEuros } from "@/lib/core/money";
import { receivablesOf } from "@/lib/domains/receivables/receivables";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { ListPager } from "@/components/lists/list-pager";
import { ListToolbar } from "@/components/lists/list-toolbar";
import { readListPage, readListQuery } from "@/lib/transports/web/list-query";
import { INVOICE_FILTERS, invoiceListInput } from "./invoice-list";

export const metadata = { title: "Faturas · Contabilista" };

/** The month whose SAF-T is due next (by the 5th of the current month). */
function previousMonth(today: string): { year: number; month: number } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context } = await workspace();
  const query = readListQuery(await searchParams, INVOICE_FILTERS);
  const [{ faturas, nextCursor }, receivables] = await Promise.all([
    readListPage(query, (paging) => invokeOperation(listInvoices, context, { ...invoiceListInput(query), ...paging })),
    // The same function as the Painel, the report and the client list: one «por receber» everywhere.
    receivablesOf(context.companyId, lisbonToday(context.now())),
  ]);
  const owed = receivables.company;
  const filtered = Object.keys(query.values).length > 0;
  return (
    <>
      <header className="page-header with-action">
        <div>
          <h1>Faturas</h1>
          <p className="muted">As mais recentes primeiro; «Página seguinte» percorre todas.</p>
          <p data-testid="invoices-receivables">Por receber: <strong>{formatEuros(owed.openCents)}</strong> em {owed.openDocuments} {owed.openDocuments === 1 ? "documento" : "documentos"}{owed.overdueDocuments > 0 ? `, ${owed.overdueDocuments} vencidos (${formatEuros(owed.overdueCents)})` : ""} · <Link href="/faturas?estado=em_aberto">ver em aberto</Link></p>
        </div>
        <div className="header-actions">
          <Link className="button-secondary" href="/faturas/vencidas">Vencidas e lembretes</Link>
          <Link className="button" href="/faturas/nova">Nova fatura</Link>
        </div>
      </header>
      <ListToolbar path="/faturas" label="Procurar faturas" filters={INVOICE_FILTERS} query={query} exportPath="/faturas/exportar" />
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
              <td>{hasDueDate(invoice.type) ? formatDate(invoice.dueDate) : "—"}</td>
              <td className="numeric">{invoice.total}</td>
              <td><InvoiceStatusBadge invoice={invoice} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPager path="/faturas" query={query} nextCursor={nextCursor} shown={faturas.length} />
      {faturas.length === 0 ? (filtered ? <p className="empty">Nenhuma fatura com estes filtros.</p> : <p className="empty">Ainda não há faturas. <Link href="/faturas/nova">Emita a primeira.</Link></p>) : null}
      {/* Below the list, not above it: on a phone the filters and this form filled the first screen (ux LOW). */}
      <SaftExportForm {...previousMonth(lisbonToday(context.now()))} />
    </>
  );
}

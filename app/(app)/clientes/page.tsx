import Link from "next/link";
import { ClientForm } from "@/components/clients/client-form";
import { lisbonToday } from "@/lib/core/dates";
import { formatEuros } from "@/lib/core/money";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { receivablesOf } from "@/lib/domains/receivables/receivables";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { ListPager } from "@/components/lists/list-pager";
import { ListToolbar } from "@/components/lists/list-toolbar";
import { readListPage, readListQuery } from "@/lib/transports/web/list-query";
import { createClientAction } from "./actions";
import { CLIENT_FILTERS, clientListInput } from "./client-list";

export const metadata = { title: "Clientes · Contabilista" };

export default async function ClientsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context } = await workspace();
  const search = await searchParams;
  const query = readListQuery(search, CLIENT_FILTERS);
  const [{ clientes, nextCursor }, receivables] = await Promise.all([
    readListPage(query, (paging) => invokeOperation(listClients, context, { ...clientListInput(query), ...paging })),
    // The same function as the Painel and Faturas: the column's rows add up to this, over every page.
    receivablesOf(context.companyId, lisbonToday(context.now())),
  ]);
  const owed = receivables.company;
  const owing = [...receivables.byClient.values()].filter((client) => client.openCents > 0).length;
  return (
    <>
      <header className="page-header">
        <h1>Clientes</h1>
        <p className="muted">Por ordem alfabética. Criados aqui, ao emitir faturas ou pela API.</p>
        <p data-testid="clients-receivables">Por receber: <strong>{formatEuros(owed.openCents)}</strong> de {owing} {owing === 1 ? "cliente" : "clientes"}{owed.refundOwedCents > 0 ? ` · a devolver: ${formatEuros(owed.refundOwedCents)}` : ""}</p>
      </header>
      {search.apagado === "1" ? <p role="status" className="notice">Cliente apagado.</p> : null}
      <details className="panel">
        <summary>Novo cliente</summary>
        <ClientForm action={createClientAction} submitLabel="Criar cliente" />
      </details>
      <ListToolbar path="/clientes" label="Procurar clientes" filters={CLIENT_FILTERS} query={query} exportPath="/clientes/exportar" />
      <table className="table">
        <thead><tr><th scope="col">Nome</th><th scope="col">NIF</th><th scope="col">Email</th><th scope="col" className="numeric">Faturas</th><th scope="col" className="numeric">Faturado</th><th scope="col" className="numeric">Por receber</th></tr></thead>
        <tbody>
          {clientes.map((client) => (
            <tr key={client.id}>
              <td><Link href={`/clientes/${client.id}`}>{client.nome}</Link></td>
              <td>{client.nif ?? <span className="muted">—</span>}</td>
              <td>{client.email ?? <span className="muted">—</span>}</td>
              <td className="numeric">{client.faturas}</td>
              <td className="numeric">{client.totalInvoiced}</td>
              <td className="numeric">{client.openCents > 0 ? <strong>{client.open}</strong> : client.open}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {clientes.length === 0 ? <p className="empty">{query.values.q ? "Nenhum cliente com este nome ou NIF." : "Ainda não há clientes."}</p> : null}
      <ListPager path="/clientes" query={query} nextCursor={nextCursor} shown={clientes.length} />
    </>
  );
}

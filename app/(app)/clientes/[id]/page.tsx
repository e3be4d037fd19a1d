import Link from "next/link";
import { notFound } from "next/navigation";
import { ClientForm } from "@/components/clients/client-form";
import { formatDate, INVOICE_STATUS_LABELS } from "@/components/format";
import { listClients } from "@/lib/clients/list-clients";
import { listInvoices } from "@/lib/invoices/list-invoices";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { workspace } from "@/lib/web/workspace";
import { updateClientAction } from "../actions";

export const metadata = { title: "Cliente · Contabilista" };

/** One client: what it owes, its documents, and its details to edit. */
export default async function ClientPage({ params }: { params: Promise<{ id: string }> }) {
  const { context } = await workspace();
  const { id } = await params;
  const { clientes } = await invokeOperation(listClients, context, {});
  const client = clientes.find((candidate) => candidate.id === id);
  if (!client) notFound();
  // list_invoices filters by name; keep only this client's own documents (two clients may share a name).
  const { faturas } = await invokeOperation(listInvoices, context, { clientName: client.nome, limit: 200 });
  const own = faturas.filter((invoice) => invoice.cliente === client.nome && (invoice.clientNif ?? null) === (client.nif ?? null));
  return (
    <>
      <header className="page-header">
        <p><Link href="/clientes">← Clientes</Link></p>
        <h1>{client.nome}</h1>
        <p className="muted">{client.nif ? `NIF ${client.nif}` : "Sem NIF (consumidor final)"}{client.address ? ` · ${client.address}` : ""}</p>
      </header>
      <div className="cards">
        <div className="card"><p className="card-label">Por receber</p><p className="card-value" data-testid="client-owed">{client.porReceber}</p></div>
        {client.aDevolverCents > 0 ? (
          <div className="card">
            <p className="card-label">A devolver</p>
            <p className="card-value" data-testid="client-refund">{client.aDevolver}</p>
            <p className="card-note">recebido a mais em faturas depois creditadas · saldo {client.saldo}</p>
          </div>
        ) : null}
        <div className="card"><p className="card-label">Faturado</p><p className="card-value">{client.totalFaturado}</p></div>
        <div className="card"><p className="card-label">Faturas</p><p className="card-value">{client.faturas}</p></div>
      </div>
      <section className="panel">
        <h2>Documentos</h2>
        {own.length ? (
          <table className="table">
            <thead><tr><th scope="col">Número</th><th scope="col">Emissão</th><th scope="col">Vencimento</th><th scope="col" className="numeric">Total</th><th scope="col" className="numeric">Em aberto</th><th scope="col">Estado</th></tr></thead>
            <tbody>
              {own.map((invoice) => (
                <tr key={invoice.id}>
                  <td><Link href={`/faturas/${invoice.id}`}>{invoice.display}</Link></td>
                  <td>{formatDate(invoice.issueDate)}</td>
                  <td>{formatDate(invoice.dueDate)}</td>
                  <td className="numeric">{invoice.total}</td>
                  <td className="numeric">{invoice.open}</td>
                  <td><span className={`status status-${invoice.status}`}>{INVOICE_STATUS_LABELS[invoice.status]}</span></td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p className="empty">Ainda sem documentos.</p>}
      </section>
      <section className="panel">
        <h2>Dados do cliente</h2>
        <ClientForm action={updateClientAction} client={client} submitLabel="Guardar alterações" />
      </section>
    </>
  );
}

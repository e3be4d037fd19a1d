import Link from "next/link";
import { notFound } from "next/navigation";
import { ClientForm } from "@/components/clients/client-form";
import { formatDate } from "@/components/format";
import { InvoiceStatusBadge } from "@/components/invoices/invoice-status";
import { getClient } from "@/lib/domains/receivables/get-client";
import { ApiError } from "@/lib/core/api-error";
import { hasDueDate } from "@/lib/domains/invoices/invoice-view";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { updateClientAction } from "../actions";
import { deleteClientAction } from "./delete-client-action";

export const metadata = { title: "Cliente · Contabilista" };

/** One client: what it owes, its documents, and its details to edit. */
export default async function ClientPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context } = await workspace();
  const { id } = await params;
  const { erro } = await searchParams;
  const client = await invokeOperation(getClient, context, { id }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const { faturas: own } = await invokeOperation(listInvoices, context, { clientId: client.id, limit: 200 });
  return (
    <>
      <header className="page-header">
        <p><Link href="/clientes">← Clientes</Link></p>
        <h1>{client.name}</h1>
        <p className="muted">{client.nif ? `NIF ${client.nif}` : "Sem NIF (consumidor final)"}{client.address ? ` · ${client.address}` : ""}</p>
      </header>
      <div className="cards">
        <div className="card"><p className="card-label">Por receber</p><p className="card-value" data-testid="client-owed">{client.open}</p></div>
        {client.refundOwedCents > 0 ? (
          <div className="card">
            <p className="card-label">A devolver</p>
            <p className="card-value" data-testid="client-refund">{client.refundOwed}</p>
            <p className="card-note">recebido a mais em faturas depois creditadas · saldo {client.balance}</p>
          </div>
        ) : null}
        <div className="card"><p className="card-label">Faturado</p><p className="card-value">{client.totalInvoiced}</p></div>
        <div className="card"><p className="card-label">Faturas</p><p className="card-value">{client.invoiceCount}</p></div>
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
                  <td>{hasDueDate(invoice.type) ? formatDate(invoice.dueDate) : "—"}</td>
                  <td className="numeric">{invoice.total}</td>
                  <td className="numeric">{invoice.open}</td>
                  <td><InvoiceStatusBadge invoice={invoice} /></td>
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
      <section className="panel" aria-labelledby="apagar-cliente">
        <h2 id="apagar-cliente">Apagar cliente</h2>
        {erro === "tem-documentos" ? <p role="alert" className="alert">Este cliente já tem documentos emitidos e não pode ser apagado.</p> : null}
        {client.invoiceCount === 0 ? (
          <details>
            <summary>Apagar este cliente (criado por engano ou em duplicado)</summary>
            <form action={deleteClientAction}>
              <input type="hidden" name="id" value={client.id} />
              <p>O cliente «{client.name}» ainda não tem documentos. Apagá-lo não pode ser desfeito.</p>
              <button type="submit" className="button-danger">Apagar definitivamente</button>
            </form>
          </details>
        ) : (
          <p className="muted">Um cliente com documentos emitidos não pode ser apagado: as faturas e o SAF-T mantêm os seus dados. Pode corrigir os dados acima.</p>
        )}
      </section>
    </>
  );
}

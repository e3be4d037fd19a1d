import Link from "next/link";
import { ClientForm } from "@/components/clients/client-form";
import { listClients } from "@/lib/clients/list-clients";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { createClientAction } from "./actions";

export const metadata = { title: "Clientes · Contabilista" };

export default async function ClientsPage() {
  const { context } = await workspace();
  const { clientes } = await invokeOperation(listClients, context, {});
  return (
    <>
      <header className="page-header">
        <h1>Clientes</h1>
        <p className="muted">{clientes.length === 1 ? "1 cliente" : `${clientes.length} clientes`}. Criados aqui, ao emitir faturas ou pela API.</p>
      </header>
      <details className="panel">
        <summary>Novo cliente</summary>
        <ClientForm action={createClientAction} submitLabel="Criar cliente" />
      </details>
      <table className="table">
        <thead><tr><th scope="col">Nome</th><th scope="col">NIF</th><th scope="col">Email</th><th scope="col" className="numeric">Faturas</th><th scope="col" className="numeric">Faturado</th><th scope="col" className="numeric">Por receber</th></tr></thead>
        <tbody>
          {clientes.map((client) => (
            <tr key={client.id}>
              <td><Link href={`/clientes/${client.id}`}>{client.nome}</Link></td>
              <td>{client.nif ?? <span className="muted">—</span>}</td>
              <td>{client.email ?? <span className="muted">—</span>}</td>
              <td className="numeric">{client.faturas}</td>
              <td className="numeric">{client.totalFaturado}</td>
              <td className="numeric">{client.porReceberCents > 0 ? <strong>{client.porReceber}</strong> : client.porReceber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

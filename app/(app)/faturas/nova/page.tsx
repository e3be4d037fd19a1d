import { InvoiceForm } from "@/components/invoices/invoice-form";
import { listClients } from "@/lib/clients/list-clients";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export const metadata = { title: "Nova fatura · Contabilista" };

export default async function NewInvoicePage() {
  const { context } = await workspace();
  const { clientes } = await invokeOperation(listClients, context, {});
  return (
    <>
      <header className="page-header">
        <h1>Nova fatura</h1>
        <p className="muted">O número, o ATCUD e o código QR são atribuídos ao emitir. O IVA é calculado por taxa sobre a base somada.</p>
      </header>
      <InvoiceForm clients={clientes.map((client) => ({ name: client.nome, nif: client.nif }))} />
    </>
  );
}

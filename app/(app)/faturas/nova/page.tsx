import { InvoiceForm } from "@/components/invoices/invoice-form";
import { listItems } from "@/lib/domains/catalog/catalog-items";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { lisbonToday } from "@/lib/core/dates";
import { listInvoiceSeries } from "@/lib/domains/invoices/create-invoice-series";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";

export const metadata = { title: "Nova fatura · Contabilista" };

export default async function NewInvoicePage() {
  const { context, company } = await workspace();
  const [{ clientes }, { series }, { items }] = await Promise.all([invokeOperation(listClients, context, {}), invokeOperation(listInvoiceSeries, context, {}), invokeOperation(listItems, context, { limit: 200 })]);
  // Coded series of this year; the default series needs no choice.
  const year = Number(lisbonToday(context.now()).slice(0, 4));
  const choices = series.filter((entry) => entry.code !== "" && entry.year === year).map(({ type, code, seriesCode }) => ({ type, code, seriesCode }));
  return (
    <>
      <header className="page-header">
        <h1>Nova fatura</h1>
        <p className="muted">O número, o ATCUD e o código QR são atribuídos ao emitir. O IVA é calculado por taxa sobre a base somada.</p>
      </header>
      <InvoiceForm clients={clientes.map((client) => ({ name: client.nome, nif: client.nif, address: client.address }))} series={choices} vatExempt={company.vatRegime === "isento"} items={items.map(({ id, name, unitEuros, vatRate, vatExemptionCode, kind }) => ({ id, name, unitEuros, vatRate, vatExemptionCode, kind }))} />
    </>
  );
}

import { CompanyProfileForm } from "@/components/accounts/company-profile-form";
import { NoPermission } from "@/components/accounts/no-permission";
import { getCompany } from "@/lib/company/get-company";
import { companyHasDocuments } from "@/lib/company/update-company";
import { InvoiceSeriesForm } from "@/components/invoices/invoice-series-form";
import { lisbonToday } from "@/lib/dates";
import { database } from "@/lib/db";
import { loadInvoiceSeries } from "@/lib/invoices/invoice-series-view";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { workspace } from "@/lib/web/workspace";
import { createSeriesAction, setKeyCreatorsAction, updateProfileAction } from "./actions";

export const metadata = { title: "Empresa · Contabilista" };

export default async function CompanySettingsPage() {
  const { context, role, can } = await workspace();
  const company = await invokeOperation(getCompany, context, {});
  const [locked, series, settings] = await Promise.all([
    companyHasDocuments(company.id),
    loadInvoiceSeries(company.id),
    database().company.findUniqueOrThrow({ where: { id: company.id }, select: { adminsCreateKeys: true } }),
  ]);
  const year = Number(lisbonToday(context.now()).slice(0, 4));
  return (
    <>
      <header className="page-header">
        <h1>Empresa</h1>
        <p className="muted">Os dados de {company.name} que vão nas faturas e que decidem as obrigações do calendário fiscal.</p>
      </header>
      {can("edit_company") ? (
        <section className="panel">
          <h2>Perfil</h2>
          <CompanyProfileForm action={updateProfileAction} values={company} submitLabel="Guardar" nifLocked={locked} showRegimeDate />
        </section>
      ) : (
        <NoPermission role={role} what="alterar os dados da empresa" />
      )}
      <section className="panel">
        <h2>Séries de faturação</h2>
        <p className="muted">Cada tipo de documento tem uma série predefinida por ano (FT 2026), criada na primeira fatura desse tipo e ano. Pode acrescentar outras (FT A-2026), cada uma com numeração própria, sem falhas, e o seu código de validação, que compõe o ATCUD de cada documento (código-número).</p>
        {series.length === 0 ? (
          <p className="empty">Ainda não há séries: a primeira é criada quando emitir a primeira fatura.</p>
        ) : (
          <table className="table" data-testid="series">
            <thead><tr><th scope="col">Série</th><th scope="col">Código de validação (ATCUD)</th><th scope="col">Último número</th></tr></thead>
            <tbody>
              {series.map((entry) => (
                <tr key={entry.id}><td>{entry.serie}</td><td><code>{entry.validationCode}</code></td><td className="numeric">{entry.lastNumber}</td></tr>
              ))}
            </tbody>
          </table>
        )}
        {can("edit_company") ? (
          <>
            <h3>Adicionar série</h3>
            <InvoiceSeriesForm action={createSeriesAction} years={[year, year + 1]} />
          </>
        ) : null}
      </section>
      <section className="panel">
        <h2>Chaves de API</h2>
        <p className="muted">Cada chave dá acesso a esta empresa apenas. Os proprietários podem sempre criá-las; os administradores só se o permitir aqui.</p>
        {role === "owner" ? (
          <form action={setKeyCreatorsAction} className="form">
            <label className="checkbox"><input type="checkbox" name="adminsCreateKeys" defaultChecked={settings.adminsCreateKeys} /> Administradores podem criar e revogar chaves</label>
            <button type="submit" className="button-secondary">Guardar</button>
          </form>
        ) : (
          <p>{settings.adminsCreateKeys ? "Proprietários e administradores criam chaves." : "Só os proprietários criam chaves."}</p>
        )}
      </section>
    </>
  );
}

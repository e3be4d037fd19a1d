import { CompanyProfileForm } from "@/components/accounts/company-profile-form";
import { NoPermission } from "@/components/accounts/no-permission";
import { getCompany } from "@/lib/company/get-company";
import { companyHasDocuments } from "@/lib/company/update-company";
import { database } from "@/lib/db";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { workspace } from "@/lib/web/workspace";
import { setKeyCreatorsAction, updateProfileAction } from "./actions";

export const metadata = { title: "Empresa · Contabilista" };

export default async function CompanySettingsPage() {
  const { context, role, can } = await workspace();
  const company = await invokeOperation(getCompany, context, {});
  const [locked, series, settings] = await Promise.all([
    companyHasDocuments(company.id),
    database().invoiceSeries.findMany({ where: { companyId: company.id }, orderBy: [{ year: "desc" }, { type: "asc" }] }),
    database().company.findUniqueOrThrow({ where: { id: company.id }, select: { adminsCreateKeys: true } }),
  ]);
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
        <p className="muted">Cada tipo de documento tem uma série por ano, criada na primeira fatura desse tipo e ano; o código de validação da série compõe o ATCUD de cada fatura (código-número).</p>
        {series.length === 0 ? (
          <p className="empty">Ainda não há séries: a primeira é criada quando emitir a primeira fatura.</p>
        ) : (
          <table className="table" data-testid="series">
            <thead><tr><th scope="col">Série</th><th scope="col">Código de validação (ATCUD)</th><th scope="col">Último número</th></tr></thead>
            <tbody>
              {series.map((entry) => (
                <tr key={entry.id}><td>{entry.type} {entry.year}</td><td><code>{entry.validationCode}</code></td><td className="numeric">{entry.lastNumber}</td></tr>
              ))}
            </tbody>
          </table>
        )}
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

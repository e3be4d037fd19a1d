import { CompanyProfileForm } from "@/components/accounts/company-profile-form";
import { NoPermission } from "@/components/accounts/no-permission";
import { getCompany } from "@/lib/domains/company/get-company";
import { companyHasDocuments } from "@/lib/domains/company/update-company";
import { InvoiceSeriesForm } from "@/components/invoices/invoice-series-form";
import { lisbonToday } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { loadInvoiceSeries } from "@/lib/domains/invoices/invoice-series-view";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { describeCompanySeal } from "@/lib/domains/seal/company-seal";
import { createSeriesAction, sealYearAction, setKeyCreatorsAction, updateProfileAction, uploadSealAction } from "./actions";

const SEAL_SOURCES_PT = { configured: "configurado no servidor", uploaded: "enviado por um proprietário", test: "selo de TESTE, autoassinado", none: "ainda nenhum (é criado um selo de TESTE ao selar o primeiro documento)" } as const;
const JOB_STATUS_PT = { queued: "em espera", running: "a selar", done: "concluído", failed: "falhou" } as const;

export const metadata = { title: "Empresa · Contabilista" };

export default async function CompanySettingsPage({ searchParams }: { searchParams: Promise<{ selo?: string; seloErro?: string }> }) {
  const { context, role, can } = await workspace();
  const query = await searchParams;
  const seal = await describeCompanySeal(context.companyId);
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
                <tr key={entry.id}><td>{entry.seriesCode}</td><td><code>{entry.validationCode}</code></td><td className="numeric">{entry.lastNumber}</td></tr>
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
      <section className="panel" id="selo" data-testid="company-seal">
        <h2>Selo eletrónico dos PDF</h2>
        {query.selo === "guardado" ? <p role="status" className="notice">Selo guardado. O ficheiro e a palavra-passe ficam cifrados e não voltam a ser mostrados.</p> : null}
        {query.selo === "emCurso" ? <p role="status" className="notice">A selagem do ano começou em segundo plano; o progresso aparece abaixo.</p> : null}
        {query.seloErro ? <p role="alert" className="alert">{query.seloErro}</p> : null}
        <p>
          Selo: {SEAL_SOURCES_PT[seal.source]}
          {seal.subjectName ? <> · «{seal.subjectName}»{seal.validUntil ? `, válido até ${seal.validUntil.slice(0, 10).split("-").reverse().join("/")}` : ""}</> : null}
          {" · "}{seal.qualified ? "qualificado" : <strong>não qualificado</strong>} · {seal.timestamping ? "PAdES-B-T (com carimbo temporal)" : "PAdES-B-B"} · {seal.sealedDocuments} documento(s) selado(s).
        </p>
        <p className="muted">Um PDF de fatura só vale como fatura eletrónica com um selo eletrónico qualificado (DL 28/2019, art. 12.º), emitido por um prestador qualificado de serviços de confiança. O Contabilista não é um prestador de serviços de confiança: usa o certificado que lhe der.</p>
        {seal.jobs.length ? (
          <ul data-testid="seal-jobs">
            {seal.jobs.map((job) => (
              <li key={job.id}>{job.year}: {JOB_STATUS_PT[job.status]} · {job.sealed} de {job.total}{job.error ? ` · ${job.error}` : ""}</li>
            ))}
          </ul>
        ) : null}
        {can("issue_invoices") ? (
          <form action={sealYearAction} className="form">
            <label>Selar todos os documentos do ano <input type="number" name="ano" min={2000} max={year} defaultValue={year} required /></label>
            <button type="submit" className="button-secondary">Selar o ano</button>
          </form>
        ) : null}
        {role === "owner" ? (
          <form action={uploadSealAction} className="form">
            <h3>Substituir o selo</h3>
            <label>Certificado (.p12 ou .pfx) <input type="file" name="ficheiro" accept=".p12,.pfx,application/x-pkcs12" required /></label>
            <label>Palavra-passe do certificado <input type="password" name="palavraPasse" autoComplete="off" /></label>
            <button type="submit" className="button">Guardar selo</button>
          </form>
        ) : (
          <p className="muted">Só um proprietário pode substituir o selo.</p>
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

import Link from "next/link";
import { MonthlyBars } from "@/components/charts/monthly-bars";
import { GettingStarted } from "@/components/dashboard/getting-started";
import { PeriodChoice } from "@/components/dashboard/period-choice";
import { gettingStartedSteps } from "@/lib/domains/company/getting-started";
import { daysLeftLabel, formatDate } from "@/components/format";
import { getCompanyBriefing } from "@/lib/domains/briefing/get-company-briefing";
import { getFinancialReport } from "@/lib/domains/reports/get-financial-report";
import { dashboardPeriod, reportInputFor } from "@/lib/transports/web/dashboard-period";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";

export const metadata = { title: "Painel · Contabilista" };

function resultNote(cents: number): string {
  if (cents > 0) return "lucro";
  if (cents < 0) return "prejuízo";
  return "sem receitas nem despesas";
}

export default async function DashboardPage({ searchParams }: { searchParams: Promise<{ periodo?: string }> }) {
  const { context, company, role } = await workspace();
  const period = dashboardPeriod((await searchParams).periodo);
  // Both through the registry: the figures here are the ones the API, MCP and the assistant give.
  const [briefing, report, steps] = await Promise.all([
    invokeOperation(getCompanyBriefing, context, {}),
    invokeOperation(getFinancialReport, context, reportInputFor(period, context.now())),
    gettingStartedSteps(context.companyId, role),
  ]);
  const figures = briefing.keyFigures;
  // Each figure drills down to its documents (get_financial_report_lines) on /painel/origem.
  const input = reportInputFor(period, context.now());
  const webQuery = { ano: input.year, ...(input.quarter ? { trimestre: input.quarter } : {}), ...(input.month ? { mes: input.month } : {}) };
  const origin = (metric: string) => `/painel/origem?${new URLSearchParams({ metrica: metric, ...Object.fromEntries(Object.entries(webQuery).map(([name, value]) => [name, String(value)])) }).toString()}`;
  const shown = report.period;
  const next = briefing.nextObligations[0];
  const payment = briefing.nextPayment;
  // The card's amount is the first payment with an estimate (only VAT has one); payments due before it
  // whose amount the books cannot estimate are named under it, so «próximo» never hides an earlier one.
  const unestimatedBefore = payment?.earlierPaymentsWithoutEstimate ?? [];
  return (
    <>
      <header className="page-header">
        <h1>Painel</h1>
        <p className="muted">{company.name} · hoje é {formatDate(briefing.today)} · IVA {briefing.company.vatRegime}</p>
      </header>
      <GettingStarted steps={steps} />
      {briefing.pendingProposals > 0 ? (
        <p className="notice attention" data-testid="pending-proposals">
          <strong>{briefing.pendingProposals === 1 ? "1 proposta de agente" : `${briefing.pendingProposals} propostas de agentes`}</strong> à espera de aprovação.{" "}
          <Link href="/integracoes#propostas">Rever propostas →</Link>
        </p>
      ) : null}
      <section className="cards" aria-label="Próximos prazos">
        <div className="card" data-testid="next-payment">
          <p className="card-label">Próximo pagamento</p>
          <p className="card-value">{payment ? payment.estimatedAmount : "—"}</p>
          <p className="card-note">{payment ? `${payment.title} · até ${formatDate(payment.dueDate)} (${daysLeftLabel(payment.daysLeft)})` : "nenhuma obrigação com valor a pagar nos próximos 120 dias"}</p>
          {unestimatedBefore[0] ? (
            <p className="card-note" data-testid="earlier-payments">
              Antes: {unestimatedBefore[0].title} a {formatDate(unestimatedBefore[0].dueDate)}
              {unestimatedBefore.length > 1 ? ` e mais ${unestimatedBefore.length - 1}` : ""}, sem valor estimado · <Link href="/calendario">ver calendário</Link>
            </p>
          ) : null}
        </div>
        <div className="card" data-testid="next-obligation">
          <p className="card-label">Próxima obrigação</p>
          <p className="card-value">{next ? formatDate(next.dueDate) : "—"}</p>
          <p className="card-note">{next ? `${next.title}${next.estimatedAmount ? ` · ${next.estimatedAmount}` : ""} (${daysLeftLabel(next.daysLeft)})` : "nenhuma por cumprir"}</p>
        </div>
        <div className="card" data-testid="receivables">
          <p className="card-label">Por receber</p>
          <p className="card-value">{figures.receivables}</p>
          <p className="card-note">{`${figures.overdueInvoiceCount} faturas vencidas (${figures.overdueAmount})${figures.refundOwedCents > 0 ? ` · a devolver a clientes ${figures.refundOwed}` : ""}`} · <Link href="/faturas?estado=em_aberto">ver faturas</Link> · <Link href={`/painel/origem?metrica=receivables&ano=${input.year}`}>ver documentos</Link></p>
        </div>
      </section>
      <section className="panel" aria-labelledby="periodo-titulo">
        <div className="panel-heading">
          <h2 id="periodo-titulo">Resultados de {shown.label}</h2>
          <PeriodChoice current={period} />
        </div>
        <div className="cards" data-testid="period-figures" data-period={period}>
          <div className="card"><p className="card-label">Receitas</p><p className="card-value" data-testid="period-revenue">{shown.revenue}</p><p className="card-note">sem IVA · <Link href={origin("revenue")}>ver documentos</Link></p></div>
          <div className="card"><p className="card-label">Despesas</p><p className="card-value" data-testid="period-expenses">{shown.expenses}</p><p className="card-note">sem o IVA dedutível (o não dedutível é custo) · <Link href={origin("expenses")}>ver documentos</Link></p></div>
          <div className="card"><p className="card-label">Resultado</p><p className="card-value">{shown.result}</p><p className="card-note">{resultNote(shown.resultCents)}</p></div>
          <div className="card"><p className="card-label">Saldo de IVA</p><p className="card-value">{shown.vatBalance}</p><p className="card-note">liquidado − dedutível do período{shown.vatBalanceCents < 0 ? " (crédito)" : ""} · <Link href={origin("vatBalance")}>ver documentos</Link></p></div>
        </div>
        <h3>Maiores categorias de despesa</h3>
        {shown.topExpenseCategories.length > 0 ? (
          <table className="table" data-testid="top-categories">
            <thead><tr><th scope="col">Categoria</th><th scope="col" className="numeric">Valor</th><th scope="col" className="numeric">Peso</th></tr></thead>
            <tbody>
              {shown.topExpenseCategories.map((category) => (
                <tr key={category.category}><td>{category.category}</td><td className="numeric">{category.amount}</td><td className="numeric">{category.percentage.toLocaleString("pt-PT")} %</td></tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted" data-testid="top-categories-empty">Sem despesas arquivadas em {shown.label}.</p>
        )}
      </section>
      <div className="two-columns">
        <section className="panel">
          <h2>Próximas obrigações</h2>
          <ul className="obligations">
            {briefing.nextObligations.map((obligation) => (
              <li key={obligation.key}>
                <div>
                  <strong>{obligation.title}</strong>
                  <p className="muted small">{formatDate(obligation.dueDate)} · {daysLeftLabel(obligation.daysLeft)}</p>
                </div>
                {obligation.estimatedAmount ? <span className="amount">{obligation.estimatedAmount}</span> : null}
              </li>
            ))}
          </ul>
          <Link href="/calendario">Ver o calendário completo →</Link>
        </section>
        <section className="panel">
          <h2>Receitas e despesas em {report.ano}</h2>
          <MonthlyBars months={report.monthlyEvolution} />
        </section>
      </div>
    </>
  );
}

import Link from "next/link";
import { MonthlyBars } from "@/components/charts/monthly-bars";
import { GettingStarted } from "@/components/dashboard/getting-started";
import { gettingStartedSteps } from "@/lib/company/getting-started";
import { daysLeftLabel, formatDate } from "@/components/format";
import { getCompanyBriefing } from "@/lib/briefing/get-company-briefing";
import { financialReport } from "@/lib/reports/get-financial-report";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export const metadata = { title: "Painel · Contabilista" };

export default async function DashboardPage() {
  const { context, company, role } = await workspace();
  const briefing = await invokeOperation(getCompanyBriefing, context, {});
  const [report, steps] = await Promise.all([financialReport(context.companyId, briefing.keyFigures.ano), gettingStartedSteps(context.companyId, role)]);
  const figures = briefing.keyFigures;
  // What the owner must pay next is not the year's VAT balance: the first open obligation with an amount.
  const nextPayment = briefing.nextObligations.find((obligation) => (obligation.estimatedAmountCents ?? 0) > 0);
  const cards = [
    nextPayment
      ? { label: "Próximo pagamento", value: nextPayment.estimatedAmount!, note: `${nextPayment.title} · até ${formatDate(nextPayment.dueDate)}` }
      : { label: "Próximo pagamento", value: "—", note: "sem valor estimado nas obrigações seguintes" },
    { label: `Receitas ${figures.ano}`, value: figures.receitasLiquidas, note: "sem IVA" },
    { label: "Despesas", value: figures.despesas, note: "sem o IVA dedutível (o não dedutível é custo)" },
    { label: "Resultado", value: figures.resultado, note: figures.resultadoCents >= 0 ? "positivo" : "negativo" },
    { label: `Saldo de IVA de ${figures.ano}`, value: figures.saldoIva, note: "acumulado no ano (liquidado − dedutível), não é o próximo pagamento" },
    { label: "Por receber", value: figures.porCobrar, note: `${figures.faturasVencidas} faturas vencidas (${figures.valorVencido})${figures.aDevolverCents > 0 ? ` · a devolver a clientes ${figures.aDevolver}` : ""}` },
  ];
  return (
    <>
      <header className="page-header">
        <h1>Painel</h1>
        <p className="muted">{company.name} · hoje é {formatDate(briefing.today)} · IVA {briefing.company.vatRegime}</p>
      </header>
      <GettingStarted steps={steps} />
      <section className="cards" aria-label="Indicadores">
        {cards.map((card) => (
          <div className="card" key={card.label} data-testid={card.label === "Próximo pagamento" ? "next-payment" : card.label === "Por receber" ? "receivables" : undefined}>
            <p className="card-label">{card.label}</p>
            <p className="card-value">{card.value}</p>
            <p className="card-note">{card.note}</p>
          </div>
        ))}
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
          <MonthlyBars months={report.evolucaoMensal} />
        </section>
      </div>
    </>
  );
}

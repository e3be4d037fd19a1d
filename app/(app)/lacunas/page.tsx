import Link from "next/link";
import { complianceGaps } from "@/lib/compliance/find-compliance-gaps";
import { workspace } from "@/lib/web/workspace";

export const metadata = { title: "Falhas de conformidade · Contabilista" };

export default async function GapsPage() {
  const { context } = await workspace();
  const gaps = await complianceGaps(context.companyId, context.now());
  const sections = [
    { title: "Compras no e-Fatura sem documento", items: gaps.efaturaSemRegisto.map((gap) => ({ key: gap.efaturaId, text: gap.explicacao, href: "/documentos", action: "Enviar documento" })) },
    { title: "Despesas sem pagamento bancário", items: gaps.despesasSemMovimentoBancario.map((gap) => ({ key: gap.documentId, text: gap.explicacao, href: "/banco?estado=unmatched", action: "Reconciliar" })) },
    { title: "Faturas vencidas por receber", items: gaps.faturasVencidasPorReceber.map((gap) => ({ key: gap.invoiceId, text: gap.explicacao, href: `/faturas/${gap.invoiceId}`, action: "Ver fatura" })) },
    { title: "Movimentos bancários por classificar", items: gaps.movimentosBancariosPorClassificar.map((gap) => ({ key: gap.movementId, text: `${gap.data} · ${gap.descricao} (${gap.valor}): ${gap.explicacao}`, href: `/banco?estado=${gap.estado}`, action: "Classificar" })) },
  ];
  return (
    <>
      <header className="page-header">
        <h1>Falhas de conformidade</h1>
        <p className="muted">O que o e-Fatura, as despesas, as faturas e o banco dizem e não bate certo. Cada falha leva ao sítio onde se resolve.</p>
      </header>
      <section className="cards" aria-label="Resumo">
        {sections.map((section) => <div className="card" key={section.title}><p className="card-label">{section.title}</p><p className="card-value">{section.items.length}</p></div>)}
      </section>
      {sections.map((section) => (
        <section className="panel" key={section.title}>
          <h2>{section.title} ({section.items.length})</h2>
          {section.items.length === 0 ? <p className="muted">Nada a corrigir.</p> : (
            <ul className="gaps">
              {section.items.slice(0, 30).map((item) => <li key={item.key}><span>{item.text}</span> <Link href={item.href}>{item.action} →</Link></li>)}
            </ul>
          )}
          {section.items.length > 30 ? <p className="muted small">e mais {section.items.length - 30}.</p> : null}
        </section>
      ))}
    </>
  );
}

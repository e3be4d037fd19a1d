import Link from "next/link";
import { formatDate } from "@/components/format";
import { complianceGaps } from "@/lib/domains/compliance/find-compliance-gaps";
import { ActionReport, ReportingActionForm } from "@/components/forms/action-report";
import { workspace } from "@/lib/transports/web/workspace";
import { markPaidOutsideBank } from "./actions";

export const metadata = { title: "Falhas de conformidade · Contabilista" };

// Long lists stay folded so the page opens as a short summary of each kind; each row links to the
// very movement, document or invoice to fix.
const OPEN_UP_TO = 8;
const SHOWN_PER_KIND = 100;

interface GapItem {
  key: string;
  title: string;
  detail: string;
  amount: string;
  links: { href: string; label: string }[];
  /** An expense without a bank payment can be confirmed as paid another way, right on its row. */
  paidOutsideBank?: { id: string; name: string };
}

export default async function GapsPage() {
  const { context, can } = await workspace();
  const mayMarkPaid = can("write_documents");
  const gaps = await complianceGaps(context.companyId, context.now());
  const sections: { id: string; title: string; hint: string; items: GapItem[] }[] = [
    {
      id: "efatura",
      title: "Compras no e-Fatura sem documento",
      hint: "Envie a fatura do fornecedor em Despesas para a deduzir.",
      items: gaps.efaturaSemRegisto.map((gap) => ({
        key: gap.efaturaId, title: `${gap.supplierName} · ${gap.documentNumber}`, detail: `${formatDate(gap.date)} · NIF ${gap.supplierNif}`, amount: gap.total,
        links: [{ href: `/efatura?fornecedor=${encodeURIComponent(gap.documentNumber)}#efatura-${gap.efaturaId}`, label: "Ver no e-Fatura" }, { href: `/documentos?falta=${encodeURIComponent(gap.efaturaId)}#enviar`, label: "Enviar documento" }],
      })),
    },
    {
      id: "despesas",
      title: "Despesas sem pagamento bancário",
      hint: "Associe o pagamento no Banco ou confirme que foi pago de outra forma.",
      items: gaps.despesasSemMovimentoBancario.map((gap) => ({
        key: gap.documentId, title: gap.supplierName ?? "Fornecedor por identificar", detail: `${formatDate(gap.date)} · há ${gap.daysSinceDocument} dias`, amount: gap.total,
        links: [{ href: `/documentos?rever=${gap.documentId}`, label: "Abrir despesa" }, { href: `/banco?estado=unmatched${gap.date ? `&de=${gap.date}` : ""}`, label: "Procurar no banco" }],
        paidOutsideBank: { id: gap.documentId, name: `${gap.supplierName ?? "despesa"} de ${formatDate(gap.date)}` },
      })),
    },
    {
      id: "faturas",
      title: "Faturas vencidas por receber",
      hint: "Registe o recebimento ou contacte o cliente.",
      items: gaps.faturasVencidasPorReceber.map((gap) => ({
        key: gap.invoiceId, title: `${gap.display} · ${gap.clientName}`, detail: `venceu a ${formatDate(gap.dueDate)} (há ${gap.daysOverdue} dias)`, amount: gap.total,
        links: [{ href: `/faturas/${gap.invoiceId}`, label: `Abrir ${gap.display}` }],
      })),
    },
    {
      id: "banco",
      title: "Movimentos bancários por classificar",
      hint: "Aceite a sugestão, associe a uma fatura ou despesa, ou ignore.",
      items: gaps.movimentosBancariosPorClassificar.map((gap) => ({
        key: gap.movementId, title: gap.description, detail: `${formatDate(gap.date)} · ${gap.explanation}`, amount: gap.amount,
        links: [{ href: `/banco?estado=${gap.status}#movimento-${gap.movementId}`, label: "Abrir movimento" }],
      })),
    },
  ];
  return (
    <>
      <header className="page-header">
        <h1>Falhas de conformidade</h1>
        <p className="muted">O que o e-Fatura, as despesas, as faturas e o banco dizem e não bate certo. Cada falha leva ao sítio onde se resolve.</p>
      </header>
      <section className="cards" aria-label="Resumo">
        {sections.map((section) => (
          <a className="card card-link" key={section.id} href={`#falhas-${section.id}`}>
            <span className="card-label">{section.title}</span>
            <span className="card-value">{section.items.length}</span>
          </a>
        ))}
      </section>
      <ActionReport>
      {sections.map((section) => (
        <details className="panel gap-group" key={section.id} id={`falhas-${section.id}`} open={section.items.length > 0 && section.items.length <= OPEN_UP_TO}>
          <summary><h2>{section.title} <span className="muted">({section.items.length})</span></h2></summary>
          {section.items.length === 0 ? <p className="muted">Nada a corrigir.</p> : (
            <>
              <p className="muted small">{section.hint}</p>
              <ul className="gap-list">
                {section.items.slice(0, SHOWN_PER_KIND).map((item) => (
                  <li key={item.key}>
                    <div className="gap-text"><strong>{item.title}</strong><span className="muted small">{item.detail}</span></div>
                    <span className="amount">{item.amount}</span>
                    <span className="gap-links">
                      {item.links.map((link) => <Link key={link.href} href={link.href}>{link.label}</Link>)}
                      {item.paidOutsideBank && mayMarkPaid ? (
                        <>
                          <ReportingActionForm action={markPaidOutsideBank} values={{ id: item.paidOutsideBank.id, method: "NU" }} label="Paga em numerário" accessibleLabel={`Paga em numerário: ${item.paidOutsideBank.name}`} />
                          <ReportingActionForm action={markPaidOutsideBank} values={{ id: item.paidOutsideBank.id, method: "OU" }} label="Paga por outra conta" accessibleLabel={`Paga por outra conta: ${item.paidOutsideBank.name}`} />
                        </>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
              {section.items.length > SHOWN_PER_KIND ? <p className="muted small">Mostradas as primeiras {SHOWN_PER_KIND} de {section.items.length}.</p> : null}
            </>
          )}
        </details>
      ))}
      </ActionReport>
    </>
  );
}

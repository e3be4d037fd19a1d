import { formatDate } from "@/components/format";
import type { ChatCard } from "@/lib/domains/chat/chat-card";
import { formatEuros } from "@/lib/core/money";
import { BooksCardView } from "./books-card-view";
import { CardFigures } from "./card-figures";
import { TaxClarificationView } from "./tax-clarification-view";

// One widget per card type, showing the operation's data that came with the assistant's reply.

const RECURRING_FREQUENCY = { monthly: "Mensal", quarterly: "Trimestral", yearly: "Anual" } as const;
const RECURRING_STATUS = { active: "ativa", paused: "em pausa", ended: "terminada" } as const;

export function ChatCardView({ card, onConfirm, onCancel, decided }: { card: ChatCard; onConfirm: () => void; onCancel: () => void; decided: boolean }) {
  switch (card.type) {
    case "payment_draft":
    case "send_draft":
    case "payment_registered":
    case "credit_note_draft":
    case "credit_note_issued":
      return <BooksCardView card={card} onConfirm={onConfirm} onCancel={onCancel} decided={decided} />;
    case "briefing": {
      const figures = card.briefing.keyFigures;
      return (
        <div className="chat-card" data-card="briefing">
          <CardFigures items={[["Receitas", figures.netRevenue], ["Despesas", figures.expenses], ["Resultado", figures.result], ["Saldo de IVA", figures.vatBalance], ["Por receber", figures.receivables]]} />
          <a href="/painel">Abrir o painel</a>
        </div>
      );
    }
    case "obligations":
      return (
        <div className="chat-card" data-card="obligations">
          <ul className="chat-list">
            {card.obligations.filter((obligation) => !obligation.done).slice(0, 6).map((obligation) => (
              <li key={obligation.key}>
                <strong>{obligation.title}</strong>
                <span className="muted"> até {formatDate(obligation.dueDate)} · faltam {obligation.daysLeft} dias</span>
                {obligation.estimatedAmount && <span className="amount"> · {obligation.estimatedAmount}</span>}
              </li>
            ))}
          </ul>
          <a href="/calendario">Ver o calendário fiscal</a>
        </div>
      );
    case "report":
      return (
        <div className="chat-card" data-card="report">
          <p className="chat-card-title">{card.period.label}</p>
          <CardFigures items={[["Receitas", card.period.revenue], ["Despesas", card.period.expenses], ["Resultado", card.period.result], ["IVA liquidado", card.period.vatCharged], ["IVA dedutível", card.period.vatDeductible], ["Saldo de IVA", card.period.vatBalance]]} />
        </div>
      );
    case "clients":
      return (
        <div className="chat-card" data-card="clients">
          <ul className="chat-list">
            {card.clientes.slice(0, 6).map((client) => (
              <li key={client.id}><strong>{client.nome}</strong> <span className="muted">NIF {client.nif ?? "—"} · por receber</span> <span className="amount">{client.open}</span></li>
            ))}
          </ul>
          <a href="/clientes">Ver os clientes</a>
        </div>
      );
    case "invoices":
      return (
        <div className="chat-card" data-card="invoices">
          <ul className="chat-list">
            {card.faturas.slice(0, 6).map((invoice) => (
              <li key={invoice.id}><a href={`/faturas/${invoice.id}`}>{invoice.display}</a> <span className="muted">{invoice.cliente} · vence {formatDate(invoice.dueDate)}</span> <span className="amount">{card.filter === "recent" ? invoice.total : invoice.open}</span></li>
            ))}
          </ul>
          <p className="chat-card-total">{card.filter === "recent" ? "Total" : `Em aberto (${card.count} faturas)`} <span className="amount">{card.total}</span></p>
        </div>
      );
    case "invoice_draft":
      return (
        <div className="chat-card chat-card-draft" data-card="invoice_draft">
          <p className="chat-card-title">{card.documentType === "FR" ? "Fatura-recibo" : "Fatura"} para {card.cliente.nome}{card.cliente.nif ? ` (NIF ${card.cliente.nif})` : ""}{card.cliente.created ? " · cliente novo" : ""}</p>
          <ul className="chat-list">
            {card.lines.map((line, index) => (
              <li key={index}>{line.quantity} × {line.description} a {line.unitEuros.toFixed(2).replace(".", ",")} € · {line.vatExemptionCode ? `isento (${line.vatExemptionCode})` : `IVA ${line.vatRate}%`}</li>
            ))}
          </ul>
          <CardFigures items={[["Base", card.net], ["IVA", card.vat], ["Total", card.total]]} />
          <div className="actions">
            <button className="button" type="button" onClick={onConfirm} disabled={decided}>Emitir fatura</button>
            <button className="button button-secondary" type="button" onClick={onCancel} disabled={decided}>Cancelar</button>
          </div>
          <p className="muted small">Rascunho {card.draftId}</p>
        </div>
      );
    case "invoice_issued":
      return (
        <div className="chat-card chat-card-issued" data-card="invoice_issued">
          <p className="chat-card-title">{card.invoice.display} · {card.invoice.clientName}</p>
          <CardFigures items={[["Total", card.invoice.total], ["Vencimento", formatDate(card.invoice.dueDate)], ["ATCUD", card.invoice.atcud]]} />
          <div className="actions">
            <a href={`/faturas/${card.invoice.id}`}>Ver a fatura</a>
            <a href={`/faturas/${card.invoice.id}/pdf`}>Descarregar PDF</a>
          </div>
        </div>
      );
    case "recurring_invoices":
      return (
        <div className="chat-card" data-card="recurring_invoices">
          <ul className="chat-list">
            {card.recurringInvoices.slice(0, 6).map((schedule) => (
              <li key={schedule.id}>
                <a href={`/faturas/recorrentes/${schedule.id}`}>{schedule.clientName}</a>{" "}
                <span className="muted">{RECURRING_FREQUENCY[schedule.frequency]}, dia {schedule.dayOfMonth} · {RECURRING_STATUS[schedule.status]}{schedule.status === "active" && schedule.nextDate ? ` · próxima ${formatDate(schedule.nextDate)}` : ""}</span>
              </li>
            ))}
          </ul>
          <a href="/faturas/recorrentes">Ver as avenças</a>
        </div>
      );
    case "recurring_draft":
      return (
        <div className="chat-card chat-card-draft" data-card="recurring_draft">
          <p className="chat-card-title">Avença {RECURRING_FREQUENCY[card.frequency].toLowerCase()} para {card.clientName}{card.clientNif ? ` (NIF ${card.clientNif})` : ""}, dia {card.dayOfMonth}</p>
          <ul className="chat-list">
            {card.lines.map((line, index) => (
              <li key={index}>{line.quantity} × {line.description} a {line.unitEuros.toFixed(2).replace(".", ",")} € · IVA {line.vatRate}%</li>
            ))}
          </ul>
          <CardFigures items={[["Cada fatura", card.total], ["Primeira", card.nextDate ? formatDate(card.nextDate) : "—"]]} />
          <div className="actions">
            <button className="button" type="button" onClick={onConfirm} disabled={decided}>Criar avença</button>
            <button className="button button-secondary" type="button" onClick={onCancel} disabled={decided}>Cancelar</button>
          </div>
          <p className="muted small">Rascunho {card.draftId}</p>
        </div>
      );
    case "bank":
      return (
        <div className="chat-card" data-card="bank">
          <CardFigures items={[["Saldo", card.bank.saldo], ["Por conciliar", String(card.bank.counts.unmatched)], ["Sugestões", String(card.bank.counts.suggested)], ["Conciliados", String(card.bank.counts.matched)]]} />
          <a href="/banco">Abrir o banco</a>
        </div>
      );
    case "gaps": {
      const counts = card.gaps.counts;
      return (
        <div className="chat-card" data-card="gaps">
          <ul className="chat-list">
            <li><a href="/efatura">{counts.efaturaSemRegisto} compras do e-Fatura sem documento</a></li>
            <li><a href="/documentos">{counts.despesasSemMovimentoBancario} despesas sem pagamento no banco</a></li>
            <li><a href="/faturas">{counts.faturasVencidasPorReceber} faturas vencidas por receber</a></li>
            <li><a href="/banco">{counts.movimentosBancariosPorClassificar} movimentos por classificar</a></li>
          </ul>
        </div>
      );
    }
    case "efatura":
      return (
        <div className="chat-card" data-card="efatura">
          <CardFigures items={[["Registadas", String(card.registered)], ["Sem registo", String(card.unregistered)]]} />
          <a href="/efatura">Abrir o e-Fatura</a>
        </div>
      );
    case "documents":
      return (
        <div className="chat-card" data-card="documents">
          <ul className="chat-list">
            {card.documentos.slice(0, 5).map((document) => (
              <li key={document.id}>{document.supplierName ?? document.fileName} <span className="muted">· {document.documentDate ? formatDate(document.documentDate) : "sem data"}</span> <span className="amount">{document.total ?? "—"}</span></li>
            ))}
          </ul>
          <a href="/documentos">Abrir os documentos</a>
        </div>
      );
    case "saft":
      return (
        <div className="chat-card" data-card="saft">
          <CardFigures items={[["Documentos", String(card.saft.numberOfEntries)], ["Clientes", String(card.saft.customers)], ["Total a crédito", formatEuros(card.saft.totalCreditCents)]]} />
          <a href={card.webPath} download>Descarregar {card.saft.fileName}</a>
        </div>
      );
    case "vat_return": {
      const byCampo = new Map(card.fields.map((field) => [field.field, field]));
      const headline: [string, string] = card.resultCents >= 0 ? ["IVA a entregar (campo 93)", card.result] : ["Crédito a recuperar (campo 94)", formatEuros(-card.resultCents)];
      return (
        <div className="chat-card" data-card="vat_return">
          <p className="small">Declaração periódica — {card.period.label} (regime {card.vatRegime}), rascunho a partir das contas{card.complete ? "" : "; há campos a preencher à mão"}.</p>
          <CardFigures items={[headline, ["IVA a favor do Estado (91)", byCampo.get(91)?.amount ?? "—"], ["IVA a favor da empresa (90)", byCampo.get(90)?.amount ?? "—"]]} />
          <ul className="chat-list">
            {card.fields.filter((field) => ![90, 91, 93, 94].includes(field.field)).slice(0, 8).map((field) => (
              <li key={field.field}><strong>Campo {field.field}</strong> <span className="muted">· {field.label}</span> — {field.known ? field.amount : "a preencher à mão"}</li>
            ))}
          </ul>
          {card.unresolved.length > 0 ? (
            <ul className="chat-list">
              {card.unresolved.map((check) => (
                <li key={check.label}><a href={check.webPath}>{check.label}: {check.count}</a></li>
              ))}
            </ul>
          ) : null}
          <a href={card.webPath}>Abrir a declaração (Calendário › IVA)</a>
        </div>
      );
    }
    case "tax_answer":
      if (card.answer.clarification) return <TaxClarificationView clarification={card.answer.clarification} sources={card.answer.sources} />;
      return (
        <div className="chat-card" data-card="tax_answer">
          {card.answer.sources.length === 0 ? (
            <p className="muted small">Sem fonte na base de conhecimento.</p>
          ) : (
            <ul className="chat-list">
              {card.answer.sources.map((source) => (
                <li key={source.reference + source.title}><strong>{source.reference}</strong> <span className="muted">· {source.title} · valores de {source.year} · {source.verifiedAt ? `verificado em ${source.verifiedAt}` : "não confirmado numa fonte primária"}</span></li>
              ))}
            </ul>
          )}
        </div>
      );
  }
}

import { formatEuros } from "@/lib/core/money";
import { notFound } from "next/navigation";
import QRCode from "qrcode";
import { formatDate, formatLisbonDateTime } from "@/components/format";
import { ConfirmSubmit } from "@/components/forms/confirm-submit";
import { InvoiceStatusBadge } from "@/components/invoices/invoice-status";
import { hasDueDate } from "@/lib/domains/invoices/invoice-view";
import { CREDITABLE_TYPES } from "@/lib/domains/invoices/credit-plan";
import { ApiError } from "@/lib/core/api-error";
import { getInvoice } from "@/lib/domains/invoices/get-invoice";
import { lisbonToday } from "@/lib/core/dates";
import { PAYMENT_METHODS } from "@/lib/domains/invoices/payment-methods";
import { workspace } from "@/lib/transports/web/workspace";
import { acknowledgementAction, annulAction, annulReceiptAction, creditNoteAction, type InvoicePageForm, registerPaymentAction, sealAction } from "./actions";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { listInvoiceEmailsOperation } from "@/lib/domains/invoices/send-invoice";
import { sendInvoiceAction, sendReceiptAction, sendReminderAction } from "./send-actions";

export const metadata = { title: "Fatura · Contabilista" };

const TYPE_LABELS = { FT: "Fatura", FR: "Fatura-recibo", FS: "Fatura simplificada", NC: "Nota de crédito", ND: "Nota de débito" } as const;
const METHOD_OPTIONS = Object.entries(PAYMENT_METHODS);

export default async function InvoicePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ emitida?: string; aviso?: string; erro?: string; campo?: string }> }) {
  const { context } = await workspace();
  const { id } = await params;
  const invoice = await invokeOperation(getInvoice, context, { id }).catch((error) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const qrSvg = await QRCode.toString(invoice.qrPayload, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  const query = await searchParams;
  const justIssued = query.emitida === "1";
  const today = lisbonToday(new Date());
  const canPay = (invoice.type === "FT" || invoice.type === "ND") && invoice.openCents > 0;
  const canCredit = (CREDITABLE_TYPES as readonly string[]).includes(invoice.type) && invoice.status !== "annulled" && invoice.creditedCents < invoice.totalCents;
  // annul_invoice's own rule, read before offering the button: where it would refuse, the page says why.
  const canAnnul = invoice.annulmentRefusal === null;
  /** The refusal of the last submit, next to the field it concerns (`?campo=<form>.<field>`, actions.ts). */
  const errorOn = (form: InvoicePageForm, field: string) => (query.erro && query.campo === `${form}.${field}` ? query.erro : null);
  const fieldProps = (form: InvoicePageForm, field: string) => (errorOn(form, field) ? { "aria-invalid": true, "aria-describedby": `${form}-${field}-error` } : {});
  const fieldError = (form: InvoicePageForm, field: string) => (errorOn(form, field) ? <span id={`${form}-${field}-error`} className="field-error">{errorOn(form, field)}</span> : null);
  // An annulled document falls due for nothing: it names no due date and no payment.
  const paymentTerm = invoice.status === "annulled" ? "" : hasDueDate(invoice.type) ? ` · vence a ${formatDate(invoice.dueDate)}` : invoice.type === "NC" ? "" : " · paga na emissão";
  const { emails } = await invokeOperation(listInvoiceEmailsOperation, context, { id });
  const canSend = invoice.status !== "annulled";
  const canRemind = invoice.status === "overdue";
  return (
    <>
      {justIssued ? <p role="status" className="notice">Fatura {invoice.display} emitida.</p> : null}
      {query.aviso ? <p role="status" className="notice">{query.aviso}</p> : null}
      {query.erro ? <p role="alert" className="alert">{query.erro}</p> : null}
      <header className="page-header with-action">
        <div>
          <h1>{invoice.display}</h1>
          <p className="muted">{TYPE_LABELS[invoice.type]} · <InvoiceStatusBadge invoice={invoice} /></p>
        </div>
        <div className="actions">
          <a className="button" href={`/faturas/${invoice.id}/pdf`} download>Descarregar PDF</a>
          <a className="button-secondary" href={`/faturas/${invoice.id}/pdf?via=2`} download title="O mesmo documento marcado «2.ª via», para entregar em vez de um original perdido">
            2.ª via (PDF)
          </a>
          <a className="button-secondary" href={`/faturas/${invoice.id}/ubl`} download title="Fatura eletrónica estruturada CIUS-PT (UBL 2.1), com o PDF incluído: a exigida para faturar a entidades públicas">
            Fatura eletrónica (CIUS-PT)
          </a>
        </div>
      </header>
      <section className="panel" data-testid="invoice-seal" aria-labelledby="selo-titulo">
        <h2 id="selo-titulo">Selo eletrónico (PAdES)</h2>
        {invoice.seal ? (
          <p>
            Selado a {new Date(invoice.seal.sealedAt).toLocaleString("pt-PT", { timeZone: "Europe/Lisbon" })} por «{invoice.seal.sealedBy}» ({invoice.seal.level}).{" "}
            {invoice.seal.qualified ? "Selo qualificado." : <strong>Selo não qualificado: o PDF não vale como fatura eletrónica.</strong>}{" "}
            {invoice.seal.current || invoice.status === "annulled" ? null : <strong>O documento mudou depois de selado: sele de novo.</strong>}{" "}
            <a href={`/faturas/${invoice.id}/pdf?selado=1`} download>Descarregar PDF selado</a>
          </p>
        ) : (
          <p className="muted">Este PDF ainda não foi selado.</p>
        )}
        {invoice.status === "annulled" ? (
          <p className="muted" data-testid="seal-annulled">Documento anulado: não se sela{invoice.seal ? " (a cópia selada antes da anulação fica como estava)" : ""}.</p>
        ) : (
          <form action={sealAction.bind(null, invoice.id)}>
            <button type="submit" className="button">{invoice.seal ? "Selar de novo" : "Selar PDF"}</button>
          </form>
        )}
      </section>
      <div className="two-columns">
        <section className="panel">
          <h2>Cliente</h2>
          <p>
            <strong>{invoice.client.name}</strong>
            <br />{invoice.client.nif ? `NIF ${invoice.client.nif}` : "Sem NIF (consumidor final)"}
            {invoice.client.address ? <><br /><span data-testid="invoice-client-address">{invoice.client.address}</span></> : null}
          </p>
          <p className="muted" data-testid="invoice-dates">Emitida a {formatDate(invoice.issueDate)}{paymentTerm}</p>
          {invoice.recurringInvoiceId ? <p>Emitida por uma <a href={`/faturas/recorrentes/${invoice.recurringInvoiceId}`}>avença</a>.</p> : null}
          {["FT", "FR", "FS"].includes(invoice.type) && invoice.status !== "annulled" ? <p><a href={`/faturas/recorrentes?deFatura=${invoice.id}`}>Repetir como avença</a></p> : null}
          {invoice.references.length ? <p>Referente a {invoice.references.map((reference, index) => <span key={reference.id}>{index ? ", " : ""}<a href={`/faturas/${reference.id}`}>{reference.display}</a></span>)}</p> : null}
          {invoice.reason ? <p>Motivo: {invoice.reason}</p> : null}
          {invoice.annulmentReason ? <p>Anulada: {invoice.annulmentReason}</p> : null}
          {invoice.creditedCents || invoice.paidCents ? <p data-testid="invoice-amounts">Creditado {invoice.credited} · recebido {invoice.paid} · em aberto <strong>{invoice.open}</strong></p> : null}
          {invoice.refundOwedCents > 0 ? (
            <p className="notice" data-testid="invoice-refund">
              A devolver ao cliente <strong>{invoice.refundOwed}</strong>: recebeu-se mais do que ficou por receber depois das notas de crédito (CIVA art. 78.º).
            </p>
          ) : null}
        </section>
        <section className="panel qr-panel">
          <h2>ATCUD {invoice.atcud}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew from the invoice's own QR payload (lib/core/qr), no user markup */}
          <div className="qr" role="img" aria-label={`Código QR da fatura: ${invoice.qrPayload}`} dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <p className="muted small">Código QR e ATCUD simulados — sem valor fiscal.</p>
        </section>
      </div>
      <table className="table">
        <thead><tr><th scope="col">Descrição</th><th scope="col" className="numeric">Qtd.</th><th scope="col" className="numeric">Preço unit.</th><th scope="col" className="numeric">IVA</th><th scope="col" className="numeric">Total</th></tr></thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}><td>{line.description}</td><td className="numeric">{line.quantity.toLocaleString("pt-PT")}</td><td className="numeric">{line.unit}</td><td className="numeric">{line.vatRate}%{line.vatExemptionCode ? ` (${line.vatExemptionCode})` : ""}</td><td className="numeric">{line.net}</td></tr>
          ))}
        </tbody>
        <tfoot>
          <tr><td colSpan={4}>Total sem IVA</td><td className="numeric">{invoice.net}</td></tr>
          {invoice.vatSummary.map((summary) => <tr key={summary.rate}><td colSpan={4}>IVA {summary.rate}% sobre {summary.base}</td><td className="numeric">{summary.vat}</td></tr>)}
          <tr className="grand-total"><td colSpan={4}>Total</td><td className="numeric">{invoice.total}</td></tr>
          {invoice.withholdingRule ? (
            <>
              <tr><td colSpan={4}>Retenção na fonte — {invoice.withholdingRule.label} ({(invoice.withholdingRule.rateBasisPoints / 100).toLocaleString("pt-PT")}&nbsp;%)</td><td className="numeric">− {formatEuros(invoice.totalCents - invoice.payableCents)}</td></tr>
              <tr className="grand-total"><td colSpan={4}>A receber</td><td className="numeric">{invoice.payable}</td></tr>
            </>
          ) : null}
        </tfoot>
      </table>
      {invoice.corrections.length ? (
        <section className="panel">
          <h2>Notas de crédito e débito</h2>
          <ul>{invoice.corrections.map((note) => <li key={note.id}><a href={`/faturas/${note.id}`}>{note.display}</a> · {note.total} · {note.reason}{note.annulled ? " (anulada)" : ""}</li>)}</ul>
        </section>
      ) : null}
      {invoice.receipts.length ? (
        <section className="panel">
          <h2>Recibos</h2>
          <ul>
            {invoice.receipts.map((receipt) => (
              <li key={receipt.id}>
                <a href={`/faturas/recibos/${receipt.id}/pdf`} download>{receipt.display}</a> · {formatDate(receipt.paymentDate)} · {receipt.methodDescription} · {receipt.amount}
                {receipt.annulledAt ? <> · <span className="status status-annulled">Anulado</span> <span className="muted small">({receipt.annulmentReason})</span></> : (
                  <form className="inline-form" action={sendReceiptAction.bind(null, invoice.id, receipt.id)}>
                    <button className="button-secondary" type="submit" aria-label={`Enviar ${receipt.display} ao cliente por email`}>Enviar por email</button>
                  </form>
                )}
                {receipt.annulledAt ? null : (
                  <details className="inline-details">
                    <summary>Anular recibo</summary>
                    <form action={annulReceiptAction.bind(null, invoice.id, receipt.id)}>
                      <label>Motivo (obrigatório) <input name="reason" required minLength={3} maxLength={200} aria-label={`Motivo da anulação de ${receipt.display}`} /></label>
                      <button className="button-danger" type="submit">Anular {receipt.display}</button>
                    </form>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {emails.length ? (
        <section className="panel" id="envios" data-testid="invoice-emails">
          <h2>Envios</h2>
          <ul>
            {emails.map((email) => (
              <li key={email.id}>
                {email.kind === "document" ? "Enviada" : email.kind === "receipt" ? `Recibo (${email.subject.split(" de ")[0]}) enviado` : email.automatic ? "Lembrete automático enviado" : "Lembrete enviado"} para {email.to} em {formatLisbonDateTime(new Date(email.sentAt))}
                {email.transport === "outbox" ? <span className="muted small"> (caixa de saída local)</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="two-columns">
        {canPay ? (
          <form className="panel" action={registerPaymentAction.bind(null, invoice.id)}>
            <h2>Registar recebimento</h2>
            <label>Valor recebido (€) <input name="valor" inputMode="decimal" placeholder={invoice.open} {...fieldProps("recebimento", "valor")} />{fieldError("recebimento", "valor")}</label>
            <label>Data <input name="data" type="date" defaultValue={today} max={today} {...fieldProps("recebimento", "data")} />{fieldError("recebimento", "data")}</label>
            <label>Meio de pagamento <select name="method" defaultValue="TB" {...fieldProps("recebimento", "method")}>{METHOD_OPTIONS.map(([code, label]) => <option key={code} value={code}>{label}</option>)}</select>{fieldError("recebimento", "method")}</label>
            <p className="muted small">Sem valor, regista tudo o que está em aberto ({invoice.open}). Emite um recibo numerado.</p>
            <ConfirmSubmit label="Registar e emitir recibo" question={`Emitir um recibo de ${invoice.display}? O recibo fica numerado; só se desfaz anulando-o.`} />
          </form>
        ) : null}
        {canCredit ? (
          <form className="panel" action={creditNoteAction.bind(null, invoice.id)}>
            <h2>Emitir nota de crédito</h2>
            <label>Motivo (obrigatório) <input name="reason" required minLength={3} maxLength={200} {...fieldProps("nota", "reason")} />{fieldError("nota", "reason")}</label>
            <label>Linha <select name="linha" defaultValue="0" {...fieldProps("nota", "linha")}><option value="0">Documento inteiro (o que falta creditar)</option>{invoice.lines.map((line, index) => <option key={index} value={index + 1}>{index + 1}. {line.description}</option>)}</select>{fieldError("nota", "linha")}</label>
            <label>Valor sem IVA (€, opcional, só para uma linha) <input name="valor" inputMode="decimal" {...fieldProps("nota", "valor")} />{fieldError("nota", "valor")}</label>
            <ConfirmSubmit label="Emitir nota de crédito" question={`Emitir uma nota de crédito sobre ${invoice.display}? Fica numerada e comunicada à AT: não se apaga.`} />
          </form>
        ) : null}
        {canSend ? (
          <form className="panel" action={sendInvoiceAction.bind(null, invoice.id)} data-testid="send-invoice">
            <h2>Enviar por email</h2>
            <label>Para <input name="to" type="email" maxLength={254} placeholder="vazio = email do cliente" autoComplete="off" /></label>
            <label>Mensagem (opcional) <textarea name="message" rows={2} maxLength={2000} /></label>
            <p className="muted small">Segue com o PDF do documento em anexo.</p>
            <button className="button" type="submit">Enviar {invoice.display}</button>
          </form>
        ) : null}
        {canRemind ? (
          <form className="panel" action={sendReminderAction.bind(null, invoice.id)} data-testid="send-reminder">
            <h2>Lembrete de pagamento</h2>
            <p className="muted small">Venceu a {formatDate(invoice.dueDate)} e tem {invoice.open} em aberto.</p>
            <label>Para <input name="to" type="email" maxLength={254} placeholder="vazio = email do cliente" autoComplete="off" /></label>
            <button className="button" type="submit">Enviar lembrete</button>
          </form>
        ) : null}
        {invoice.type === "NC" && invoice.status !== "annulled" && invoice.vatCents > 0 ? (
          <form className="panel" action={acknowledgementAction.bind(null, invoice.id)} data-testid="credit-note-acknowledgement">
            <h2>Conhecimento do cliente</h2>
            <p className="muted small">
              O IVA desta nota só pode ser regularizado a seu favor (campo 40 da declaração periódica) com prova de que o cliente tomou conhecimento dela ou foi reembolsado do imposto (CIVA art. 78.º, n.º 5).
              {invoice.acknowledgementDate ? ` Registado a ${formatDate(invoice.acknowledgementDate)}.` : " Ainda não registado."}
            </p>
            <label>Data do conhecimento <input name="data" type="date" {...fieldProps("conhecimento", "data")} />{fieldError("conhecimento", "data")}</label>
            <button className="button" type="submit">{invoice.acknowledgementDate ? "Alterar a data" : "Registar conhecimento"}</button>
          </form>
        ) : null}
        {canAnnul ? (
          <form className="panel" action={annulAction.bind(null, invoice.id)}>
            <h2>Anular documento</h2>
            <p className="muted small">Só até à comunicação à AT (dia 5 do mês seguinte) e sem notas de crédito, recibos ou conciliação bancária. Depois, emita uma nota de crédito.</p>
            <label>Motivo (obrigatório) <input name="reason" required minLength={3} maxLength={200} {...fieldProps("anular", "reason")} />{fieldError("anular", "reason")}</label>
            <ConfirmSubmit label="Anular" className="button-danger" question={`Anular ${invoice.display}? Mantém o número, deixa de contar nos totais e não se pode desfazer.`} />
          </form>
        ) : invoice.status !== "annulled" ? (
          <section className="panel" data-testid="annul-impossible">
            <h2>Anular documento</h2>
            <p className="muted small">Não é possível anular: {invoice.annulmentRefusal}</p>
          </section>
        ) : null}
      </div>
    </>
  );
}

import Link from "next/link";
import { formatDate } from "@/components/format";
import { ApiError } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { getVatReturn } from "@/lib/domains/vat-return/get-vat-return";
import { getVatReturnField } from "@/lib/domains/vat-return/get-vat-return-field";
import { workspace } from "@/lib/transports/web/workspace";
import { documentHref, neighbourPeriods, periodRequest, type ReturnSearch, returnHref } from "./return-links";
import { refusalText } from "@/lib/core/refusal-text";

export const metadata = { title: "Declaração periódica do IVA · Contabilista" };

/** The lines of one field, all of them, page by page (the field's link from the table). */
async function FieldDocuments({ search, campo }: { search: ReturnSearch; campo: string }) {
  const { context } = await workspace();
  const page = await invokeOperation(getVatReturnField, context, { field: campo, ...periodRequest(search), limit: 200, ...(typeof search.cursor === "string" ? { cursor: search.cursor } : {}) });
  return (
    <section aria-labelledby="campo-detalhe">
      <h2 id="campo-detalhe">Campo {page.field}: {page.label}</h2>
      <p className="muted">{page.amount ?? "Valor desconhecido"} · a soma das linhas abaixo é o valor do campo.</p>
      <table className="table">
        <thead><tr><th scope="col">Data</th><th scope="col">Documento</th><th scope="col">Parte</th><th scope="col" className="numeric">Valor</th></tr></thead>
        <tbody>
          {page.lines.map((line) => (
            <tr key={line.id}>
              <td>{formatDate(line.date)}</td>
              <td><Link href={documentHref(line)}>{line.document}</Link>{line.field !== page.field ? <div className="muted small">campo {line.field}</div> : null}</td>
              <td className="small">{line.detail}</td>
              <td className="numeric">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.lines.length === 0 ? <p className="empty">Nenhum documento neste campo.</p> : null}
      {page.nextCursor ? <p><Link className="button-secondary" href={`${returnHref(search, { campo })}&cursor=${encodeURIComponent(page.nextCursor)}#campo-detalhe`}>Mais documentos</Link></p> : null}
    </section>
  );
}

export default async function VatReturnPage({ searchParams }: { searchParams: Promise<ReturnSearch> }) {
  const search = await searchParams;
  const { context } = await workspace();
  let draft: Awaited<ReturnType<typeof getVatReturn.run>>;
  try {
    draft = await invokeOperation(getVatReturn, context, periodRequest(search));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "validation_error") throw error;
    return (
      <>
        <header className="page-header"><h1>Declaração periódica do IVA</h1></header>
        <p className="alert" role="alert">{refusalText(error, "O período pedido não é válido.")}</p>
        <p><Link href="/calendario/iva">Ver o período atual</Link></p>
      </>
    );
  }
  const { previous, next } = neighbourPeriods(draft.period);
  const campo = typeof search.campo === "string" ? search.campo : null;
  return (
    <>
      <header className="page-header">
        <h1>Declaração periódica do IVA — {draft.period.label}</h1>
        <p className="muted">
          Rascunho do quadro 06 a partir dos seus livros (regime {draft.vatRegime}). Conta a data de emissão das faturas (CIVA art. 7.º e 8.º); recibos não contam; faturas anuladas ficam de fora.
          Campos que o serviço não conhece ficam assinalados para preencher à mão.
        </p>
        <p>
          <Link href={returnHref(previous)}>← {previous.label}</Link>{" · "}<Link href={returnHref(next)}>{next.label} →</Link>{" · "}<Link href="/calendario">Calendário</Link>{" · "}
          <a href={returnHref(draft.period).replace("/calendario/iva?", "/calendario/iva/pdf?")} download>Descarregar PDF (quadro 06)</a>
        </p>
      </header>
      <p className={draft.resultCents > 0 ? "alert" : "notice"}>
        <strong>{draft.resultCents > 0 ? `Imposto a entregar: ${draft.result}` : draft.resultCents < 0 ? `Crédito a recuperar: ${formatEuros(-draft.resultCents)}` : "Sem imposto a entregar nem crédito"}</strong>
        {draft.complete ? "" : " — sem os campos que o serviço não conhece (ver abaixo)."}
      </p>
      <section aria-labelledby="antes-de-entregar">
        <h2 id="antes-de-entregar">Antes de entregar</h2>
        <ul>
          {draft.readiness.map((check) => (
            <li key={check.check}>{check.count === 0 ? "✓ " : ""}{check.label}: {check.count === 0 ? "nenhum" : <Link href={check.webPath}>{check.count}</Link>}</li>
          ))}
        </ul>
      </section>
      <table className="table">
        <caption className="muted small">Quadro 06 — apuramento do imposto</caption>
        <thead><tr><th scope="col">Campo</th><th scope="col">Descrição</th><th scope="col" className="numeric">Valor</th><th scope="col">Documentos</th></tr></thead>
        <tbody>
          {draft.fields.map((field) => (
            <tr key={field.field} id={`campo-${field.field}`}>
              <td><strong>{field.field}</strong></td>
              <td className="wide">{field.label}<div className="muted small">{field.source}</div>{field.reason ? <div className="small"><strong>{field.reason}</strong></div> : null}</td>
              <td className="numeric">{field.known ? field.amount : field.amount ? `${field.amount} (incompleto)` : "Desconhecido"}</td>
              <td>
                {field.lineCount > 0 ? (
                  <Link href={`${returnHref(search, { campo: String(field.field) })}#campo-detalhe`} aria-label={`${field.lineCount === 1 ? "1 documento" : `${field.lineCount} linhas`} do campo ${field.field}`}>{field.lineCount === 1 ? "1 documento" : `${field.lineCount} linhas`}</Link>
                ) : field.formula ? (
                  <span className="muted small">{field.formula.map((part, index) => `${index === 0 ? (part.sign < 0 ? "− " : "") : part.sign < 0 ? " − " : " + "}${part.field}`).join("")}</span>
                ) : (
                  <span className="muted small">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {draft.unplaced.length ? (
        <section aria-labelledby="por-classificar">
          <h2 id="por-classificar">Linhas sem campo</h2>
          <ul>{draft.unplaced.map((line) => <li key={`${line.documentId}-${line.reason}`}><Link href={documentHref(line)}>{line.document}</Link>: {line.reason}</li>)}</ul>
        </section>
      ) : null}
      <section aria-labelledby="efatura">
        <h2 id="efatura">Compras: livros e e-Fatura</h2>
        <p className="muted">IVA das compras nos livros {formatEuros(draft.efatura.booksVatCents)} · no e-Fatura {formatEuros(draft.efatura.efaturaVatCents)} · diferença {formatEuros(draft.efatura.differenceCents)} (a declaração proposta pela AT parte do e-Fatura, art. 29.º-A CIVA).</p>
        <ul>
          {draft.efatura.lines.filter((line) => line.status !== "in_both").map((line) => (
            <li key={`${line.booksDocumentId ?? ""}-${line.efaturaId ?? ""}`}>
              {line.booksDocumentId ? <Link href={documentHref({ documentKind: "expense", documentId: line.booksDocumentId })}>{line.document}</Link> : <Link href="/efatura?estado=em_falta">{line.document}</Link>} ({formatDate(line.date)}): {line.reason}
            </li>
          ))}
        </ul>
        {draft.efatura.lines.every((line) => line.status === "in_both") ? <p className="notice">Todas as compras do período estão nos dois lados, com o mesmo IVA.</p> : null}
      </section>
      {campo ? <FieldDocuments search={search} campo={campo} /> : null}
    </>
  );
}

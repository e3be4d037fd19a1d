import Link from "next/link";
import { formatDate } from "@/components/format";
import { formatEuros } from "@/lib/core/money";
import { ReviewForm } from "@/components/documents/review-form";
import { DeleteDocumentButton } from "@/components/documents/delete-document-button";
import { RefreshWhileProcessing } from "@/components/documents/refresh-while-processing";
import { UploadDropZone } from "@/components/documents/upload-drop-zone";
import { deleteDocumentAction } from "./actions";
import { ListPager } from "@/components/lists/list-pager";
import { ListToolbar } from "@/components/lists/list-toolbar";
import { DOCUMENT_STATUSES } from "@/lib/domains/documents/document-view";
import { efaturaWithRegistration } from "@/lib/domains/efatura/get-efatura-movements";
import { readListPage, readListQuery } from "@/lib/transports/web/list-query";
import { getDocument, listDocuments } from "@/lib/domains/documents/read-documents";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { DOCUMENT_FILTERS, DOCUMENT_STATUS_FILTER, DOCUMENT_STATUS_LABELS as STATUS_LABELS, documentListInput } from "./document-list";

export const metadata = { title: "Despesas · Contabilista" };

export default async function DocumentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context, can } = await workspace();
  const mayDelete = can("write_documents");
  const search = await searchParams;
  const one = (name: string) => (typeof search[name] === "string" ? search[name] : undefined);
  const [rever, arquivado, falta, apagado] = [one("rever"), one("arquivado"), one("falta"), one("apagado")];
  // Arriving from e-Fatura or the gaps page for a purchase the books miss: name it above the drop zone.
  const missing = falta ? (await efaturaWithRegistration(context.companyId)).find((purchase) => purchase.id === falta && !purchase.registadoNoServico) : undefined;
  const query = readListQuery(search, [DOCUMENT_STATUS_FILTER, ...DOCUMENT_FILTERS]);
  const status = query.values.estado as (typeof DOCUMENT_STATUSES)[number] | undefined;
  const filtersOnly = { ...query, values: Object.fromEntries(Object.entries(query.values).filter(([name]) => name !== "estado")) };
  const { documentos, nextCursor } = await readListPage(query, (paging) => invokeOperation(listDocuments, context, { ...documentListInput(query), ...paging }));
  const reviewing = rever ? await invokeOperation(getDocument, context, { id: rever }).catch(() => null) : null;
  return (
    <>
      <header className="page-header">
        <h1>Despesas</h1>
        <p className="muted">Faturas e recibos de fornecedores. O código QR da AT e o texto dos PDF são lidos sem intervenção; o que ficar incompleto vai para revisão.</p>
      </header>
      <section id="enviar" aria-label="Enviar documentos">
        {missing ? (
          <p className="notice" data-testid="missing-purchase">
            Falta nos seus livros: <strong>{missing.fornecedor}</strong> (NIF {missing.supplierNif}), documento {missing.documentNumber} de {formatDate(missing.date)}, total {missing.total}. Envie-o aqui; o e-Fatura passa a mostrá-lo como registado.
          </p>
        ) : null}
        <UploadDropZone />
      </section>
      <nav className="filters" aria-label="Filtrar por estado">
        <Link href="/documentos" aria-current={!status ? "page" : undefined}>Todos</Link>
        {DOCUMENT_STATUSES.map((value) => <Link key={value} href={`/documentos?estado=${value}`} aria-current={status === value ? "page" : undefined}>{STATUS_LABELS[value]}</Link>)}
      </nav>
      <ListToolbar path="/documentos" label="Procurar despesas" filters={DOCUMENT_FILTERS} query={filtersOnly} keep={{ estado: status }} exportPath="/documentos/exportar" />
      <RefreshWhileProcessing active={documentos.some((document) => document.status === "processing")} />
      {apagado ? <p className="notice" role="status" data-testid="document-deleted">Documento «{apagado.slice(0, 200)}» apagado.</p> : null}
      {arquivado && !reviewing ? <p className="notice" role="status" data-testid="review-done">Documento «{arquivado.slice(0, 200)}» confirmado e arquivado.</p> : null}
      {reviewing ? (
        <section className="panel" aria-label="Rever documento">
          <h2>Rever {reviewing.fileName}</h2>
          <ul>{reviewing.reviewReasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
          {reviewing.categoryReason ? <p data-testid="category-reason"><strong>Categoria e IVA dedutível:</strong> {reviewing.categoryReason}</p> : null}
          {reviewing.status === "archived" ? <p className="muted">Este documento já está arquivado: ao confirmar, a correção substitui os valores e a categoria escolhida passa a ser a regra para este fornecedor.</p> : null}
          {/* The file beside the form, so the figures are checked against it without switching tabs. */}
          <div className="review-layout">
            <figure className="review-preview" data-testid="document-preview">
              {/* The file route alone may be framed, and by this app's pages only (SECURITY.md, «Pré-visualização»). */}
              {reviewing.mimeType.startsWith("image/") ? (
                // biome-ignore lint/performance/noImgElement: the company's own uploaded file, served by the session route as it is
                <img src={`/documentos/${reviewing.id}/ficheiro`} alt={`Pré-visualização de ${reviewing.fileName}`} />
              ) : reviewing.mimeType === "application/pdf" ? (
                <iframe src={`/documentos/${reviewing.id}/ficheiro`} title={`Pré-visualização de ${reviewing.fileName}`} className="review-preview-pdf" />
              ) : (
                <p className="muted">Sem pré-visualização deste tipo de ficheiro: abra o original ao lado.</p>
              )}
              <figcaption><a href={`/documentos/${reviewing.id}/ficheiro`} target="_blank" rel="noreferrer">Abrir o ficheiro original</a></figcaption>
            </figure>
            <div>
              <ReviewForm document={reviewing} closeHref={status ? `/documentos?estado=${status}` : "/documentos"} />
              {mayDelete ? <DeleteDocumentButton fileName={reviewing.fileName} remove={deleteDocumentAction.bind(null, reviewing.id)} /> : null}
            </div>
          </div>
        </section>
      ) : null}
      <table className="table">
        <thead><tr><th scope="col">Ficheiro</th><th scope="col">Fornecedor</th><th scope="col">Data</th><th scope="col">Categoria</th><th scope="col" className="numeric">Total</th><th scope="col" className="numeric" title="IVA da fatura e a parte dedutível (CIVA art. 20.º e 21.º)">IVA / dedutível</th><th scope="col">Estado</th></tr></thead>
        <tbody>
          {documentos.map((document) => (
            <tr key={document.id}>
              <td><a href={`/documentos/${document.id}/ficheiro`} target="_blank" rel="noreferrer">{document.fileName}</a></td>
              <td>{document.supplierName ?? <span className="muted">—</span>}</td>
              <td>{document.documentDate ? formatDate(document.documentDate) : "—"}</td>
              <td title={document.categoryReason ?? undefined}>{document.category ?? "—"}{document.selfAssessedVatCents !== null ? <span className="muted"> (autoliquidação)</span> : null}</td>
              <td className="numeric">{document.total ?? "—"}</td>
              <td className="numeric">
                <span data-testid="vat-deductible" title={document.categoryReason ?? undefined}>{document.vatCents === null ? "—" : `${formatEuros(document.vatCents + (document.selfAssessedVatCents ?? 0))} / ${formatEuros(document.vatDeductibleCents ?? document.vatCents)}`}</span>
                {/* The reason is shown, not only a hover title: a phone has no hover (issue #31 "Done when"). */}
                {document.categoryReason && document.vatCents !== null ? (
                  <details className="inline-details small" data-testid="deductible-reason">
                    <summary>Porquê?</summary>
                    <p>{document.categoryReason}</p>
                  </details>
                ) : null}
              </td>
              <td>
                <span className={`status status-doc-${document.status}`}>{STATUS_LABELS[document.status]}</span>
                {document.duplicateOf ? <span className="muted"> (compra repetida)</span> : null}
                {document.status === "needs_review" || document.status === "error" ? <> <Link href={`/documentos?rever=${document.id}${status ? `&estado=${status}` : ""}`}>Rever</Link></> : null}
                {document.status === "archived" && !document.duplicateOf ? <> <Link href={`/documentos?rever=${document.id}${status ? `&estado=${status}` : ""}`} aria-label={`Corrigir ${document.fileName}`}>Corrigir</Link></> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {documentos.length === 0 ? <p className="empty">Sem documentos{status || Object.keys(filtersOnly.values).length ? " com estes filtros" : ""}.</p> : null}
      <ListPager path="/documentos" query={filtersOnly} keep={{ estado: status }} nextCursor={nextCursor} shown={documentos.length} />
    </>
  );
}

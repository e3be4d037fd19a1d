import Link from "next/link";
import { formatDate } from "@/components/format";
import { formatEuros } from "@/lib/money";
import { ReviewForm } from "@/components/documents/review-form";
import { UploadDropZone } from "@/components/documents/upload-drop-zone";
import { DOCUMENT_STATUSES } from "@/lib/documents/document-view";
import { getDocument, listDocuments } from "@/lib/documents/read-documents";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export const metadata = { title: "Despesas · Contabilista" };

const STATUS_LABELS: Record<string, string> = { processing: "A processar", needs_review: "A rever", archived: "Arquivado", error: "Erro" };

export default async function DocumentsPage({ searchParams }: { searchParams: Promise<{ estado?: string; rever?: string; arquivado?: string }> }) {
  const { context } = await workspace();
  const { estado, rever, arquivado } = await searchParams;
  const status = (DOCUMENT_STATUSES as readonly string[]).includes(estado ?? "") ? (estado as (typeof DOCUMENT_STATUSES)[number]) : undefined;
  const { documentos } = await invokeOperation(listDocuments, context, { status });
  const reviewing = rever ? await invokeOperation(getDocument, context, { id: rever }).catch(() => null) : null;
  return (
    <>
      <header className="page-header">
        <h1>Despesas</h1>
        <p className="muted">Faturas e recibos de fornecedores. O código QR da AT e o texto dos PDF são lidos sem intervenção; o que ficar incompleto vai para revisão.</p>
      </header>
      <UploadDropZone />
      <nav className="filters" aria-label="Filtrar por estado">
        <Link href="/documentos" aria-current={!status ? "page" : undefined}>Todos</Link>
        {DOCUMENT_STATUSES.map((value) => <Link key={value} href={`/documentos?estado=${value}`} aria-current={status === value ? "page" : undefined}>{STATUS_LABELS[value]}</Link>)}
      </nav>
      {arquivado && !reviewing ? <p className="notice" role="status" data-testid="review-done">Documento «{arquivado.slice(0, 200)}» confirmado e arquivado.</p> : null}
      {reviewing ? (
        <section className="panel" aria-label="Rever documento">
          <h2>Rever {reviewing.fileName}</h2>
          <ul>{reviewing.reviewReasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
          <p><a href={`/documentos/${reviewing.id}/ficheiro`} target="_blank" rel="noreferrer">Abrir o ficheiro original</a></p>
          <ReviewForm document={reviewing} closeHref={status ? `/documentos?estado=${status}` : "/documentos"} />
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
              <td>{document.category ?? "—"}</td>
              <td className="numeric">{document.total ?? "—"}</td>
              <td className="numeric" data-testid="vat-deductible">{document.vatCents === null ? "—" : `${formatEuros(document.vatCents)} / ${formatEuros(document.vatDeductibleCents ?? document.vatCents)}`}</td>
              <td>
                <span className={`status status-doc-${document.status}`}>{STATUS_LABELS[document.status]}</span>
                {document.duplicateOf ? <span className="muted"> (compra repetida)</span> : null}
                {document.status === "needs_review" || document.status === "error" ? <> <Link href={`/documentos?rever=${document.id}${status ? `&estado=${status}` : ""}`}>Rever</Link></> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {documentos.length === 0 ? <p className="empty">Sem documentos{status ? " com este estado" : ""}.</p> : null}
    </>
  );
}

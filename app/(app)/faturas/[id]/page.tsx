import { notFound } from "next/navigation";
import QRCode from "qrcode";
import { formatDate, INVOICE_STATUS_LABELS } from "@/components/format";
import { ApiError } from "@/lib/http/api-error";
import { getInvoice } from "@/lib/invoices/get-invoice";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export const metadata = { title: "Fatura · Contabilista" };

export default async function InvoicePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ emitida?: string }> }) {
  const { context } = await workspace();
  const { id } = await params;
  const invoice = await invokeOperation(getInvoice, context, { id }).catch((error) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
  const qrSvg = await QRCode.toString(invoice.qrPayload, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  const justIssued = (await searchParams).emitida === "1";
  return (
    <>
      {justIssued ? <p role="status" className="notice">Fatura {invoice.display} emitida.</p> : null}
      <header className="page-header with-action">
        <div>
          <h1>{invoice.display}</h1>
          <p className="muted">{invoice.type === "FR" ? "Fatura-recibo" : "Fatura"} · <span className={`status status-${invoice.status}`}>{INVOICE_STATUS_LABELS[invoice.status]}</span></p>
        </div>
        <a className="button" href={`/faturas/${invoice.id}/pdf`} download>Descarregar PDF</a>
      </header>
      <div className="two-columns">
        <section className="panel">
          <h2>Cliente</h2>
          <p><strong>{invoice.client.name}</strong><br />NIF {invoice.client.nif ?? "999999990 (consumidor final)"}</p>
          <p className="muted">Emitida a {formatDate(invoice.issueDate)} · vence a {formatDate(invoice.dueDate)}</p>
        </section>
        <section className="panel qr-panel">
          <h2>ATCUD {invoice.atcud}</h2>
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
          {invoice.vatSummary.map((summary) => <tr key={summary.rate}><td colSpan={4}>IVA {summary.rate}% sobre {summary.base}</td><td className="numeric">{summary.vat}</td></tr>)}
          <tr className="grand-total"><td colSpan={4}>Total</td><td className="numeric">{invoice.total}</td></tr>
        </tfoot>
      </table>
    </>
  );
}

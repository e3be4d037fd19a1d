import Link from "next/link";
import { formatDate } from "@/components/format";
import { ListPager } from "@/components/lists/list-pager";
import { ListToolbar } from "@/components/lists/list-toolbar";
import { efaturaWithRegistration, getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { readListPage, readListQuery } from "@/lib/transports/web/list-query";
import { workspace } from "@/lib/transports/web/workspace";
import { EFATURA_FILTERS, efaturaListInput } from "./efatura-list";

export const metadata = { title: "e-Fatura · Contabilista" };

export default async function EfaturaPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context } = await workspace();
  const query = readListQuery(await searchParams, EFATURA_FILTERS);
  const [{ movimentos, nextCursor }, purchases] = await Promise.all([
    readListPage(query, (paging) => invokeOperation(getEfaturaMovements, context, { ...efaturaListInput(query), ...paging })),
    // The whole feed, whatever page or filter is shown.
    efaturaWithRegistration(context.companyId),
  ]);
  const missing = purchases.filter((purchase) => !purchase.registadoNoServico).length;
  // A new company has no purchases yet: «Todas estão registadas» and «com estes filtros» said otherwise (ux LOW).
  const filtered = Object.keys(query.values).length > 0;
  return (
    <>
      <header className="page-header">
        <h1>e-Fatura</h1>
        <p className="muted">
          As compras que os fornecedores comunicaram à AT (simulação).{" "}
          {purchases.length === 0 ? "Ainda não há compras comunicadas à AT." : missing ? <Link href="/efatura?estado=em_falta"><strong>{missing === 1 ? "1 sem documento nos seus livros." : `${missing} sem documento nos seus livros.`}</strong></Link> : "Todas estão registadas."}
        </p>
      </header>
      <ListToolbar path="/efatura" label="Procurar compras no e-Fatura" filters={EFATURA_FILTERS} query={query} exportPath="/efatura/exportar" />
      <table className="table">
        <thead><tr><th scope="col">Data</th><th scope="col">Fornecedor</th><th scope="col">Documento</th><th scope="col" className="numeric">IVA</th><th scope="col" className="numeric">Total</th><th scope="col">Nos livros</th></tr></thead>
        <tbody>
          {movimentos.map((movement) => (
            <tr key={movement.id} id={`efatura-${movement.id}`}>
              <td>{formatDate(movement.date)}</td>
              <td>{movement.fornecedor}<div className="muted small">NIF {movement.supplierNif}</div></td>
              <td>{movement.documentNumber}</td>
              <td className="numeric">{movement.vat}</td>
              <td className="numeric">{movement.total}</td>
              <td>
                {movement.registadoNoServico ? (
                  <Link className="status status-paid" href={`/documentos?fornecedor=${encodeURIComponent(movement.fornecedor)}`}>Registada</Link>
                ) : (
                  <Link className="status status-overdue" href={`/documentos?falta=${encodeURIComponent(movement.id)}#enviar`} aria-label={`Falta o documento: enviar ${movement.documentNumber} de ${movement.fornecedor}`}>Falta o documento</Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {movimentos.length === 0 ? <p className="empty">{filtered ? "Nenhuma compra com estes filtros." : "Ainda não há compras no e-Fatura."}</p> : null}
      <ListPager path="/efatura" query={query} nextCursor={nextCursor} shown={movimentos.length} />
    </>
  );
}

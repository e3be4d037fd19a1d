import Link from "next/link";
import { formatDate } from "@/components/format";
import { getEfaturaMovements } from "@/lib/efatura/get-efatura-movements";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export const metadata = { title: "e-Fatura · Contabilista" };

export default async function EfaturaPage() {
  const { context } = await workspace();
  const { movimentos } = await invokeOperation(getEfaturaMovements, context, {});
  const missing = movimentos.filter((movement) => !movement.registadoNoServico).length;
  return (
    <>
      <header className="page-header">
        <h1>e-Fatura</h1>
        <p className="muted">As compras que os fornecedores comunicaram à AT (simulação). {missing ? <strong>{missing} sem documento nos seus livros.</strong> : "Todas estão registadas."}</p>
      </header>
      <table className="table">
        <thead><tr><th scope="col">Data</th><th scope="col">Fornecedor</th><th scope="col">Documento</th><th scope="col" className="numeric">IVA</th><th scope="col" className="numeric">Total</th><th scope="col">Nos livros</th></tr></thead>
        <tbody>
          {movimentos.map((movement) => (
            <tr key={movement.id} id={`efatura-${movement.id}`}>
              <td>{formatDate(movement.data)}</td>
              <td>{movement.fornecedor}<div className="muted small">NIF {movement.fornecedorNif}</div></td>
              <td>{movement.numeroDocumento}</td>
              <td className="numeric">{movement.iva}</td>
              <td className="numeric">{movement.total}</td>
              <td>{movement.registadoNoServico ? <span className="status status-paga">Registada</span> : <Link className="status status-vencida" href="/documentos">Falta o documento</Link>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

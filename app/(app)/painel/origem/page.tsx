import Link from "next/link";
import { formatDate } from "@/components/format";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { getFinancialReportLines } from "@/lib/domains/reports/get-financial-report-lines";
import { workspace } from "@/lib/transports/web/workspace";
import { documentHref } from "../../calendario/iva/return-links";
import { refusalText } from "@/lib/core/refusal-text";

export const metadata = { title: "Origem de um valor do painel · Contabilista" };

type Search = Record<string, string | string[] | undefined>;

const numberOf = (value: string | string[] | undefined) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** The documents behind one figure of the dashboard (get_financial_report_lines), all of them, page by page. */
export default async function FigureOriginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const { context } = await workspace();
  const request = {
    metric: typeof search.metrica === "string" ? search.metrica : "revenue",
    ...(numberOf(search.ano) !== undefined ? { year: numberOf(search.ano) } : {}),
    ...(numberOf(search.trimestre) !== undefined ? { quarter: numberOf(search.trimestre) } : {}),
    ...(numberOf(search.mes) !== undefined ? { month: numberOf(search.mes) } : {}),
    limit: 200,
    ...(typeof search.cursor === "string" ? { cursor: search.cursor } : {}),
  };
  let page: Awaited<ReturnType<typeof getFinancialReportLines.run>>;
  try {
    page = await invokeOperation(getFinancialReportLines, context, request);
  } catch (error) {
    if (!(error instanceof ApiError) || !["validation_error", "not_found"].includes(error.code)) throw error;
    return (
      <>
        <header className="page-header"><h1>Origem de um valor</h1></header>
        <p className="alert" role="alert">{refusalText(error, "O valor pedido não existe no relatório (métrica ou período inválido).")}</p>
        <p><Link href="/painel">Voltar ao painel</Link></p>
      </>
    );
  }
  const next = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "cursor"));
  if (page.nextCursor) next.set("cursor", page.nextCursor);
  return (
    <>
      <header className="page-header">
        <h1>{page.label}</h1>
        <p className="muted">{page.period.label} · <strong data-testid="figure-total">{page.amount}</strong> · a soma das linhas abaixo é o valor do painel. <Link href="/painel">Voltar ao painel</Link></p>
      </header>
      <table className="table" data-testid="figure-lines">
        <thead><tr><th scope="col">Data</th><th scope="col">Documento</th><th scope="col">O que conta</th><th scope="col" className="numeric">Valor</th></tr></thead>
        <tbody>
          {page.lines.map((line) => (
            <tr key={line.id}>
              <td>{formatDate(line.date)}</td>
              <td><Link href={documentHref(line)}>{line.document}</Link></td>
              <td className="small">{line.detail}</td>
              <td className="numeric">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.lines.length === 0 ? <p className="empty">Nenhum documento conta para este valor.</p> : null}
      {page.nextCursor ? <p><Link className="button-secondary" href={`/painel/origem?${next.toString()}`}>Mais documentos</Link></p> : null}
    </>
  );
}

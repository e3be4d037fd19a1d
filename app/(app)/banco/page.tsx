import Link from "next/link";
import { formatDate } from "@/components/format";
import { StatementImport } from "@/components/bank/statement-import";
import { ActionReport, ReportingActionForm } from "@/components/forms/action-report";
import { getBankOverview } from "@/lib/domains/bank/bank-overview";
import { handMatchCandidates } from "@/lib/domains/bank/hand-match-candidates";
import { MOVEMENT_STATUSES } from "@/lib/domains/bank/movement-view";
import { workspace } from "@/lib/transports/web/workspace";
import { EXPENSE_CATEGORIES } from "@/lib/domains/documents/extraction/categories";
import { acceptAllSuggestions, bookMovementAsExpense, matchMovementByHand, moveBankMovement } from "./actions";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { ListPager } from "@/components/lists/list-pager";
import { ListToolbar } from "@/components/lists/list-toolbar";
import { readListPage, readListQuery } from "@/lib/transports/web/list-query";
import { MOVEMENT_FILTERS, MOVEMENT_STATUS_FILTER, MOVEMENT_STATUS_LABELS, movementListInput } from "./movement-list";

export const metadata = { title: "Banco · Contabilista" };

const STATUS_LABELS = { unmatched: "Por classificar", suggested: "Sugestões", matched: "Reconciliados", ignored: "Ignorados" } as const;
const ACTIONS: Record<string, { action: string; label: string }[]> = {
  suggested: [{ action: "accept", label: "Aceitar" }, { action: "reject", label: "Rejeitar" }, { action: "ignore", label: "Ignorar" }],
  unmatched: [{ action: "ignore", label: "Ignorar" }],
  matched: [{ action: "unmatch", label: "Desfazer" }],
  ignored: [{ action: "restore", label: "Repor" }],
};

export default async function BankPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context, can } = await workspace();
  // Whoever may not import or reconcile (lib/domains/auth/roles.ts, write_bank) is refused by the server
  // anyway; the page does not offer them.
  const mayWrite = can("write_bank");
  const query = readListQuery(await searchParams, [MOVEMENT_STATUS_FILTER, ...MOVEMENT_FILTERS]);
  const status = query.values.estado as (typeof MOVEMENT_STATUSES)[number] | undefined;
  const filtersOnly = { ...query, values: Object.fromEntries(Object.entries(query.values).filter(([name]) => name !== "estado")) };
  const bank = await readListPage(query, (paging) => invokeOperation(getBankOverview, context, { ...movementListInput(query), ...paging }));
  // A suggested movement too (match_bank_movement takes both): a new invoice of the same amount turns an
  // unmatched credit into a suggestion, and the person may know it pays another one.
  const candidates = await handMatchCandidates(context.companyId, bank.movimentos.filter((movement) => movement.status === "unmatched" || movement.status === "suggested"));
  const suggested = bank.counts.suggested;
  return (
    <>
      <header className="page-header with-action">
        <div>
          <h1>Banco</h1>
          <p className="muted">{bank.banco}{bank.iban ? ` · ${bank.iban}` : ""}</p>
        </div>
        <div className="card"><p className="card-label">Saldo</p><p className="card-value">{bank.saldo}</p></div>
      </header>
      {mayWrite ? <section className="panel"><h2>Importar extrato</h2><StatementImport /></section> : <p className="muted" data-testid="no-permission">O seu papel permite ver o banco, mas não importar extratos nem reconciliar.</p>}
      <nav className="filters" aria-label="Filtrar movimentos">
        <Link href="/banco" aria-current={!status ? "page" : undefined}>Todos</Link>
        {MOVEMENT_STATUSES.map((value) => (
          <Link key={value} href={`/banco?estado=${value}`} aria-current={status === value ? "page" : undefined}>{STATUS_LABELS[value]} ({bank.counts[value]})</Link>
        ))}
      </nav>
      <ListToolbar path="/banco" label="Procurar movimentos" filters={MOVEMENT_FILTERS} query={filtersOnly} keep={{ estado: status }} exportPath="/banco/exportar" />
      <ActionReport>
      {mayWrite && suggested > 0 ? (
        <ReportingActionForm
          action={acceptAllSuggestions}
          values={{}}
          className="button"
          label={suggested === 1 ? "Aceitar a sugestão" : `Aceitar as ${suggested} sugestões`}
          confirm={`Aceitar ${suggested === 1 ? "1 sugestão" : `${suggested} sugestões`}? Cada movimento fica reconciliado e as faturas associadas ficam pagas.`}
        />
      ) : null}
      <table className="table">
        <thead><tr><th scope="col">Data</th><th scope="col">Descrição</th><th scope="col" className="numeric">Valor</th><th scope="col">Reconciliação</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr></thead>
        <tbody>
          {bank.movimentos.map((movement) => (
            <tr key={movement.id} id={`movimento-${movement.id}`}>
              <td>{formatDate(movement.date)}</td>
              <td>{movement.description}</td>
              <td className={`numeric ${movement.amountCents < 0 ? "amount-out" : "amount-in"}`}>{movement.amount}</td>
              <td>
                <span className={`status status-mov-${movement.status}`}>{MOVEMENT_STATUS_LABELS[movement.status]}</span>
                {movement.match ? (
                  <div className="small">
                    {movement.match.type === "invoice" ? <>Fatura <Link href={`/faturas/${movement.match.id}`}>{movement.match.label}</Link></> : <>Despesa <Link href={`/documentos/${movement.match.id}`}>{movement.match.label}</Link></>}
                    {movement.score !== null ? ` · ${Math.round(movement.score * 100)}%` : ""}
                  </div>
                ) : null}
                {movement.receipts.length ? (
                  <ul className="small movement-receipts" aria-label={`Recibos do movimento ${movement.description}`} data-testid="movement-receipts">
                    {movement.receipts.map((receipt) => (
                      <li key={receipt.id}>
                        Recibo <a href={`/faturas/recibos/${receipt.id}/pdf`} download>{receipt.display}</a> · {receipt.amount} de <Link href={`/faturas/${receipt.invoiceId}`}>{receipt.invoiceDisplay}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {movement.status === "suggested" ? <div className="muted small">{movement.reasons.join("; ")}</div> : null}
              </td>
              <td>
                {/* The flex box inside the cell: a flex <td> stops being a table cell and leaves its column. */}
                <div className="actions">
                  {(mayWrite ? ACTIONS[movement.status]! : []).map((button) => (
                    <ReportingActionForm key={button.action} action={moveBankMovement} values={{ id: movement.id, action: button.action }} label={button.label} accessibleLabel={`${button.label}: ${movement.description}`} />
                  ))}
                  {mayWrite && candidates.get(movement.id)?.length ? (
                    <ReportingActionForm action={matchMovementByHand} values={{ id: movement.id }} label="Associar" accessibleLabel={`Associar: ${movement.description}`}>
                      <select name="target" aria-label={`${movement.amountCents >= 0 ? "Fatura" : "Despesa"} a associar a ${movement.description}`} defaultValue="">
                        <option value="" disabled>{movement.amountCents >= 0 ? "Fatura em aberto…" : "Despesa enviada…"}</option>
                        {candidates.get(movement.id)!.map((candidate) => <option key={candidate.value} value={candidate.value}>{candidate.label}</option>)}
                      </select>
                    </ReportingActionForm>
                  ) : null}
                  {mayWrite && movement.status === "unmatched" && movement.amountCents < 0 ? (
                    <ReportingActionForm action={bookMovementAsExpense} values={{ id: movement.id }} label="Lançar como despesa" accessibleLabel={`Lançar como despesa: ${movement.description}`}>
                      <select name="categoria" aria-label={`Categoria da despesa ${movement.description}`} defaultValue="comissões bancárias">
                        {EXPENSE_CATEGORIES.map((category) => <option key={category} value={category}>{category}</option>)}
                      </select>
                    </ReportingActionForm>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bank.movimentos.length === 0 ? <p className="empty">Sem movimentos{status || Object.keys(filtersOnly.values).length ? " com estes filtros" : ""}.</p> : null}
      <ListPager path="/banco" query={filtersOnly} keep={{ estado: status }} nextCursor={bank.nextCursor} shown={bank.movimentos.length} />
      </ActionReport>
    </>
  );
}

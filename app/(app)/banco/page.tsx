import Link from "next/link";
import { formatDate } from "@/components/format";
import { StatementImport } from "@/components/bank/statement-import";
import { ActionButton } from "@/components/forms/action-button";
import { getBankOverview } from "@/lib/bank/bank-overview";
import { MOVEMENT_STATUSES } from "@/lib/bank/movement-view";
import { workspace } from "@/lib/web/workspace";
import { acceptAllSuggestions, moveBankMovement } from "./actions";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export const metadata = { title: "Banco · Contabilista" };

const STATUS_LABELS = { unmatched: "Por classificar", suggested: "Sugestões", matched: "Reconciliados", ignored: "Ignorados" } as const;
const ACTIONS: Record<string, { action: string; label: string }[]> = {
  suggested: [{ action: "accept", label: "Aceitar" }, { action: "reject", label: "Rejeitar" }, { action: "ignore", label: "Ignorar" }],
  unmatched: [{ action: "ignore", label: "Ignorar" }],
  matched: [{ action: "unmatch", label: "Desfazer" }],
  ignored: [{ action: "restore", label: "Repor" }],
};

export default async function BankPage({ searchParams }: { searchParams: Promise<{ estado?: string }> }) {
  const { context } = await workspace();
  const { estado } = await searchParams;
  const status = (MOVEMENT_STATUSES as readonly string[]).includes(estado ?? "") ? (estado as (typeof MOVEMENT_STATUSES)[number]) : undefined;
  const bank = await invokeOperation(getBankOverview, context, { status });
  return (
    <>
      <header className="page-header with-action">
        <div>
          <h1>Banco</h1>
          <p className="muted">{bank.banco}{bank.iban ? ` · ${bank.iban}` : ""}</p>
        </div>
        <div className="card"><p className="card-label">Saldo</p><p className="card-value">{bank.saldo}</p></div>
      </header>
      <section className="panel"><h2>Importar extrato</h2><StatementImport /></section>
      <nav className="filters" aria-label="Filtrar movimentos">
        <Link href="/banco" aria-current={!status ? "page" : undefined}>Todos</Link>
        {MOVEMENT_STATUSES.map((value) => (
          <Link key={value} href={`/banco?estado=${value}`} aria-current={status === value ? "page" : undefined}>{STATUS_LABELS[value]} ({bank.contagens[value]})</Link>
        ))}
      </nav>
      {bank.contagens.suggested > 0 ? (
        <form action={acceptAllSuggestions}><button type="submit" className="button">Aceitar as {bank.contagens.suggested} sugestões</button></form>
      ) : null}
      <table className="table">
        <thead><tr><th scope="col">Data</th><th scope="col">Descrição</th><th scope="col" className="numeric">Valor</th><th scope="col">Reconciliação</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr></thead>
        <tbody>
          {bank.movimentos.map((movement) => (
            <tr key={movement.id}>
              <td>{formatDate(movement.date)}</td>
              <td>{movement.description}</td>
              <td className={`numeric ${movement.amountCents < 0 ? "amount-out" : "amount-in"}`}>{movement.amount}</td>
              <td>
                <span className={`status status-mov-${movement.status}`}>{STATUS_LABELS[movement.status]}</span>
                {movement.match ? <div className="small">{movement.match.type === "invoice" ? "Fatura" : "Despesa"} {movement.match.label}{movement.score !== null ? ` · ${Math.round(movement.score * 100)}%` : ""}</div> : null}
                {movement.status === "suggested" ? <div className="muted small">{movement.reasons.join("; ")}</div> : null}
              </td>
              <td className="actions">
                {ACTIONS[movement.status]!.map((button) => (
                  <ActionButton key={button.action} action={moveBankMovement} values={{ id: movement.id, action: button.action }} label={button.label} accessibleLabel={`${button.label}: ${movement.description}`} />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

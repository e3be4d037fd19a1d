import Link from "next/link";
import { formatDate } from "@/components/format";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { MAX_REMINDERS_PER_CALL } from "@/lib/domains/invoices/payment-reminders";
import { getReminderSchedule } from "@/lib/domains/invoices/reminder-schedule";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { sendRemindersAction } from "./actions";

export const metadata = { title: "Faturas vencidas · Contabilista" };

export default async function OverdueInvoicesPage({ searchParams }: { searchParams: Promise<{ aviso?: string; erro?: string }> }) {
  const { context } = await workspace();
  const query = await searchParams;
  const [{ faturas }, schedule] = await Promise.all([
    invokeOperation(listInvoices, context, { status: "overdue", limit: MAX_REMINDERS_PER_CALL }),
    invokeOperation(getReminderSchedule, context, {}),
  ]);
  return (
    <>
      {query.aviso ? <p role="status" className="notice">{query.aviso}</p> : null}
      {query.erro ? <p role="alert" className="alert">{query.erro}</p> : null}
      <header className="page-header with-action">
        <div>
          <h1>Faturas vencidas</h1>
          <p className="muted">
            Lembretes automáticos: {schedule.enabled ? `ligados (${schedule.firstAfterDays} dias após o vencimento, depois de ${schedule.everyDays} em ${schedule.everyDays} dias, no máximo ${schedule.maxReminders})` : "desligados"}.{" "}
            <Link href="/faturas/lembretes">Configurar</Link>
          </p>
        </div>
        <Link className="button-secondary" href="/faturas">Todas as faturas</Link>
      </header>
      {faturas.length === 0 ? (
        <p className="empty">Não há faturas vencidas.</p>
      ) : (
        <form action={sendRemindersAction} data-testid="overdue-invoices">
          <table className="table">
            <thead>
              <tr><th scope="col">Enviar</th><th scope="col">Número</th><th scope="col">Cliente</th><th scope="col">Vencimento</th><th scope="col" className="numeric">Em aberto</th><th scope="col"><span className="visually-hidden">Ação</span></th></tr>
            </thead>
            <tbody>
              {faturas.map((invoice) => (
                <tr key={invoice.id}>
                  <td data-label="Enviar"><input type="checkbox" name="ids" value={invoice.id} defaultChecked aria-label={`Incluir ${invoice.display}`} /></td>
                  <td data-label="Número"><Link href={`/faturas/${invoice.id}`}>{invoice.display}</Link></td>
                  <td data-label="Cliente">{invoice.cliente}</td>
                  <td data-label="Vencimento">{formatDate(invoice.dueDate)}</td>
                  <td data-label="Em aberto" className="numeric">{invoice.open}</td>
                  <td><button className="button-secondary" type="submit" name="um" value={invoice.id} aria-label={`Enviar lembrete de ${invoice.display}`}>Enviar lembrete</button></td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small">O lembrete segue para o email do cliente com o PDF da fatura; clientes sem email ficam de fora.</p>
          <button className="button" type="submit">Enviar lembrete às selecionadas</button>
        </form>
      )}
    </>
  );
}

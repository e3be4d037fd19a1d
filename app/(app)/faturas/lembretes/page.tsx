import Link from "next/link";
import { getReminderSchedule } from "@/lib/domains/invoices/reminder-schedule";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { saveReminderScheduleAction } from "./actions";

export const metadata = { title: "Lembretes automáticos · Contabilista" };

export default async function ReminderSchedulePage({ searchParams }: { searchParams: Promise<{ aviso?: string; erro?: string }> }) {
  const { context } = await workspace();
  const query = await searchParams;
  const schedule = await invokeOperation(getReminderSchedule, context, {});
  return (
    <>
      {query.aviso ? <p role="status" className="notice">{query.aviso}</p> : null}
      {query.erro ? <p role="alert" className="alert">{query.erro}</p> : null}
      <header className="page-header with-action">
        <div>
          <h1>Lembretes automáticos</h1>
          <p className="muted">Para faturas e notas de débito vencidas com valor em aberto, enviados ao email do cliente com o PDF. Clientes sem email nunca recebem lembretes.</p>
        </div>
        <Link className="button-secondary" href="/faturas/vencidas">Faturas vencidas</Link>
      </header>
      <form className="form panel" action={saveReminderScheduleAction} data-testid="reminder-schedule">
        <label className="checkbox"><input type="checkbox" name="enabled" defaultChecked={schedule.enabled} /> Enviar lembretes automaticamente</label>
        <label>Primeiro lembrete (dias após o vencimento) <input name="firstAfterDays" type="number" inputMode="numeric" min={1} max={365} required defaultValue={schedule.firstAfterDays} /></label>
        <label>Depois, de quantos em quantos dias <input name="everyDays" type="number" inputMode="numeric" min={1} max={365} required defaultValue={schedule.everyDays} /></label>
        <label>Máximo de lembretes por fatura <input name="maxReminders" type="number" inputMode="numeric" min={1} max={12} required defaultValue={schedule.maxReminders} /></label>
        <button className="button" type="submit">Guardar</button>
      </form>
    </>
  );
}

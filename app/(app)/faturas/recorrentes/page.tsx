import Link from "next/link";
import { ActionButton } from "@/components/forms/action-button";
import { RecurringInvoiceForm } from "@/components/recurring/recurring-invoice-form";
import { listItems } from "@/lib/domains/catalog/catalog-items";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { lisbonToday } from "@/lib/core/dates";
import { getInvoice } from "@/lib/domains/invoices/get-invoice";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { listRecurringInvoices } from "@/lib/domains/recurring/recurring-invoices";
import { workspace } from "@/lib/transports/web/workspace";
import { createRecurringInvoiceAction, deleteRecurringInvoiceAction, pauseRecurringInvoiceAction, resumeRecurringInvoiceAction } from "./actions";

export const metadata = { title: "Avenças · Contabilista" };

const FREQUENCY = { monthly: "Mensal", quarterly: "Trimestral", yearly: "Anual" } as const;
const STATUS = { active: "Ativa", paused: "Em pausa", ended: "Terminada" } as const;
const day = (date: string | null) => (date ? date.split("-").reverse().join("/") : "—");

export default async function RecurringInvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { context } = await workspace();
  const fromId = (await searchParams).deFatura;
  const [{ recurringInvoices }, { items }, { clientes }, from] = await Promise.all([
    invokeOperation(listRecurringInvoices, context, { limit: 200 }),
    invokeOperation(listItems, context, { limit: 200 }),
    invokeOperation(listClients, context, { limit: 200 }),
    typeof fromId === "string" ? invokeOperation(getInvoice, context, { id: fromId }).catch(() => null) : null,
  ]);
  const fromInvoice = from && ["FT", "FR", "FS"].includes(from.type) ? { id: from.id, display: from.display, clientName: from.client.name, total: from.total } : undefined;
  return (
    <>
      <header className="page-header">
        <h1>Avenças (faturas recorrentes)</h1>
        <p className="muted">Cada avença emite uma FT no seu dia, uma única vez, mesmo com o serviço reiniciado nesse dia. Se a emissão falhar, a avença fica em pausa com o motivo.</p>
      </header>
      <details className="panel" open={Boolean(fromInvoice)}>
        <summary>Nova avença</summary>
        <RecurringInvoiceForm
          action={createRecurringInvoiceAction}
          items={items.map((item) => ({ id: item.id, name: item.name, unit: item.unit }))}
          clients={clientes.map((client) => ({ name: client.nome, nif: client.nif, address: client.address }))}
          today={lisbonToday(context.now())}
          fromInvoice={fromInvoice}
        />
      </details>
      <ul className="checklist" aria-label="Avenças">
        {recurringInvoices.map((schedule) => (
          <li key={schedule.id} className="panel" data-testid="recurring-invoice">
            <p>
              <strong><Link href={`/faturas/recorrentes/${schedule.id}`}>{schedule.clientName}</Link></strong> · {FREQUENCY[schedule.frequency]}, dia {schedule.dayOfMonth} · <span className="badge">{STATUS[schedule.status]}</span>
            </p>
            <p className="muted small">
              Próxima: {day(schedule.nextDate)} · desde {day(schedule.startDate)}{schedule.endDate ? ` até ${day(schedule.endDate)}` : ""}
            </p>
            {schedule.lastError ? <p role="status" className="alert">{schedule.lastError}</p> : null}
            <div className="actions">
              <Link className="button-secondary" href={`/faturas/recorrentes/${schedule.id}`} aria-label={`Editar a avença de ${schedule.clientName}`}>Editar</Link>
              {schedule.status === "active" ? <ActionButton action={pauseRecurringInvoiceAction} values={{ id: schedule.id }} label="Pausar" accessibleLabel={`Pausar a avença de ${schedule.clientName}`} /> : null}
              {schedule.status === "paused" ? <ActionButton action={resumeRecurringInvoiceAction} values={{ id: schedule.id }} label="Retomar" accessibleLabel={`Retomar a avença de ${schedule.clientName}`} /> : null}
              <ActionButton action={deleteRecurringInvoiceAction} values={{ id: schedule.id }} label="Eliminar" accessibleLabel={`Eliminar a avença de ${schedule.clientName} (as faturas emitidas ficam)`} />
            </div>
          </li>
        ))}
      </ul>
      {recurringInvoices.length === 0 ? <p className="empty">Ainda não há avenças. <Link href="/catalogo">Catálogo de artigos</Link></p> : null}
    </>
  );
}

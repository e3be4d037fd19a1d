import Link from "next/link";
import { notFound } from "next/navigation";
import { RecurringEditForm, type EditableLine } from "@/components/recurring/recurring-edit-form";
import { ApiError } from "@/lib/core/api-error";
import { listItems } from "@/lib/domains/catalog/catalog-items";
import { WITHHOLDING_CODES, WITHHOLDING_RULES } from "@/lib/domains/invoices/withholding";
import { getRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";
import { updateRecurringInvoiceAction } from "../actions";

export const metadata = { title: "Avença · Contabilista" };

const FREQUENCY = { monthly: "Mensal", quarterly: "Trimestral", yearly: "Anual" } as const;
const STATUS = { active: "Ativa", paused: "Em pausa", ended: "Terminada" } as const;
const day = (date: string | null) => (date ? date.split("-").reverse().join("/") : "—");
const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const euros = (value: unknown) => (typeof value === "number" ? String(value).replace(".", ",") : "");

/** One avença: its schedule, the invoices it issued, and the form that edits it (future occurrences only). */
export default async function RecurringInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { context } = await workspace();
  const { id } = await params;
  const schedule = await invokeOperation(getRecurringInvoice, context, { id }).catch((error) => {
    if (error instanceof ApiError && (error.code === "not_found" || error.code === "validation_error")) notFound();
    throw error;
  });
  const { items } = await invokeOperation(listItems, context, { limit: 200 });
  const template = schedule.template;
  const lines = (Array.isArray(template.lines) ? template.lines : []) as Record<string, unknown>[];
  const editable: EditableLine[] = lines.map((line) => ({
    itemId: text(line.itemId),
    description: text(line.description),
    quantity: line.quantity === undefined ? "1" : String(line.quantity).replace(".", ","),
    unitEuros: euros(line.unitEuros),
    vatRate: line.vatRate === undefined ? "23" : String(line.vatRate),
    vatExemptionCode: text(line.vatExemptionCode),
  }));
  return (
    <>
      <header className="page-header">
        <p className="muted small"><Link href="/faturas/recorrentes">← Avenças</Link></p>
        <h1>Avença de {schedule.clientName}</h1>
        <p>
          {FREQUENCY[schedule.frequency]}, dia {schedule.dayOfMonth} · <span className="badge">{STATUS[schedule.status]}</span> · próxima: {day(schedule.nextDate)}
        </p>
      </header>
      {schedule.lastError ? <p role="status" className="alert">{schedule.lastError}</p> : null}
      <section className="panel" aria-labelledby="editar-avenca">
        <h2 id="editar-avenca">Editar</h2>
        <RecurringEditForm
          action={updateRecurringInvoiceAction}
          schedule={{
            id: schedule.id,
            frequency: schedule.frequency,
            dayOfMonth: schedule.dayOfMonth,
            startDate: schedule.startDate,
            endDate: schedule.endDate ?? "",
            send: schedule.send,
            clientName: schedule.clientName,
            clientNif: text(template.clientNif),
            clientAddress: text(template.clientAddress),
            withholdingRule: template.withholdingRule ? text(template.withholdingRule) : null,
            lines: editable,
          }}
          items={items.map((item) => ({ id: item.id, name: item.name, unit: item.unit }))}
          withholdingRules={WITHHOLDING_CODES.map((code) => ({ code, label: WITHHOLDING_RULES[code].label }))}
        />
      </section>
      <section className="panel" aria-labelledby="faturas-emitidas">
        <h2 id="faturas-emitidas">Faturas emitidas</h2>
        {schedule.occurrences.length === 0 ? <p className="empty">Ainda não emitiu nenhuma fatura.</p> : null}
        <ul className="checklist">
          {schedule.occurrences.map((occurrence) => (
            <li key={occurrence.occurrenceDate}>
              {day(occurrence.occurrenceDate)} · {occurrence.invoiceId ? <Link href={`/faturas/${occurrence.invoiceId}`}>{occurrence.display}</Link> : <span className="alert">Falhou: {occurrence.error}</span>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

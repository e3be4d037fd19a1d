import { ActionButton } from "@/components/forms/action-button";
import { daysLeftLabel, formatDate } from "@/components/format";
import { upcomingObligations } from "@/lib/domains/calendar/get-fiscal-calendar";
import { workspace } from "@/lib/transports/web/workspace";
import { toggleObligation } from "./actions";
import { returnPageOf } from "./iva/return-links";

export const metadata = { title: "Calendário fiscal · Contabilista" };

const KIND_LABELS: Record<string, string> = { iva: "IVA", seguranca_social: "Segurança Social", retencoes: "Retenções", irc: "IRC", irs: "IRS", ies: "IES", inventario: "Inventário", iuc: "IUC" };

/** The invoices communication (by day 5) is done by uploading the month's SAF-T: offer it right there. */
function saftLink(key: string, period: string) {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (!key.startsWith("efatura-comunicacao-") || !month) return null;
  return <a className="small" href={`/faturas/saft?year=${month[1]}&month=${Number(month[2])}`} download>Descarregar SAF-T de {period}</a>;
}

export default async function CalendarPage() {
  const { context } = await workspace();
  const calendar = await upcomingObligations(context.companyId, context.now());
  return (
    <>
      <header className="page-header">
        <h1>Calendário fiscal</h1>
        <p className="muted">Obrigações dos próximos {calendar.horizonDays} dias · regime de IVA {calendar.vatRegime}. Prazos em fins de semana e feriados já passam para o dia útil seguinte, exceto onde a lei o proíbe (Modelo 22 e IES: CIRC arts. 120.º e 121.º).</p>
      </header>
      <table className="table">
        <thead>
          <tr><th scope="col">Prazo</th><th scope="col">Obrigação</th><th scope="col">Tipo</th><th scope="col" className="numeric">Valor estimado</th><th scope="col">Estado</th></tr>
        </thead>
        <tbody>
          {calendar.obligations.map((obligation) => (
            <tr key={obligation.key} className={obligation.done ? "row-done" : undefined}>
              <td>
                <strong>{formatDate(obligation.dueDate)}</strong>
                <div className="muted small">{daysLeftLabel(obligation.daysLeft)}{obligation.legalDueDate !== obligation.dueDate ? ` (prazo legal ${formatDate(obligation.legalDueDate)})` : ""}</div>
              </td>
              <td>
                {obligation.title}<div className="muted small">{obligation.description} · {obligation.source}</div>
                {obligation.toConfirm ? <div className="small"><strong>{obligation.toConfirm}</strong></div> : null}
                {saftLink(obligation.key, obligation.period)}
                {obligation.vatReturnPath ? <div><a className="button-secondary" href={returnPageOf(obligation.vatReturnPath)}>Ver declaração<span className="visually-hidden"> de {obligation.periodLabel}</span></a></div> : null}
              </td>
              <td><span className={`badge badge-${obligation.kind}`}>{KIND_LABELS[obligation.kind]}</span></td>
              <td className="numeric">{creditOnTwoLines(obligation.estimatedAmount) ?? "—"}</td>
              <td>
                <ActionButton
                  action={toggleObligation}
                  values={{ key: obligation.key, done: obligation.done ? "false" : "true" }}
                  // The accessible name starts with the visible label (WCAG 2.5.3); a done one says how to undo it.
                  label={obligation.done ? "Feita ✓ · reabrir" : "Marcar feita"}
                  accessibleLabel={`${obligation.done ? "Feita ✓ · reabrir" : "Marcar feita"}: ${obligation.title}`}
                  className={obligation.done ? "button-secondary" : "button"}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** "crédito de 163,11 €" on two lines: the amount column does not wrap, and a phone has no room for it on one. */
function creditOnTwoLines(amount: string | null) {
  if (!amount?.startsWith("crédito de ")) return amount;
  return <>crédito de<br />{amount.slice("crédito de ".length)}</>;
}

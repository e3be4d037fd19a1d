import Link from "next/link";
import { actionVerb } from "@/components/audit/action-labels";
import { AuditFilters } from "@/components/audit/audit-filters";
import { formatLisbonDateTime } from "@/components/format";
import { auditFilterChoices } from "@/lib/domains/audit/audit-filter-choices";
import { listAuditEvents } from "@/lib/domains/audit/list-audit-events";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { workspace } from "@/lib/transports/web/workspace";

export const metadata = { title: "Registo de alterações · Contabilista" };

type AuditEvent = Awaited<ReturnType<typeof listAuditEvents.run>>["events"][number];

/** Who acted, as a person reads it: a name, a key's name, an agent's name, or the schedule. */
function actorLabel(event: AuditEvent): string {
  const { actor } = event;
  if (actor.kind === "user") return actor.userName ?? "Utilizador removido";
  if (actor.kind === "api_key") return `Chave de API «${actor.keyName ?? actor.keyPrefix}»`;
  if (actor.kind === "mcp") return `Agente ${actor.clientName ? `«${actor.clientName}»` : "(MCP)"}${actor.keyName ? ` pela chave «${actor.keyName}»` : ""}`;
  if (actor.kind === "assistant") return `Assistente${actor.userName ? ` por ${actor.userName}` : actor.keyName ? ` pela chave «${actor.keyName}»` : ""}`;
  return "Agendamento automático";
}

/** What was touched, in words: document numbers and names; ids only in the details. */
function targetsLabel(event: AuditEvent): string {
  return event.targets.flatMap((target) => (target.label && !(target.kind === "user" && target.id === event.actor.userId) ? [target.label] : [])).join(", ");
}

/** The company's audit trail: who changed what, newest first, 50 at a time, filtered by person and kind of action. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<{ cursor?: string; pessoa?: string; acao?: string }> }) {
  const { company, context } = await workspace();
  const { cursor, pessoa, acao } = await searchParams;
  const filter = { ...(pessoa ? { userId: pessoa } : {}), ...(acao ? { operation: acao } : {}) };
  const [page, choices] = await Promise.all([
    // A cursor from an older page that no longer decodes starts again from the newest.
    invokeOperation(listAuditEvents, context, { limit: 50, ...filter, ...(cursor ? { cursor } : {}) }).catch(() => invokeOperation(listAuditEvents, context, { limit: 50, ...filter })),
    auditFilterChoices(company.id),
  ]);
  const older = page.hasMore && page.nextCursor ? `/auditoria?${new URLSearchParams({ ...(pessoa ? { pessoa } : {}), ...(acao ? { acao } : {}), cursor: page.nextCursor })}` : null;
  return (
    <>
      <header className="page-header">
        <h1>Registo de alterações</h1>
        <p className="muted">Quem alterou o quê em <strong>{company.name}</strong>: cada escrita na aplicação, na API, por agentes MCP ou pelo assistente, e as alterações de membros. Horas de Lisboa.</p>
      </header>
      <section className="panel">
        <AuditFilters people={choices.people} operations={choices.operations.map((operation) => ({ value: operation, label: actionVerb(operation) }))} person={pessoa ?? ""} action={acao ?? ""} />
        <ol className="audit-list" data-testid="audit-events">
          {page.events.map((event) => (
            <li key={event.id} data-operation={event.operation} data-actor-kind={event.actor.kind}>
              <p>
                <time dateTime={event.createdAt}>{formatLisbonDateTime(new Date(event.createdAt))}</time>
                {" — "}
                <strong>{actorLabel(event)}</strong> {actionVerb(event.operation)} <span data-testid="audit-targets">{targetsLabel(event)}</span>
                {event.actor.agent ? <span className="badge">agente</span> : null}
                {event.replayed ? <span className="muted small"> (repetição idempotente: nada mudou)</span> : null}
              </p>
              {event.reason ? <p className="small" data-testid="audit-reason">Motivo: «{event.reason}»</p> : null}
              <details>
                <summary>Detalhes</summary>
                <dl className="audit-details">
                  <dt>Operação</dt><dd><code>{event.operation}</code></dd>
                  <dt>Alvos</dt><dd>{event.targets.map((target) => <div key={target.id}><code>{target.id}</code>{target.label ? ` (${target.label})` : ""}</div>)}</dd>
                  <dt>Pedido</dt><dd><code>{event.requestId}</code></dd>
                  {event.actor.userId ? <><dt>Utilizador</dt><dd><code>{event.actor.userId}</code></dd></> : null}
                  {event.actor.keyPrefix ? <><dt>Chave</dt><dd><code>{event.actor.keyPrefix}…</code></dd></> : null}
                  {event.actor.oauthClientId ? <><dt>Aplicação OAuth</dt><dd><code>{event.actor.oauthClientId}</code></dd></> : null}
                  <dt>Hora (UTC)</dt><dd>{event.createdAt}</dd>
                </dl>
              </details>
            </li>
          ))}
        </ol>
        {page.events.length === 0 ? <p className="muted">{pessoa || acao ? "Nenhuma alteração com estes filtros." : "Ainda não há alterações registadas."}</p> : null}
        {older ? <p><Link href={older}>Mais antigas →</Link></p> : null}
      </section>
    </>
  );
}

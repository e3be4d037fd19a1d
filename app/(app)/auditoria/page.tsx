import Link from "next/link";
import { listAuditEvents } from "@/lib/audit/list-audit-events";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import { workspace } from "@/lib/web/workspace";

export const metadata = { title: "Registo de alterações · Contabilista" };

const ACTOR_LABELS = { user: "Utilizador", api_key: "Chave de API", mcp: "Agente (MCP)", assistant: "Assistente", schedule: "Agendamento" } as const;

/** The company's audit trail: who changed what, newest first, 50 at a time ("Mais" follows the cursor). */
export default async function AuditPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const { company, context } = await workspace();
  const { cursor } = await searchParams;
  const page = await invokeOperation(listAuditEvents, context, { limit: 50, ...(cursor ? { cursor } : {}) }).catch(() => invokeOperation(listAuditEvents, context, { limit: 50 }));
  return (
    <>
      <header className="page-header">
        <h1>Registo de alterações</h1>
        <p className="muted">Quem alterou o quê em <strong>{company.name}</strong>: cada escrita na aplicação, na API, por agentes MCP ou pelo assistente, e as alterações de membros.</p>
      </header>
      <section className="panel">
        <table className="table" data-testid="audit-events">
          <thead>
            <tr><th scope="col">Quando (UTC)</th><th scope="col">Quem</th><th scope="col">Operação</th><th scope="col">Alvos</th><th scope="col">Pedido</th></tr>
          </thead>
          <tbody>
            {page.events.map((event) => (
              <tr key={event.id} data-operation={event.operation} data-actor-kind={event.actor.kind}>
                <td>{event.createdAt.slice(0, 19).replace("T", " ")}</td>
                <td>
                  {ACTOR_LABELS[event.actor.kind]}
                  {event.actor.agent ? <span className="badge">agente</span> : null}
                  <div className="muted small">
                    {[event.actor.keyName, event.actor.keyPrefix && `${event.actor.keyPrefix}…`, event.actor.clientName, event.actor.userId && `utilizador ${event.actor.userId}`].filter(Boolean).join(" · ")}
                  </div>
                </td>
                <td><code>{event.operation}</code>{event.replayed ? <div className="muted small">repetição idempotente</div> : null}</td>
                <td className="small">{event.targetIds.join(", ")}</td>
                <td className="small"><code>{event.requestId}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.events.length === 0 ? <p className="muted">Ainda não há alterações registadas.</p> : null}
        {page.hasMore && page.nextCursor ? <p><Link href={`/auditoria?cursor=${encodeURIComponent(page.nextCursor)}`}>Mais antigas →</Link></p> : null}
      </section>
    </>
  );
}

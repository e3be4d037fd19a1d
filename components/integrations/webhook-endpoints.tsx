import type { z } from "zod";
import { deleteWebhookAction, redeliverWebhookAction, resendMissedEventsAction, setWebhookEnabledAction } from "@/app/(app)/integracoes/webhook-actions";
import type { deliverySchema } from "@/lib/domains/webhooks/deliveries";
import type { endpointSchema } from "@/lib/domains/webhooks/manage-endpoints";
import { RotateWebhookSecret } from "./rotate-webhook-secret";

const DELIVERY_LABELS = { pending: "A aguardar", succeeded: "Entregue", failed: "Falhou" } as const;

type Endpoint = z.infer<typeof endpointSchema> & { deliveries: z.infer<typeof deliverySchema>[] };

/** "2026-11-23 14:05 UTC": deliveries happen within minutes, a date alone would not tell them apart. */
const moment = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The company's webhook endpoints, each with its notice when disabled and its latest deliveries. */
export function WebhookEndpoints({ endpoints }: { endpoints: Endpoint[] }) {
  if (endpoints.length === 0) return <p className="muted">Ainda não há webhooks.</p>;
  return (
    <div data-testid="webhook-endpoints">
      {endpoints.map((endpoint) => (
        <article key={endpoint.id} className="panel" data-endpoint-url={endpoint.url}>
          <h3><code>{endpoint.url}</code> {endpoint.enabled ? <span className="status">Ativo</span> : <span className="status status-key-revoked">Desativado</span>}</h3>
          {endpoint.description ? <p className="muted">{endpoint.description}</p> : null}
          {endpoint.disabledReason ? <p role="alert" className="alert" data-testid="webhook-disabled-notice">{endpoint.disabledReason} Corrija o recetor e volte a ativar; depois envie-lhe os eventos que perdeu.</p> : null}
          <p className="small">Eventos: {endpoint.events.length === 0 ? "todos" : endpoint.events.map((type) => <code key={type}>{type} </code>)}</p>
          <form action={setWebhookEnabledAction} className="inline-form">
            <input type="hidden" name="id" value={endpoint.id} />
            <input type="hidden" name="enabled" value={endpoint.enabled ? "false" : "true"} />
            <button type="submit" className="button">{endpoint.enabled ? "Desativar" : "Ativar"}</button>
          </form>
          {endpoint.enabled && endpoint.disabledAt ? (
            <form action={resendMissedEventsAction} className="inline-form">
              <input type="hidden" name="id" value={endpoint.id} />
              <input type="hidden" name="since" value={endpoint.disabledAt} />
              <button type="submit" className="button">Enviar os eventos perdidos desde {moment(endpoint.disabledAt)}</button>
            </form>
          ) : null}
          <RotateWebhookSecret endpointId={endpoint.id} />
          <form action={deleteWebhookAction} className="inline-form">
            <input type="hidden" name="id" value={endpoint.id} />
            <button type="submit" className="link-button">Apagar</button>
          </form>
          <table className="table" data-testid="webhook-deliveries">
            <thead>
              <tr><th scope="col">Evento</th><th scope="col">Estado</th><th scope="col">Resposta</th><th scope="col">Tentativas</th><th scope="col">Última tentativa</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr>
            </thead>
            <tbody>
              {endpoint.deliveries.map((delivery) => (
                <tr key={delivery.id} data-delivery-status={delivery.status}>
                  <td><code>{delivery.eventType}</code><div className="muted small">{delivery.eventId}</div></td>
                  <td>{DELIVERY_LABELS[delivery.status]}{delivery.nextAttemptAt ? <div className="muted small">próxima: {moment(delivery.nextAttemptAt)}</div> : null}</td>
                  <td>{delivery.lastStatusCode ?? "—"}{delivery.lastError ? <div className="muted small">{delivery.lastError}</div> : null}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.lastAttemptAt ? moment(delivery.lastAttemptAt) : "—"}</td>
                  <td>
                    {delivery.status !== "pending" && endpoint.enabled ? (
                      <form action={redeliverWebhookAction}>
                        <input type="hidden" name="id" value={delivery.id} />
                        <button type="submit" className="link-button">Reenviar</button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </div>
  );
}

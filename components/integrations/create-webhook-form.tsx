"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createWebhookAction } from "@/app/(app)/integracoes/webhook-actions";
import { WEBHOOK_EVENT_TYPES } from "@/lib/domains/webhooks/event-types";

export function CreateWebhookForm() {
  const router = useRouter();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ secret: string; url: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const toggle = (type: string) => setEvents((current) => (current.includes(type) ? current.filter((item) => item !== type) : [...current, type]));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await createWebhookAction({ url, description, events });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError(null);
      setCreated({ secret: result.secret, url: result.url });
      setUrl("");
      setDescription("");
      router.refresh();
    });
  }

  return (
    <div>
      {created ? (
        <div className="key-reveal" role="status">
          <h3>Webhook para {created.url} criado</h3>
          <p><strong>Copie o segredo agora: não voltará a ser mostrado.</strong> Use-o para verificar o cabeçalho <code>Contabilista-Signature</code> de cada entrega.</p>
          <div className="key-box"><code data-testid="new-webhook-secret">{created.secret}</code></div>
          <button type="button" className="link-button" onClick={() => setCreated(null)}>Já guardei o segredo</button>
        </div>
      ) : null}
      <form className="form" onSubmit={submit}>
        {error ? <p role="alert" className="alert">{error}</p> : null}
        <label>
          URL
          <input name="url" type="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://erp.exemplo.pt/webhooks/contabilista" required maxLength={2000} />
        </label>
        <label>
          Descrição
          <input name="description" value={description} onChange={(event) => setDescription(event.target.value)} placeholder="ex.: Sincronização com o ERP" maxLength={200} />
        </label>
        <fieldset>
          <legend>Eventos (nenhum escolhido = todos)</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} /> <code>{type}</code>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={pending}>{pending ? "A criar…" : "Criar webhook"}</button>
      </form>
    </div>
  );
}

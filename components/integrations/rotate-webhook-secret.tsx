"use client";

import { useState, useTransition } from "react";
import { rotateWebhookSecretAction } from "@/app/(app)/integracoes/webhook-actions";

/** "Rodar segredo": the new secret is shown once; the old one keeps signing until the overlap ends. */
export function RotateWebhookSecret({ endpointId }: { endpointId: string }) {
  const [result, setResult] = useState<Awaited<ReturnType<typeof rotateWebhookSecretAction>> | null>(null);
  const [pending, startTransition] = useTransition();
  const rotate = () => startTransition(async () => setResult(await rotateWebhookSecretAction(endpointId)));

  if (result?.ok) {
    const until = result.previousSecretExpiresAt ? `${result.previousSecretExpiresAt.slice(0, 16).replace("T", " ")} UTC` : null;
    return (
      <div className="key-reveal" role="status">
        <p><strong>Copie o novo segredo agora: não voltará a ser mostrado.</strong>{until ? ` Até ${until} cada entrega leva as duas assinaturas (a nova e a antiga), para que possa mudar o segredo no recetor sem perder entregas.` : ""}</p>
        <div className="key-box"><code data-testid="rotated-webhook-secret">{result.secret}</code></div>
        <button type="button" className="link-button" onClick={() => setResult(null)}>Já guardei o segredo</button>
      </div>
    );
  }
  return (
    <span className="inline-form">
      {result && !result.ok ? <span role="alert" className="alert">{result.message}</span> : null}
      <button type="button" className="button" onClick={rotate} disabled={pending}>{pending ? "A rodar…" : "Rodar segredo"}</button>
    </span>
  );
}

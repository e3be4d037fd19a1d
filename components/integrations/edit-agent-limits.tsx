"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { updateAgentLimitsAction, updateGrantAgentLimitsAction } from "@/app/(app)/integracoes/actions";
import { AgentLimitsFields, type AgentLimitsInput } from "./agent-limits-fields";
import { describeAgentLimits, type StoredAgentLimits } from "./describe-agent-limits";

/** A key's or a connected application's guard-rails, edited in place in its row. */
export function EditAgentLimits({ target, name, limits }: { target: { kind: "key" | "grant"; id: string }; name: string; limits: StoredAgentLimits }) {
  const router = useRouter();
  const [value, setValue] = useState<AgentLimitsInput>({
    agentReadOnly: limits.agentReadOnly,
    agentWritesNeedConfirmation: limits.agentWritesNeedConfirmation,
    maxDocumentsPerDay: limits.agentMaxDocumentsPerDay === null ? "" : String(limits.agentMaxDocumentsPerDay),
    maxEurosPerDay: limits.agentMaxCentsPerDay === null ? "" : String(limits.agentMaxCentsPerDay / 100),
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = target.kind === "key" ? await updateAgentLimitsAction(target.id, value) : await updateGrantAgentLimitsAction(target.id, value);
      setMessage(result.ok ? { ok: true, text: "Limites guardados." } : { ok: false, text: result.message });
      if (result.ok) router.refresh();
    });
  }

  return (
    <details className="agent-limits">
      <summary aria-label={`Limites para agentes da ${target.kind === "key" ? "chave" : "aplicação"} ${name}`}>{describeAgentLimits(limits)}</summary>
      <form className="form" onSubmit={submit}>
        {message ? <p role={message.ok ? "status" : "alert"} className={message.ok ? "muted" : "alert"}>{message.text}</p> : null}
        <AgentLimitsFields value={value} onChange={setValue} />
        <button type="submit" className="button-secondary" disabled={pending}>{pending ? "A guardar…" : "Guardar limites"}</button>
      </form>
    </details>
  );
}

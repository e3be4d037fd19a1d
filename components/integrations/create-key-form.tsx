"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createKeyAction } from "@/app/(app)/integracoes/actions";
import { SCOPE_DESCRIPTIONS_PT, SCOPES, type Scope } from "@/lib/kernel/scopes";
import { AgentLimitsFields, NO_AGENT_LIMITS, type AgentLimitsInput } from "./agent-limits-fields";
import { NewKeyDialog } from "./new-key-dialog";

const PRESETS: { label: string; scopes: Scope[] }[] = [
  { label: "Só leitura", scopes: ["read"] },
  { label: "Acesso total", scopes: [...SCOPES] },
];

export function CreateKeyForm({ onCreated }: { onCreated: (key: string | null) => void }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>(["read"]);
  const [expiresOn, setExpiresOn] = useState("");
  const [test, setTest] = useState(false);
  const [agentLimits, setAgentLimits] = useState<AgentLimitsInput>(NO_AGENT_LIMITS);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const toggle = (scope: Scope) => setScopes((current) => (current.includes(scope) ? current.filter((item) => item !== scope) : [...current, scope]));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await createKeyAction({ name, scopes, expiresOn, agentLimits, test });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError(null);
      setCreated({ key: result.key, name: result.name });
      onCreated(result.key);
      setName("");
      setTest(false);
      setAgentLimits(NO_AGENT_LIMITS);
      router.refresh();
    });
  }

  return (
    <div>
      {created ? <NewKeyDialog name={created.name} secret={created.key} onClose={() => { setCreated(null); onCreated(null); }} /> : null}
      <form className="form" onSubmit={submit}>
        {error ? <p role="alert" className="alert">{error}</p> : null}
        <label>
          Nome
          <input name="name" value={name} onChange={(event) => setName(event.target.value)} placeholder="ex.: Integração com o ERP" required maxLength={100} />
        </label>
        <fieldset>
          <legend>Permissões</legend>
          <div className="presets">
            {PRESETS.map((preset) => (
              <button key={preset.label} type="button" className="button-secondary" onClick={() => setScopes(preset.scopes)}>{preset.label}</button>
            ))}
          </div>
          {SCOPES.map((scope) => (
            <label key={scope} className="checkbox">
              <input type="checkbox" name="scopes" value={scope} checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              <span><code>{scope}</code> — {SCOPE_DESCRIPTIONS_PT[scope]}</span>
            </label>
          ))}
        </fieldset>
        <label>
          Expira em <span className="muted">(opcional)</span>
          <input type="date" name="expiresOn" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
        </label>
        <label className="checkbox">
          <input type="checkbox" name="test" checked={test} onChange={(event) => setTest(event.target.checked)} />
          <span><strong>Chave de teste</strong> (<code>ctb_test_…</code>) — trabalha numa cópia da empresa (sandbox: perfil, clientes e catálogo), nunca nos livros reais. Os documentos dizem TESTE e os eventos levam <code>livemode: false</code>.</span>
        </label>
        <AgentLimitsFields value={agentLimits} onChange={setAgentLimits} />
        <button type="submit" className="button" disabled={pending}>{pending ? "A criar…" : "Criar chave"}</button>
      </form>
    </div>
  );
}

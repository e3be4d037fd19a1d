"use client";

import { useState, useTransition } from "react";
import { decideAuthorization } from "@/app/oauth/autorizar/actions";
import { SCOPE_DESCRIPTIONS_PT, SCOPES, type Scope } from "@/lib/kernel/scopes";
import type { AuthorizationParameters } from "@/lib/domains/oauth/authorization-request";
import { AgentLimitsFields, NO_AGENT_LIMITS, type AgentLimitsInput } from "@/components/integrations/agent-limits-fields";


/**
 * The consent choices. What the application asked for is ticked (and marked), so a plain «Autorizar»
 * does not leave it unable to do its job (ux review 2026-11-26, LOW); the owner unticks what they do not
 * want to give. Reading is always given: no tool works without it. Changing the company's profile (its
 * IBAN: where clients pay) and its webhooks (where its data is sent) is only ever ticked by hand: MCP
 * clients ask for every scope the server lists. The answer comes back as the address to return to,
 * followed here with a full navigation (it may be another site or an app's scheme).
 */
const TICKED_BY_HAND: readonly Scope[] = ["company:write", "webhooks:write"];

export function ConsentForm({ parameters, companies, requestedScopes }: { parameters: AuthorizationParameters; companies: { id: string; name: string; nif: string; role: string }[]; requestedScopes: Scope[] }) {
  const [companyId, setCompanyId] = useState(companies[0]!.id);
  const [scopes, setScopes] = useState<Scope[]>(() => ["read", ...requestedScopes.filter((scope) => scope !== "read" && !TICKED_BY_HAND.includes(scope))]);
  const [expiresOn, setExpiresOn] = useState("");
  const [agentLimits, setAgentLimits] = useState<AgentLimitsInput>(NO_AGENT_LIMITS);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const toggle = (scope: Scope) => setScopes((current) => (scope === "read" ? current : current.includes(scope) ? current.filter((item) => item !== scope) : [...current, scope]));

  function decide(approve: boolean) {
    startTransition(async () => {
      const result = await decideAuthorization(parameters, { approve, companyId, scopes, expiresOn, agentLimits });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      window.location.assign(result.redirectTo);
    });
  }

  return (
    <form className="form" onSubmit={(event) => { event.preventDefault(); decide(true); }}>
      {error ? <p role="alert" className="alert">{error}</p> : null}
      <label>
        Empresa
        <select name="companyId" value={companyId} onChange={(event) => setCompanyId(event.target.value)}>
          {companies.map((company) => <option key={company.id} value={company.id}>{company.name} (NIF {company.nif}) — {company.role}</option>)}
        </select>
      </label>
      <fieldset>
        <legend>O que a aplicação pode fazer</legend>
        {SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input type="checkbox" name="scopes" value={scope} checked={scopes.includes(scope)} disabled={scope === "read"} onChange={() => toggle(scope)} />
            <span>
              {SCOPE_DESCRIPTIONS_PT[scope]} <code className="muted small">{scope}</code>
              {scope === "read" ? <span className="muted small"> · sempre</span> : requestedScopes.includes(scope) ? <span className="muted small"> · pedido pela aplicação{TICKED_BY_HAND.includes(scope) ? " (marque-o só se o quiser dar)" : ""}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <label>
        Acesso até <span className="muted">(opcional; sem data, até o revogar)</span>
        <input type="date" name="expiresOn" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
      </label>
      <details>
        <summary>Limites para o agente (opcional): só leitura, confirmação de escritas, máximos por dia</summary>
        <AgentLimitsFields value={agentLimits} onChange={setAgentLimits} />
      </details>
      <div className="presets">
        <button type="submit" className="button" disabled={pending}>{pending ? "A autorizar…" : "Autorizar"}</button>
        <button type="button" className="button-secondary" disabled={pending} onClick={() => decide(false)}>Recusar</button>
      </div>
    </form>
  );
}

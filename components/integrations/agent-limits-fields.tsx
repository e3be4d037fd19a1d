"use client";

/** What the agent guard-rails form holds: caps as typed (empty = no cap). */
export interface AgentLimitsInput {
  agentReadOnly: boolean;
  agentWritesNeedConfirmation: boolean;
  maxDocumentsPerDay: string;
  maxEurosPerDay: string;
}

export const NO_AGENT_LIMITS: AgentLimitsInput = { agentReadOnly: false, agentWritesNeedConfirmation: false, maxDocumentsPerDay: "", maxEurosPerDay: "" };

/** The guard-rails a business sets on a key used by an AI agent (create and edit forms share them). */
export function AgentLimitsFields({ value, onChange }: { value: AgentLimitsInput; onChange: (value: AgentLimitsInput) => void }) {
  return (
    <fieldset>
      <legend>Limites para agentes de IA</legend>
      <label className="checkbox">
        <input type="checkbox" name="agentReadOnly" checked={value.agentReadOnly} onChange={(event) => onChange({ ...value, agentReadOnly: event.target.checked })} />
        <span>Só leitura — o agente consulta, mas não escreve nada (as ferramentas de escrita deixam de aparecer)</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="agentWritesNeedConfirmation" checked={value.agentWritesNeedConfirmation} onChange={(event) => onChange({ ...value, agentWritesNeedConfirmation: event.target.checked })} />
        <span>Escritas precisam de confirmação — o que o agente quiser escrever fica como proposta, que aprova ou rejeita aqui</span>
      </label>
      <label>
        Máximo de documentos emitidos por dia <span className="muted">(faturas, notas de crédito e de débito; vazio = sem limite)</span>
        <input type="number" name="maxDocumentsPerDay" min={0} step={1} value={value.maxDocumentsPerDay} onChange={(event) => onChange({ ...value, maxDocumentsPerDay: event.target.value })} />
      </label>
      <label>
        Valor máximo emitido por dia, em euros <span className="muted">(vazio = sem limite)</span>
        <input type="number" name="maxEurosPerDay" min={0} step={1} value={value.maxEurosPerDay} onChange={(event) => onChange({ ...value, maxEurosPerDay: event.target.value })} />
      </label>
    </fieldset>
  );
}

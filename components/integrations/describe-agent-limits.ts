export interface StoredAgentLimits {
  agentReadOnly: boolean;
  agentWritesNeedConfirmation: boolean;
  agentMaxDocumentsPerDay: number | null;
  agentMaxCentsPerDay: number | null;
}

/** One line summary of a key's guard-rails, for the keys table. */
export function describeAgentLimits(limits: StoredAgentLimits): string {
  const parts = [
    limits.agentReadOnly ? "só leitura" : "",
    limits.agentWritesNeedConfirmation ? "escritas com confirmação" : "",
    limits.agentMaxDocumentsPerDay !== null ? `≤ ${limits.agentMaxDocumentsPerDay} doc./dia` : "",
    limits.agentMaxCentsPerDay !== null ? `≤ ${(limits.agentMaxCentsPerDay / 100).toLocaleString("pt-PT")} €/dia` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "sem limites";
}

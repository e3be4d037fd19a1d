import { formatDate } from "@/components/format";

export interface ProposalRow {
  id: string;
  operation: string;
  keyName: string;
  preview: unknown;
  status: "pending" | "approved" | "rejected" | "failed";
  error: string | null;
  createdAt: Date;
}

const STATUS = { pending: "Pendente", approved: "Aprovada", rejected: "Rejeitada", failed: "Falhou" } as const;
const OUTCOME: Record<string, string> = {
  approved: "Proposta aprovada e executada.",
  rejected: "Proposta rejeitada: nada foi escrito.",
  failed: "A proposta foi aprovada mas não pôde ser executada (veja o motivo abaixo).",
  already_decided: "Esta proposta já tinha sido decidida.",
};

/** What the preview says in one line: a document's number and total, else the operation's answer. */
function summary(preview: unknown): string {
  const data = (preview ?? {}) as Record<string, unknown>;
  if (typeof data.display === "string" && typeof data.total === "string") return `${data.display} · ${data.cliente ?? ""} · ${data.total}`;
  return JSON.stringify(preview).slice(0, 160);
}

/** Writes proposed by agents whose keys need confirmation: approve (runs as the key) or reject. */
export function AgentProposals({ proposals, outcome }: { proposals: ProposalRow[]; outcome?: string }) {
  return (
    <section className="panel" id="propostas">
      <h2>Propostas de agentes</h2>
      {outcome && OUTCOME[outcome] ? <p role="status">{OUTCOME[outcome]}</p> : null}
      {proposals.length === 0 ? (
        <p className="muted">Nenhuma proposta. Uma chave com “escritas precisam de confirmação” deixa aqui o que o agente quer escrever.</p>
      ) : (
        <table className="table" data-testid="agent-proposals">
          <thead>
            <tr><th scope="col">Pedido</th><th scope="col">Agente (chave)</th><th scope="col">Pré-visualização</th><th scope="col">Estado</th><th scope="col"><span className="visually-hidden">Decisão</span></th></tr>
          </thead>
          <tbody>
            {proposals.map((proposal) => (
              <tr key={proposal.id} data-proposal-id={proposal.id}>
                <td><code>{proposal.operation}</code><div className="muted small">{formatDate(proposal.createdAt.toISOString())}</div></td>
                <td>{proposal.keyName}</td>
                <td>{summary(proposal.preview)}{proposal.error ? <div className="alert small">{proposal.error}</div> : null}</td>
                <td>{STATUS[proposal.status]}</td>
                <td>
                  {proposal.status === "pending" ? (
                    <form method="post" action={`/integracoes/propostas/${proposal.id}`} className="inline-actions">
                      <button type="submit" name="decision" value="approve" className="button">Aprovar</button>
                      <button type="submit" name="decision" value="reject" className="button-secondary">Rejeitar</button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

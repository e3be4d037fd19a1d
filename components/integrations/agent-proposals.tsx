import { formatDate } from "@/components/format";
import { setProposalEmailsAction } from "@/app/(app)/integracoes/actions";
import { proposalSummary } from "@/lib/kernel/proposal-summary";

export interface ProposalRow {
  id: string;
  operation: string;
  keyName: string;
  /** False for a test key's proposal: it writes in the sandbox (Modo de teste), never in the books. */
  livemode: boolean;
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

/** Writes proposed by agents whose keys need confirmation: approve (runs as the key) or reject. */
export function AgentProposals({ proposals, outcome, emailOwners }: { proposals: ProposalRow[]; outcome?: string; emailOwners: boolean }) {
  const pending = proposals.filter((proposal) => proposal.status === "pending").length;
  return (
    <section className="panel" id="propostas">
      <h2>Propostas de agentes{pending > 0 ? <span className="nav-count">{pending}<span className="visually-hidden"> pendentes</span></span> : null}</h2>
      <form action={setProposalEmailsAction} className="inline-actions">
        <label className="checkbox"><input type="checkbox" name="emailOwnersOnAgentProposal" defaultChecked={emailOwners} /> Avisar os proprietários por email quando um agente propõe uma escrita</label>
        <button type="submit" className="button-secondary">Guardar aviso</button>
      </form>
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
                <td>{proposal.keyName}{proposal.livemode ? null : <div><span className="badge" title="Chave de teste: escreve só no modo de teste, nunca nas contas">TESTE</span></div>}</td>
                <td>{proposalSummary(proposal.preview)}{proposal.error ? <div className="alert small">{proposal.error}</div> : null}</td>
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

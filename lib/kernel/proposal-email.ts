import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { emailLinkOrigin } from "@/lib/core/mail/link-origin";
import { sendMail } from "@/lib/core/mail/send-mail";
import { proposalSummary } from "./proposal-summary";

// When the company asks for it (emailOwnersOnAgentProposal), each owner is told by email that an
// agent's write waits for approval (ux 14: proposals used to wait unseen). The proposal is already
// stored: a mail that cannot be sent is logged and never turns the agent's answer into an error.

export interface ProposalNotice {
  companyId: string;
  proposalId: string;
  operation: string;
  /** Who proposed, as the integrations screen names it: «chave ERP», «aplicação Claude». */
  agentName: string;
  preview: unknown;
}

export async function emailOwnersAboutProposal(notice: ProposalNotice): Promise<number> {
  const company = await database().company.findUnique({
    where: { id: notice.companyId },
    select: { name: true, emailOwnersOnAgentProposal: true, memberships: { where: { role: "owner" }, select: { user: { select: { email: true } } } } },
  });
  if (!company?.emailOwnersOnAgentProposal) return 0;
  const link = `${emailLinkOrigin()}/integracoes#propostas`;
  const text = [
    `O agente (${notice.agentName}) propôs uma escrita em ${company.name} que precisa da sua aprovação:`,
    "",
    `  ${notice.operation}: ${proposalSummary(notice.preview)}`,
    "",
    "Nada foi escrito. Aprove ou rejeite em Integrações → Propostas de agentes:",
    link,
  ].join("\n");
  let sent = 0;
  for (const { user } of company.memberships) {
    try {
      await sendMail({ to: user.email, subject: `Proposta de agente à espera de aprovação — ${company.name}`, text });
      sent += 1;
    } catch (error) {
      log("error", "proposal_email_failed", { companyId: notice.companyId, proposalId: notice.proposalId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}

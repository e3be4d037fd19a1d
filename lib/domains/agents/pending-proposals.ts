import { database } from "@/lib/core/db";

/** How many agent proposals wait for a person's decision: the count in the navigation and on the Painel. */
export async function countPendingProposals(companyId: string): Promise<number> {
  return database().agentProposal.count({ where: { companyId, status: "pending" } });
}

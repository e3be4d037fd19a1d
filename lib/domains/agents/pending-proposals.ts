import { database, type Database } from "@/lib/core/db";

/**
 * The companies whose proposals a company's people decide: the company itself and its sandbox (a test
 * key's writes run in the sandbox, so its proposals are stored there; the live Integrações lists them).
 */
export async function proposalCompanyIds(db: Database, companyId: string): Promise<string[]> {
  const sandbox = await db.company.findUnique({ where: { sandboxOfCompanyId: companyId }, select: { id: true } });
  return sandbox ? [companyId, sandbox.id] : [companyId];
}

/** How many agent proposals wait for a person's decision, test keys' included: the count in the navigation and on the Painel. */
export async function countPendingProposals(companyId: string): Promise<number> {
  const db = database();
  return db.agentProposal.count({ where: { companyId: { in: await proposalCompanyIds(db, companyId) }, status: "pending" } });
}

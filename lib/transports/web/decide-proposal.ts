import { operationContextForKey } from "@/lib/transports/api/request-context";
import type { Database } from "@/lib/core/db";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { ApiError } from "@/lib/core/api-error";
import { isScope } from "@/lib/kernel/scopes";
import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { GRANT_CALLER_FIELDS, grantCaller } from "@/lib/domains/oauth/grant-caller";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import { operationList } from "@/lib/registry/registry";
import { proposalCompanyIds } from "@/lib/domains/agents/pending-proposals";
import { sandboxCompanyIdOf } from "@/lib/domains/sandbox/create-sandbox";
import { refusalText } from "@/lib/core/refusal-text";

export type Decision = "approve" | "reject";

export type DecisionResult = { status: "approved"; result: unknown } | { status: "rejected" } | { status: "failed"; error: string } | { status: "already_decided" };

/**
 * A person's answer to an agent's proposal. The proposal is claimed first (pending → decided in one
 * update), so two clicks or two people never run it twice. Approved, it runs as the agent's key or grant with
 * its scopes and caps as they are now — one revoked or expired meanwhile runs nothing.
 */
export async function decideProposal(db: Database, companyId: string, proposalId: string, userId: string, decision: Decision, requestId: string): Promise<DecisionResult> {
  const decidedAt = new Date();
  // A test key's proposal lives in the company's sandbox; the key itself (and so its caller) in the company.
  const claimed = await db.agentProposal.updateMany({
    where: { id: proposalId, companyId: { in: await proposalCompanyIds(db, companyId) }, status: "pending" },
    data: { status: decision === "approve" ? "approved" : "rejected", decidedAt, decidedById: userId },
  });
  if (claimed.count === 0) return { status: "already_decided" };
  if (decision === "reject") return { status: "rejected" };

  const proposal = await db.agentProposal.findUniqueOrThrow({ where: { id: proposalId } });
  try {
    const caller = await proposerAsItIsNow(db, companyId, proposal, decidedAt);
    const operation = operationList.find((candidate) => candidate.name === proposal.operation);
    if (!operation) throw new ApiError("not_found", `A operação ${proposal.operation} já não existe.`);
    const context = operationContextForKey(caller, requestId);
    const result = await invokeWithUncheckedInput(operation, { ...context, approvedProposal: { id: proposal.id, userId } }, proposal.input);
    await db.agentProposal.update({ where: { id: proposal.id }, data: { result: result as Prisma.InputJsonValue } });
    return { status: "approved", result };
  } catch (error) {
    const message = error instanceof ApiError ? `${error.code}: ${refusalText(error)}` : "Erro interno ao executar a proposta.";
    await db.agentProposal.update({ where: { id: proposal.id }, data: { status: "failed", error: message } });
    if (!(error instanceof ApiError)) throw error;
    return { status: "failed", error: message };
  }
}

/** The key or grant that proposed, with its scopes and caps as they are now; refused once revoked or expired. */
async function proposerAsItIsNow(db: Database, companyId: string, proposal: { apiKeyId: string | null; grantId: string | null }, now: Date): Promise<VerifiedApiKey> {
  const gone = (revokedAt: Date | null, expiresAt: Date | null) => !!revokedAt || (!!expiresAt && expiresAt <= now);
  if (proposal.grantId) {
    const grant = await db.oAuthGrant.findFirst({ where: { id: proposal.grantId, companyId }, select: { ...GRANT_CALLER_FIELDS, revokedAt: true, expiresAt: true } });
    if (!grant || gone(grant.revokedAt, grant.expiresAt)) throw new ApiError("revoked_api_key", "O acesso da aplicação foi revogado ou expirou: a proposta não foi executada.");
    return grantCaller(grant);
  }
  const key = await db.apiKey.findFirst({ where: { id: proposal.apiKeyId ?? "", companyId } });
  if (!key || gone(key.revokedAt, key.expiresAt)) throw new ApiError("revoked_api_key", "A chave do agente foi revogada ou expirou: a proposta não foi executada.");
  // A test key runs in the sandbox, as verifyApiKey resolves it for its own requests: never in the books.
  return { ...key, companyId: key.livemode ? key.companyId : await sandboxCompanyIdOf(key.companyId), scopes: key.scopes.filter(isScope) };
}

/** The company's proposals for the integrations screen, its test keys' included (`livemode: false`): pending ones first, then the latest decided. */
export async function listProposals(db: Database, companyId: string) {
  const companyIds = await proposalCompanyIds(db, companyId);
  const [pending, decided] = await Promise.all([
    db.agentProposal.findMany({ where: { companyId: { in: companyIds }, status: "pending" }, orderBy: { createdAt: "asc" }, take: 100 }),
    db.agentProposal.findMany({ where: { companyId: { in: companyIds }, status: { not: "pending" } }, orderBy: { decidedAt: "desc" }, take: 10 }),
  ]);
  const proposals = [...pending, ...decided];
  const keyIds = [...new Set(proposals.flatMap((proposal) => (proposal.apiKeyId ? [proposal.apiKeyId] : [])))];
  const grantIds = [...new Set(proposals.flatMap((proposal) => (proposal.grantId ? [proposal.grantId] : [])))];
  const [keys, grants] = await Promise.all([
    db.apiKey.findMany({ where: { id: { in: keyIds }, companyId }, select: { id: true, name: true } }),
    db.oAuthGrant.findMany({ where: { id: { in: grantIds }, companyId }, select: { id: true, client: { select: { name: true } } } }),
  ]);
  const names = new Map([...keys.map((key) => [key.id, `chave ${key.name}`] as const), ...grants.map((grant) => [grant.id, `aplicação ${grant.client.name}`] as const)]);
  return proposals.map((proposal) => ({ ...proposal, livemode: proposal.companyId === companyId, keyName: names.get(proposal.apiKeyId ?? proposal.grantId ?? "") ?? "agente apagado" }));
}

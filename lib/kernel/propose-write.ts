import { emailOwnersAboutProposal } from "@/lib/kernel/proposal-email";
import { database } from "@/lib/core/db";
import { inRolledBackTransaction } from "@/lib/core/db/scoped-transaction";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { ApiError } from "@/lib/core/api-error";
import { supportsDryRun, type AnyOperation, type OperationContext } from "./operation";

/**
 * Under "writes need confirmation" an agent's write does not run: it is previewed (a dry run, so the
 * proposal shows the number, totals and warnings it would have) and stored as a proposal for a person
 * to approve or reject in the web app. The agent gets `confirmation_required` with the proposal id.
 * `run` is the preview, given by invokeOperation (the one place that runs operations).
 */
export async function proposeWrite(operation: AnyOperation, context: OperationContext, input: unknown, preview: () => Promise<unknown>): Promise<never> {
  const { actor } = context;
  if (actor.kind !== "api_key" && actor.kind !== "oauth_client") throw new Error("only an agent's key or grant makes proposals");
  if (!supportsDryRun(operation)) {
    throw new ApiError("confirmation_required", `This agent's writes need confirmation, and ${operation.name} cannot be proposed (it has no preview). Ask the user to do it in the web app, or to turn off "writes need confirmation" for this agent in Integrações.`);
  }
  const output = await inRolledBackTransaction(database(), preview);
  const proposal = await database().agentProposal.create({
    data: {
      companyId: context.companyId,
      ...(actor.kind === "api_key" ? { apiKeyId: actor.keyId } : { grantId: actor.grantId }),
      operation: operation.name,
      input: input as Prisma.InputJsonValue,
      preview: output as Prisma.InputJsonValue,
    },
  });
  await emailOwnersAboutProposal({
    companyId: context.companyId,
    proposalId: proposal.id,
    operation: operation.name,
    agentName: actor.kind === "api_key" ? `chave ${actor.name}` : `aplicação ${actor.clientName}`,
    preview: output,
  });
  throw new ApiError(
    "confirmation_required",
    `Nothing was written: this agent's writes need the user's confirmation. Proposal ${proposal.id} (${operation.name}) awaits approval in Contabilista → Integrações → Propostas de agentes; tell the user what it does. Once approved it runs as this agent.`,
    { details: [{ path: "proposalId", message: proposal.id }] },
  );
}

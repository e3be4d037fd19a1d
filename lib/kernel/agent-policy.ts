import { lisbonToday } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { sqlOf } from "@/lib/core/db/sql";
import { ApiError } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import type { AgentPolicy, AnyOperation, OperationContext } from "./operation";

const midSentence = (subject: string) => subject.charAt(0).toLowerCase() + subject.slice(1);

/** Whether the policy caps what the holder may issue per day (so issuing must be counted). */
export function capsIssuing(policy: AgentPolicy | undefined): policy is AgentPolicy {
  return !!policy && (policy.maxDocumentsPerDay !== null || policy.maxCentsPerDay !== null);
}

/** Refuses a write to a read-only agent, before its input is even read. */
export function refuseByAgentPolicy(operation: AnyOperation, policy: AgentPolicy | undefined): void {
  if (policy?.readOnly && !operation.hints.readOnly && !operation.actsThroughOperations) {
    throw new ApiError("agent_limit_exceeded", `${policy.subject} is read-only for agents: ${operation.name} writes to the books. ${policy.changeHint}`, {
      details: [{ path: "agentPolicy.readOnly", message: "read-only key" }],
    });
  }
}

/**
 * Counts one issued document against today's caps, inside the transaction that issued it (see
 * invokeOperation): the usage row is locked until commit, so concurrent calls of one key are counted
 * one after the other, and a call over a cap throws, which rolls its document back with it.
 */
export async function countIssuedDocument(context: OperationContext, policy: AgentPolicy, cents: number): Promise<void> {
  const day = lisbonToday(context.now());
  const value = BigInt(Math.abs(cents));
  const usage = await sqlOf(database())
    .insertInto("AgentDailyUsage")
    .values({ holder: policy.holder, day, documents: 1, cents: value })
    .onConflict((conflict) =>
      conflict.columns(["holder", "day"]).doUpdateSet((eb) => ({ documents: eb("AgentDailyUsage.documents", "+", 1), cents: eb("AgentDailyUsage.cents", "+", eb.ref("excluded.cents")) })),
    )
    .returning(["documents", "cents"])
    .executeTakeFirst();
  if (policy.maxDocumentsPerDay !== null && usage!.documents > policy.maxDocumentsPerDay) {
    throw new ApiError("agent_limit_exceeded", `Daily document cap reached: ${midSentence(policy.subject)} may issue ${policy.maxDocumentsPerDay} document(s) per day and has issued ${usage!.documents - 1} today. ${policy.changeHint}`, {
      details: [{ path: "agentPolicy.maxDocumentsPerDay", message: `cap ${policy.maxDocumentsPerDay}` }],
    });
  }
  if (policy.maxCentsPerDay !== null && usage!.cents > BigInt(policy.maxCentsPerDay)) {
    const before = Number(usage!.cents - value);
    throw new ApiError(
      "agent_limit_exceeded",
      `Daily value cap reached: ${midSentence(policy.subject)} may issue ${formatEuros(policy.maxCentsPerDay)} per day; ${formatEuros(before)} issued today, and this document adds ${formatEuros(Number(value))}. ${policy.changeHint}`,
      { details: [{ path: "agentPolicy.maxCentsPerDay", message: `cap ${formatEuros(policy.maxCentsPerDay)}` }] },
    );
  }
}

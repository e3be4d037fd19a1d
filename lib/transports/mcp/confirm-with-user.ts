import { randomUUID } from "node:crypto";
import type { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { supportsDryRun, type AnyOperation } from "@/lib/kernel/operation";
import { awaitAnswer } from "./client-answers";

// MCP elicitation as a confirmation step: before a write that issues a legal document or undoes
// one, a client that declared `elicitation` at initialize is asked to show the user the preview (a
// dry run) and get a yes. Only then does the write run. Declined, cancelled or unanswered: nothing.

/** Shorter than the in-flight slot's 120 s expiry; a person reads the preview and answers. */
export const CONFIRMATION_TIMEOUT_MS = Number(process.env.MCP_CONFIRMATION_TIMEOUT_MS ?? 100_000);

/** Whether a tool asks the user first, where the client can: writes that issue or undo a document. */
export function asksUserFirst(operation: AnyOperation): boolean {
  return supportsDryRun(operation) && (!!operation.issuesDocument || operation.hints.destructive);
}

/** Asks the user, through the client, to confirm; true only on an explicit accept. */
export type ConfirmWithUser = (message: string, relatedRequestId: string | number) => Promise<"accept" | "decline" | "cancel" | "timeout">;

export function confirmThroughElicitation(transport: WebStandardStreamableHTTPServerTransport, sessionId: string): ConfirmWithUser {
  return async (message, relatedRequestId) => {
    const id = `confirm-${randomUUID()}`;
    const answer = awaitAnswer(sessionId, id, CONFIRMATION_TIMEOUT_MS);
    // Sent on the tool call's own response stream, so it reaches the client that made the call.
    await transport.send(
      { jsonrpc: "2.0", id, method: "elicitation/create", params: { message, requestedSchema: { type: "object", properties: {} } } },
      { relatedRequestId },
    );
    const answered = await answer;
    if (!answered) return "timeout";
    const action = (answered.result as { action?: string } | undefined)?.action;
    return action === "accept" || action === "decline" ? action : "cancel";
  };
}

import { ApiError } from "@/lib/core/api-error";
import { refusalText } from "@/lib/core/refusal-text";
import type { AnyOperation, OperationContext } from "@/lib/kernel/operation";
import { callOperation, MissingScopeError } from "../call-operation";
import type { ChatAnswer } from "../chat-answer";
import { missingScopeReply } from "../scope-replies";
import { dropChatDraft, findChatDraft } from "./chat-drafts";
import { confirmedAnswer } from "./confirmed-answer";

// The confirmation rule, the same for both engines: a write proposed as a draft is done only when
// the next message confirms the draft quoted in the last reply.

const CONFIRM = /^\s*(sim|s|confirmo|confirma|confirmado|pode emitir|podes emitir|pode avançar|ok|okay|certo|avanca|avança|yes|y|confirm|go ahead|do it)\b/i;
const CANCEL = /^\s*(nao|não|n|cancela|cancelar|esquece|anula|no|cancel|stop)\b/i;

/** A short yes ("sim", "confirmo", "ok, pode emitir"); a longer message is a new request. */
export function isConfirmation(message: string): boolean {
  return message.trim().length <= 60 && CONFIRM.test(message) && !CANCEL.test(message);
}

export function isCancellation(message: string): boolean {
  return message.trim().length <= 60 && CANCEL.test(message);
}

/** Runs the draft quoted in the last reply, once, with one of the operations the assistant may call. */
export async function confirmDraft(context: OperationContext, reference: string, operations: readonly AnyOperation[]): Promise<ChatAnswer> {
  const draft = await findChatDraft(context, reference);
  const operation = draft ? operations.find((candidate) => candidate.name === draft.operation) : undefined;
  if (!draft || !operation) {
    return { reply: `O rascunho ${reference} já não está disponível: expira 24 horas depois de criado, ou foi cancelado. Peça de novo e eu preparo outro rascunho.`, card: null };
  }
  const idempotency = { key: `chat:${draft.id}`, replayed: false };
  try {
    const output = await callOperation(operation, { ...context, idempotency }, draft.input);
    // An operation that does not honour idempotency keys must not run twice: its draft is used up.
    if (!operation.http.idempotent) await dropChatDraft(context, draft.id);
    return confirmedAnswer(operation, output, draft.id, idempotency.replayed);
  } catch (error) {
    if (error instanceof MissingScopeError) return missingScopeReply(error.scope, `executar «${operation.title}»`);
    if (error instanceof ApiError && error.status < 500) return { reply: `Não foi feito: ${refusalText(error)}`, card: null };
    throw error;
  }
}

export async function cancelDraft(context: OperationContext, reference: string): Promise<ChatAnswer> {
  await dropChatDraft(context, reference);
  return { reply: `Está bem, não fiz nada: o rascunho ${reference} foi cancelado.`, card: null };
}

import type { Scope } from "@/lib/kernel/scopes";
import type { ChatAnswer } from "./chat-answer";

/** The reply when the key lacks a scope: which one, and what it would allow. Nothing is done. */
export function missingScopeReply(scope: Scope, toDo: string): ChatAnswer {
  return {
    reply: `Não posso ${toDo}: esta chave de API não tem a permissão «${scope}». Peça a quem gere as chaves (Integrações) uma chave com «${scope}», ou use uma que já a tenha. Não fiz nenhuma alteração.`,
    card: null,
  };
}

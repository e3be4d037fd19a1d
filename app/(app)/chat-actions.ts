"use server";

import type { ChatOutput } from "@/lib/domains/chat/chat-operation";
import type { ChatTurn } from "@/lib/domains/chat/chat-answer";
import { log } from "@/lib/core/log";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { operations } from "@/lib/registry/registry";
import { workspace } from "@/lib/transports/web/workspace";

export type AssistantResult = { ok: true; answer: ChatOutput } | { ok: false; error: string };

/** The chat widget's turn: the same assistant as POST /chat, acting for the signed-in user's company. */
export async function askAssistant(message: string, history: ChatTurn[]): Promise<AssistantResult> {
  const { context } = await workspace();
  const parsed = operations.chat.input.safeParse({ message, history });
  if (!parsed.success) return { ok: false, error: `Mensagem inválida: ${parsed.error.issues[0]?.message ?? "formato"}.` };
  try {
    return { ok: true, answer: await invokeOperation(operations.chat, context, parsed.data) };
  } catch (error) {
    log("error", "chat_widget_failed", { requestId: context.requestId, error: error instanceof Error ? error.message : String(error) });
    return { ok: false, error: "Não consegui responder agora. Tente de novo daqui a pouco." };
  }
}

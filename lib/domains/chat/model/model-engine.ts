import { generateText, stepCountIs, tool, type ModelMessage, type ToolSet } from "ai";
import type { ConfiguredModel } from "@/lib/core/ai/configured-model";
import { lisbonToday } from "@/lib/core/dates";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import type { AnyOperation, OperationContext } from "@/lib/kernel/operation";
import type { ChatAnswer, ChatTurn } from "../chat-answer";
import { createChatDraft } from "../drafts/chat-drafts";
import { cardFromToolResult } from "./card-from-tool-result";
import { proposeModelWrite } from "./propose-model-write";

// The assistant with a language model: the operations it is given are its tools, limited to what the
// key's scopes allow. Reading tools run at once, through invokeOperation (so the scope, the schema and
// the text rules are checked again at call time); writing tools have no `execute`, so a call to one
// ends the turn and becomes a draft the user must confirm (the same rule as the local engine).

const MAX_STEPS = 6;

function systemPrompt(context: OperationContext): string {
  return [
    "És o assistente de contabilidade de uma pequena empresa portuguesa, dentro do serviço que tem os livros da empresa.",
    `Hoje é ${lisbonToday(context.now())} (Lisboa). Responde em português europeu, a não ser que te escrevam noutra língua.`,
    "Usa as ferramentas para obter qualquer número: nunca inventes valores, datas ou prazos, e cita-os tal como as ferramentas os devolvem.",
    "Para emitir uma fatura ou fazer outra alteração, chama a ferramenta respetiva: o serviço mostra um rascunho e só o executa depois de o utilizador confirmar.",
    "Para perguntas sobre regras fiscais, usa ask_tax_expert e cita as fontes que devolver.",
  ].join(" ");
}

/** The agent tools this key's scopes allow, except uploads (a chat message carries no file). */
export function chatTools(context: OperationContext, operations: readonly AnyOperation[]): ToolSet {
  const tools: ToolSet = {};
  for (const operation of operations) {
    if (!context.scopes.includes(operation.scope) || operation.http.multipart) continue;
    tools[operation.name] = operation.hints.readOnly
      ? tool({ description: operation.description, inputSchema: operation.input, execute: (input: unknown) => invokeWithUncheckedInput(operation, { ...context, surface: "assistant" }, input) })
      : tool({ description: operation.description, inputSchema: operation.input });
  }
  return tools;
}

export async function respondWithModel(
  context: OperationContext,
  message: string,
  history: ChatTurn[],
  operations: readonly AnyOperation[],
  { model }: ConfiguredModel,
): Promise<ChatAnswer> {
  const messages: ModelMessage[] = [...history.map((turn) => ({ role: turn.role, content: turn.content })), { role: "user", content: message }];
  const result = await generateText({ model, system: systemPrompt(context), messages, tools: chatTools(context, operations), stopWhen: stepCountIs(MAX_STEPS) });

  const lastStep = result.steps.at(-1);
  const write = lastStep?.toolCalls.find((call) => !lastStep.toolResults.some((toolResult) => toolResult.toolCallId === call.toolCallId));
  if (write) {
    const operation = operations.find((candidate) => candidate.name === write.toolName)!;
    const proposed = await proposeModelWrite(context, operation, write.input);
    if (proposed) return proposed;
    const parsed = operation.input.safeParse(write.input);
    if (!parsed.success) return { reply: `${result.text}\n\nNão consegui preparar «${operation.title}»: ${parsed.error.issues[0]?.message}.`.trim(), card: null };
    const draft = await createChatDraft(context, operation.name, parsed.data as Record<string, unknown>);
    return {
      reply: `${result.text ? `${result.text}\n\n` : ""}Proposta ${draft.id}: ${operation.title} com ${JSON.stringify(parsed.data)}. Confirma? Responda «sim» para executar ou «não» para cancelar.`,
      card: null,
    };
  }

  const toolResults = result.steps.flatMap((step) => step.toolResults);
  const last = toolResults.at(-1);
  const card = last ? cardFromToolResult(last.toolName, last.input, last.output) : null;
  return { reply: result.text.trim() || "Não tenho uma resposta para isso.", card };
}

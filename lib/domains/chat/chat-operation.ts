import { z } from "zod";
import { configuredModel, type ConfiguredModel } from "@/lib/core/ai/configured-model";
import { log } from "@/lib/core/log";
import { defineOperation, HINTS, type AnyOperation, type Operation, type OperationContext } from "@/lib/kernel/operation";
import type { ChatAnswer } from "./chat-answer";
import { chatCardSchema } from "./chat-card";
import { draftReference } from "./drafts/chat-drafts";
import { cancelDraft, confirmDraft, isCancellation, isConfirmation } from "./drafts/confirm-draft";
import { HELP_REPLY } from "./intents/help-reply";
import { respondLocally } from "./local/local-engine";
import { respondWithModel } from "./model/model-engine";

const turn = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(8000, "must have at most 8 000 characters"),
});

const chatInput = z.object({
  message: z.string().trim().min(1, "must not be empty").max(8000, "must have at most 8 000 characters").describe("What the user says, in Portuguese or English."),
  history: z
    .array(turn)
    .max(50, "at most 50 earlier messages")
    .default([])
    .describe("The conversation so far, oldest first. Send the assistant's replies back unchanged: a draft's reference in them is how «sim» confirms it."),
});

const chatOutput = z.object({
  reply: z.string().describe("The answer, as text (Portuguese)."),
  card: chatCardSchema.nullable().describe("A widget to show with the reply, chosen by `type`; null when there is nothing to show."),
  engine: z.string().describe("`local` (built-in engine) or `ai:<model id>` when a language model answered."),
});

export type ChatOutput = z.output<typeof chatOutput>;

/**
 * The whole turn: a pending draft is confirmed or cancelled first, then an engine answers. `tools`
 * are the operations the assistant may call (given by the registry, which sits above the chat).
 */
export async function respondToChat(
  context: OperationContext,
  input: z.output<typeof chatInput>,
  tools: readonly AnyOperation[],
  model: ConfiguredModel | null = configuredModel(),
): Promise<ChatOutput> {
  const reference = draftReference(input.history);
  const local = (answer: ChatAnswer): ChatOutput => ({ ...answer, engine: "local" });
  if (reference && isConfirmation(input.message)) return local(await confirmDraft(context, reference, tools));
  if (reference && isCancellation(input.message)) return local(await cancelDraft(context, reference));
  if (isConfirmation(input.message) || isCancellation(input.message)) {
    return local({ reply: `Não há nada por confirmar: a minha última resposta não tinha nenhum rascunho.\n\n${HELP_REPLY}`, card: null });
  }
  if (model) {
    try {
      return { ...(await respondWithModel(context, input.message, input.history, tools, model)), engine: `ai:${model.id}` };
    } catch (error) {
      // The product stays useful when the model provider is down: the local engine answers.
      log("warn", "chat_model_failed", { requestId: context.requestId, model: model.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return local(await respondLocally(context, input.message));
}

// What the chat operation is, apart from the operations it acts through.
const chatDefinition = {
  name: "chat",
  title: "Talk to the assistant",
  description:
    "The assistant: answers a message about the company's books in Portuguese (or English) using the other operations with this key's scopes, and returns a `reply` plus a `card` widget with the data. Reading needs `read`. To issue an invoice, register a payment received or issue a credit note it first answers with a draft card (`invoice_draft`, `payment_draft`, `credit_note_draft`) and a reference; sending «sim» with that reply in `history` does it once (needs `invoices:write`; a repeated «sim» returns the same document). Without a configured language model the built-in engine answers (`engine: local`).",
  scope: "chat",
  cost: "heavy",
  http: { method: "POST", path: "/chat", bodyLimitBytes: 1_572_864 },
  input: chatInput,
  output: chatOutput,
  hints: HINTS.write,
  dryRun: { unsupported: "a conversation with a language model; the writes it proposes are confirmed in the chat" },
  actsThroughOperations: true,
} satisfies Omit<Operation<typeof chatInput, typeof chatOutput>, "run">;

/** The assistant as an operation, acting through `tools` (the registry passes its agent tools). */
export function chatOperation(tools: readonly AnyOperation[]) {
  return defineOperation({ ...chatDefinition, run: (context, input) => respondToChat(context, input, tools) });
}

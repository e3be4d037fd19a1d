import type { OperationContext } from "@/lib/kernel/operation";
import { MissingScopeError } from "../call-operation";
import type { ChatAnswer } from "../chat-answer";
import { intentNamed } from "../intents/all-intents";
import { HELP_REPLY } from "../intents/help-reply";
import { missingScopeReply } from "../scope-replies";
import { classifyIntent } from "./classify-intent";

// The assistant without a language model: recognise the intent, and let its record call the registry
// operation and phrase the reply from what the operation returned (every figure in a reply is a
// field of an operation's output, formatted by the operation).

export async function respondLocally(context: OperationContext, message: string): Promise<ChatAnswer> {
  const intent = intentNamed(classifyIntent(message).intent);
  try {
    return await intent.respond({ context, message, helpReply: HELP_REPLY });
  } catch (error) {
    if (error instanceof MissingScopeError) return missingScopeReply(error.scope, intent.toDo);
    throw error;
  }
}

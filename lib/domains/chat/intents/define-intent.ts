import type { AnyOperation, OperationContext } from "@/lib/kernel/operation";
import type { ChatCardOf, ChatCardType } from "../chat-card";

// One record per thing the assistant's local engine understands: how it recognises a message, the
// operation it calls, the card it answers with, its line in the help and phrasings it must
// recognise. The engine, the help text and the evaluation's intent list are all built from the
// records listed in ./all-intents.ts; adding an intent is one file there plus its tests.

/** A phrase (folded word stems, each forgiving one typo in longer words) and what it adds to the score. */
export type Phrase = readonly [phrase: string, weight: number];

/** The scores so far, by intent name. */
export type IntentScores = Readonly<Record<string, number | undefined>>;

/** What an intent is given to answer a message. */
export interface IntentTurn {
  context: OperationContext;
  message: string;
  /** The help text (built from every intent's help line), for the intent that answers with it. */
  helpReply: string;
}

/** The reply, and a card of the intent's own type (or none, e.g. when something is missing). */
export interface IntentAnswer<Type extends ChatCardType | null> {
  reply: string;
  card: (Type extends ChatCardType ? ChatCardOf<Type> : never) | null;
}

export interface ChatIntent<Name extends string = string, Type extends ChatCardType | null = ChatCardType | null> {
  name: Name;
  /** The registry operation it answers with (null for the help). */
  operation: AnyOperation | null;
  /** The card type it answers with (null when it never shows one). */
  card: Type;
  /** What it does, completing "Não posso …" when the key lacks the operation's scope. */
  toDo: string;
  /** Its example in the help text: lines are shown by `line` (in order; 3.5 goes between 3 and 4), and examples sharing a line are joined. */
  help: { line: number; example: string; about?: string } | null;
  /** Phrasings it must recognise (tests/unit/chat-intents.test.ts checks each one). */
  examples: readonly string[];
  /** Weighted phrases: the intent's score is the sum of those the message holds; the best score of 3 or more wins. */
  phrases?: readonly Phrase[];
  /** A rule that claims the message before any scoring (an explicit order): the score, or null to let scoring decide. */
  claims?: (message: string) => number | null;
  /** Corrects its score once every intent is scored (`text` is the folded message); undefined leaves it as is. */
  adjust?: (score: number, seen: { text: string; scores: IntentScores }) => number | undefined;
  respond: (turn: IntentTurn) => Promise<IntentAnswer<Type>> | IntentAnswer<Type>;
}

export function defineIntent<const Name extends string, const Type extends ChatCardType | null>(intent: ChatIntent<Name, Type>): ChatIntent<Name, Type> {
  return intent;
}

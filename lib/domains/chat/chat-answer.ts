import type { ChatCard } from "./chat-card";

/** What an engine answers; the operation adds which engine it was. */
export interface ChatAnswer {
  reply: string;
  card: ChatCard | null;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

import type { ChatCardType } from "@/lib/domains/chat/chat-card";

/**
 * A message an owner writes and what the local engine must do with it: the intent (which fixes the
 * operation, so every figure is that operation's output) and the card. For the report, also the period
 * and the metric, and for receivables the filter: those are the operation's input, so they decide
 * which figures the reply shows. Periods are read relative to EVAL_TODAY. `intent` is a string so a
 * set can name an intent the engine does not have yet (it then counts as a miss).
 */
export interface ChatMessage {
  message: string;
  intent: string;
  /** A card type, or one the engine does not have yet (it then counts as a miss). */
  card: ChatCardType | (string & {}) | null;
  /** "2026", "2026-T3" or "2026-03": the period the report is asked for. */
  period?: string;
  metric?: "revenue" | "expenses" | "result" | "vat" | "summary";
  filter?: "open" | "overdue";
}

export const EVAL_TODAY = "2026-11-23";

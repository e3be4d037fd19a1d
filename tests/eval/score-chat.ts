import { cardTypeOfIntent, INTENTS, type Intent } from "@/lib/domains/chat/intents/all-intents";
import { receivablesFilterOf } from "@/lib/domains/chat/intents/receivables";
import { reportMetricOf } from "@/lib/domains/chat/intents/report";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { extractPeriod } from "@/lib/domains/chat/local/extract-period";
import { yearPeriod } from "@/lib/domains/reports/report-period";
import { EVAL_TODAY, type ChatMessage } from "./chat-message";

// The assistant scored on what decides the figures of its reply: the intent (so the operation and
// the card), and the operation's input read from the message (the report's period and metric, the
// receivables' filter). The figures themselves are the operation's output, compared with REST in
// tests/integration/chat.test.ts.

export interface ChatScore {
  total: number;
  right: number;
  misses: string[];
}

function periodKey(message: string): string {
  const period = extractPeriod(message, EVAL_TODAY) ?? yearPeriod(Number(EVAL_TODAY.slice(0, 4)));
  if (period.month) return `${period.year}-${String(period.month).padStart(2, "0")}`;
  return period.quarter ? `${period.year}-T${period.quarter}` : String(period.year);
}

function problemsOf(expected: ChatMessage): string[] {
  const got = classifyIntent(expected.message).intent;
  const problems: string[] = [];
  if (got !== expected.intent) problems.push(`intent ${got} (esperado ${expected.intent})`);
  const card = (INTENTS as readonly string[]).includes(got) ? cardTypeOfIntent(got as Intent) : null;
  if (card !== expected.card) problems.push(`cartão ${card ?? "nenhum"} (esperado ${expected.card ?? "nenhum"})`);
  if (problems.length > 0) return problems;
  if (expected.period && periodKey(expected.message) !== expected.period) problems.push(`período ${periodKey(expected.message)} (esperado ${expected.period})`);
  if (expected.metric && reportMetricOf(expected.message) !== expected.metric) problems.push(`métrica ${reportMetricOf(expected.message)} (esperado ${expected.metric})`);
  if (expected.filter && receivablesFilterOf(expected.message) !== expected.filter) problems.push(`filtro ${receivablesFilterOf(expected.message)} (esperado ${expected.filter})`);
  return problems;
}

export function scoreChatSet(set: ChatMessage[]): ChatScore {
  const misses: string[] = [];
  for (const message of set) {
    const problems = problemsOf(message);
    if (problems.length > 0) misses.push(`${message.message} → ${problems.join("; ")}`);
  }
  return { total: set.length, right: set.length - misses.length, misses };
}

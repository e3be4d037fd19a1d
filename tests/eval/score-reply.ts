import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";

// The one scoring rule of both probe kinds (score-probes.ts: the passage probes; score-own-case.ts: the own-case
// probes). Right when the engine gives the key's kind of reply from one of the key's passages (an answer, a
// clarification that quotes one, or an honest «não sei» for a subject the base marks as not covered); honest when it
// says «não sei», asks for a fact where an answer was expected, or asks back quoting another passage; wrong when it
// answers from another passage, states the rule as the asker's case where the key expects a clarification (issue #33's
// commonest wrong answer), or answers a subject marked as not covered.

export type ReplyOutcome = "right" | "honest" | "wrong";
export type ReplyKind = "answer" | "clarification" | "nao_sei";
export type ExpectedReply = "answer" | "clarify" | "refuse";

export interface ScoredReply {
  outcome: ReplyOutcome;
  /** What the engine did: answer, clarification or não sei, and the passages it cited. */
  reply: ReplyKind;
  cited: string[];
}

const idByTitle = new Map(PASSAGES.map((passage) => [passage.title, passage.id]));

export function scoreReply(question: string, expect: ExpectedReply, keyIds: readonly string[]): ScoredReply {
  const answer = answerLocally(question);
  const clarifies = (answer as { type?: string }).type === "clarification";
  const cited = answer.sources.map((source) => idByTitle.get(source.title) ?? source.title);
  const reply: ReplyKind = clarifies ? "clarification" : cited.length > 0 ? "answer" : "nao_sei";
  const citesKey = cited.some((id) => keyIds.includes(id));
  let outcome: ReplyOutcome;
  if (expect === "refuse") outcome = reply === "nao_sei" ? "right" : "wrong";
  else if (expect === "clarify") outcome = reply === "clarification" ? (citesKey ? "right" : "honest") : reply === "answer" ? "wrong" : "honest";
  else outcome = reply === "answer" ? (citesKey ? "right" : "wrong") : "honest";
  return { outcome, reply, cited };
}

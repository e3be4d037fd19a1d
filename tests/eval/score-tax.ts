import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import type { OutsideQuestion } from "./outside-question";
import { foldForFacts, type OutsideOutcome, outsideOutcome } from "./outside-outcome";
import type { TaxQuestion } from "./tax-question";

// The tax expert scored on three outcomes. Right: it answers and the answer holds every expected fact,
// or it says "não sei" to a question the knowledge base is not meant to cover. Honest "não sei": no
// source on a question it should cover. Wrong: it answers, but without the facts asked for (a
// neighbouring passage), or answers a question it should not.

export { foldForFacts };

export type TaxOutcome = "right" | "nao_sei" | "wrong";

export interface TaxResult {
  question: string;
  outcome: TaxOutcome;
  confidence: number;
  cited: string | null;
}

export function scoreTaxQuestion({ question, facts }: TaxQuestion): TaxResult {
  const answer = answerLocally(question);
  const answered = answer.sources.length > 0;
  const text = foldForFacts(answer.resposta);
  let outcome: TaxOutcome;
  if (facts === null) outcome = answered ? "wrong" : "right";
  else if (!answered) outcome = "nao_sei";
  else outcome = facts.every((fact) => text.includes(foldForFacts(fact))) ? "right" : "wrong";
  return { question, outcome, confidence: answer.confidence, cited: answer.sources[0]?.title ?? null };
}

export interface TaxScore {
  total: number;
  right: number;
  naoSei: number;
  wrong: number;
  results: TaxResult[];
}

export function scoreTaxSet(set: TaxQuestion[]): TaxScore {
  const results = set.map(scoreTaxQuestion);
  const count = (outcome: TaxOutcome) => results.filter((result) => result.outcome === outcome).length;
  return { total: set.length, right: count("right"), naoSei: count("nao_sei"), wrong: count("wrong"), results };
}

/** Calibration: of the answers given with at least each confidence, how many were wrong. */
export function wrongShareAbove(results: TaxResult[], levels = [0, 0.5, 0.6, 0.7, 0.8, 0.9]): { level: number; answered: number; wrong: number }[] {
  const answered = results.filter((result) => result.confidence > 0);
  return levels.map((level) => {
    const above = answered.filter((result) => result.confidence >= level);
    return { level, answered: above.length, wrong: above.filter((result) => result.outcome === "wrong").length };
  });
}

// The outside-style sets (outside-question.ts): right, honest ("não sei" or a clarifying question
// where an answer was expected), wrong (an answer without the key's facts or with a wrong one, an
// answer to a question it should refuse, or a rule stated as the answer where data was missing).

export type { OutsideOutcome };

export interface OutsideResult {
  question: string;
  outcome: OutsideOutcome;
  confidence: number;
  cited: string | null;
}

export function scoreOutsideQuestion(item: OutsideQuestion): OutsideResult {
  const answer = answerLocally(item.question);
  const outcome = outsideOutcome(item, { resposta: answer.resposta, references: answer.sources.map((source) => source.reference), clarifies: answer.type === "clarification", cites: answer.sources.length > 0 });
  return { question: item.question, outcome, confidence: answer.confidence, cited: answer.sources[0]?.title ?? null };
}

export interface OutsideScore {
  total: number;
  right: number;
  honest: number;
  wrong: number;
  results: OutsideResult[];
}

export function scoreOutsideSet(set: OutsideQuestion[]): OutsideScore {
  const results = set.map(scoreOutsideQuestion);
  const count = (outcome: OutsideOutcome) => results.filter((result) => result.outcome === outcome).length;
  return { total: set.length, right: count("right"), honest: count("honest"), wrong: count("wrong"), results };
}

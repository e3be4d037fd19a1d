import { PASSAGES, type Passage } from "./knowledge";
import { retrieve } from "./tax-question-match";

// What the knowledge base knows near a question (for an honest "não sei"): the best retrieved
// passages, whether or not they answer it. The decision is tax-question-match.ts's.

export function nearbyPassages(question: string, limit = 2): Passage[] {
  return retrieve(question)
    .results.map(({ passage }) => passage)
    .filter((passage) => !passage.outOfScope && PASSAGES.includes(passage))
    .slice(0, limit);
}

/**
 * An outside-style tax question (phrased as customers write: colloquial pt-PT, typos, English,
 * several questions at once, "it depends" cases) and its key:
 *  - `expect: "answer"`: a right answer holds every `right` token and none of the `wrong` ones
 *    (compared without accents or case, in the answer text and its cited references);
 *  - `expect: "refuse"`: the knowledge base is not meant to cover it; the right outcome is an honest
 *    "não sei";
 *  - `expect: "clarify"`: the answer depends on data the question lacks; the right outcome asks for
 *    it (a clarifying answer, `tipo: "clarification"`, or an answer that asks a question) and names
 *    the `right` tokens (what it depends on). Describing a rule as if it were the answer is wrong.
 * Written 2026-11-26 before the engine changed; keys from the law (the source is named).
 */
export interface OutsideQuestion {
  question: string;
  expect: "answer" | "refuse" | "clarify";
  right?: string[];
  wrong?: string[];
  source: string;
}

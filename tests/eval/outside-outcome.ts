import type { OutsideQuestion } from "./outside-question";

// How an outside-style question's answer is scored (score-tax.ts), apart from the engine that gave it: the
// before-states script (before-states.ts) scores older engines' answers with today's keys by the same rule.

/** Accents, case, no-break spaces and digit grouping ("15 000" = "15.000" = "15000") ignored. */
export function foldForFacts(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/(\d)[ .](?=\d{3}\b)/g, "$1");
}

export type OutsideOutcome = "right" | "honest" | "wrong";

/** An answer as scored: its text, its sources' references, whether it asks back and whether it cites a source. */
export interface ScoredAnswer {
  resposta: string;
  references: string[];
  clarifies: boolean;
  cites: boolean;
}

export function outsideOutcome({ expect, right = [], wrong = [] }: OutsideQuestion, answer: ScoredAnswer): OutsideOutcome {
  const { clarifies } = answer;
  const answered = answer.cites && !clarifies;
  const text = foldForFacts([answer.resposta, ...answer.references].join("\n"));
  const holds = right.every((fact) => text.includes(foldForFacts(fact))) && !wrong.some((fact) => text.includes(foldForFacts(fact)));
  if (expect === "refuse") return answered || clarifies ? "wrong" : "right";
  if (expect === "clarify") return clarifies ? (holds ? "right" : "honest") : answered ? "wrong" : "honest";
  if (clarifies || !answered) return "honest";
  return holds ? "right" : "wrong";
}

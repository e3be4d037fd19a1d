import type { Passage, PassageCase } from "./knowledge";

// A passage whose rule splits on the asker's case (the fuel's VAT on the vehicle, withholding on the kind of income)
// declares its cases (Passage.cases). Quoting the whole passage to someone who said their case gives them the other
// case's figure beside theirs, and does not say which is theirs (issue #33, round casefit): the question that states
// exactly one case gets that case's rule, led by «No seu caso (…)»; one that states none, or several, gets the whole
// text, where every case is labelled — the engine never picks a case the question did not state.

/** The one case of the passage the folded question states (undefined when it states none, or more than one). */
export function caseStated(foldedQuestion: string, passage: Passage): PassageCase | undefined {
  const stated = (passage.cases ?? []).filter((item) => item.stated.test(foldedQuestion));
  return stated.length === 1 ? stated[0] : undefined;
}

/** The passage's text as the answer: the asker's own case when the question states it, else the whole text. */
export function caseText(foldedQuestion: string, passage: Passage, wholeText: string): string {
  const own = caseStated(foldedQuestion, passage);
  if (!own) return wholeText;
  const others = (passage.cases ?? []).filter((item) => item !== own).map((item) => item.label);
  return `No seu caso (${own.label}): ${own.says}${others.length > 0 ? `\n\nNoutros casos (${others.join("; ")}) a regra é outra.` : ""}`;
}

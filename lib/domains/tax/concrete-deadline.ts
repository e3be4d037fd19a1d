import { foldText } from "@/lib/core/fold-text";

// A deadline the passage states relative to a month («até ao dia 5 do mês seguinte») made concrete for
// the month the question names («as faturas de outubro» → «até 5 de novembro»). Only when the passage
// states one such deadline: with two (the return on day 20, the payment on day 25) the date asked is
// not certain, and the rule stands alone. Weekends and holidays move the date (the passages say so).

const MONTHS = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** The month a question names as the period it asks about («de outubro», «em março»), 0-based; null when none or several. */
function monthAsked(foldedQuestion: string): number | null {
  const named = [...foldedQuestion.matchAll(new RegExp(`\\b(?:de|em|do mes de|no mes de|referentes? a|relativ[oa]s? a) (${MONTHS.join("|")})\\b`, "g"))].map((match) => MONTHS.indexOf(match[1]!));
  const distinct = [...new Set(named)];
  return distinct.length === 1 ? distinct[0]! : null;
}

/** The one deadline relative to a month that the passage states: its day and how many months after. */
function relativeDeadline(passageText: string): { day: number; monthsAfter: number } | null {
  const found = [...foldText(passageText).matchAll(/\bdia (\d{1,2}) do (segundo )?mes seguinte\b/g)].map((match) => ({ day: Number(match[1]), monthsAfter: match[2] ? 2 : 1 }));
  const distinct = [...new Map(found.map((deadline) => [`${deadline.day}/${deadline.monthsAfter}`, deadline])).values()];
  return distinct.length === 1 ? distinct[0]! : null;
}

/**
 * Monthly obligations a question names by name or acronym («a primeira DMR»), with the pattern of their deadline in a
 * passage that lists several obligations («declaração mensal de remunerações à AT (até dia 10)»): the deadline of
 * the one named is the answer, due in the month after the month asked.
 */
const NAMED_MONTHLY: { named: RegExp; inPassage: RegExp }[] = [
  { named: /\bdmr\b|\bdeclaracao mensal de remuneracoes\b/, inPassage: /\bdeclaracao mensal de remuneracoes\b[^(;.]*\(ate (?:ao )?dia (\d{1,2})\)/ },
];

function namedDeadline(foldedQuestion: string, passageText: string): { day: number; monthsAfter: number } | null {
  const folded = foldText(passageText);
  for (const { named, inPassage } of NAMED_MONTHLY) {
    const found = named.test(foldedQuestion) ? folded.match(inPassage) : null;
    if (found) return { day: Number(found[1]), monthsAfter: 1 };
  }
  return null;
}

/** «Para outubro: até 5 de novembro.» for a question naming a month and a passage with one relative deadline; "" otherwise. */
export function concreteDeadline(question: string, passageText: string): string {
  const month = monthAsked(foldText(question));
  const deadline = relativeDeadline(passageText) ?? namedDeadline(foldText(question), passageText);
  if (month === null || !deadline) return "";
  const due = (month + deadline.monthsAfter) % 12;
  return `\n\nPara ${MONTH_NAMES[month]}: até ${deadline.day} de ${MONTH_NAMES[due]} (ou o dia útil seguinte, se calhar num fim de semana ou feriado).`;
}

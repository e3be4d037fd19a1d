import type { Passage } from "./knowledge";
import { foldText } from "@/lib/core/fold-text";
import { eurosToCents, formatEuros } from "@/lib/core/money";

// A quarter's receipts the question states («faturei 3000 € de serviços no último trimestre») run through the rule
// the passage on self-employed contributions gives: the relevant income is a share of the quarter's receipts
// (services or sales of goods), taken monthly, and the contribution a rate on it. The rate and the shares are read
// from the passage (one source of truth, with its reference); only when the question says one amount, that it is a
// quarter's, and whether it is services or goods — otherwise the rule stands alone.

/** Euros as every amount in the product is written (lib/core/money.ts). */
const euros = (value: number) => formatEuros(eurosToCents(value));

const percent = (text: string) => Number(text.replace(",", ".")) / 100;

/** The amount the question states («3000€», «3 000 euros», «3 mil euros»), in euros; null when none or several. */
function statedAmount(foldedQuestion: string): number | null {
  const found = [...foldedQuestion.matchAll(/(\d+(?:[ .]\d{3})*(?:,\d{1,2})?) ?(mil )?(?:€|euros?\b|eur\b)/g)].map((match) => Number(match[1]!.replace(/[ .]/g, "").replace(",", ".")) * (match[2] ? 1000 : 1));
  return found.length === 1 ? found[0]! : null;
}

/** The passage's rule: «contribui com R% sobre o rendimento relevante, que é S% do valor dos serviços prestados (ou G% das vendas de bens)». */
function rule(passageText: string): { rate: number; services: number; goods: number } | null {
  const match = foldText(passageText).match(/contribui com (\d+(?:,\d+)?)% sobre o rendimento relevante, que e (\d+)% do valor dos servicos prestados \(ou (\d+)% das vendas/);
  return match ? { rate: percent(match[1]!), services: percent(match[2]!), goods: percent(match[3]!) } : null;
}

/** «Com 3 000 € de serviços no trimestre: rendimento relevante de 700,00 € por mês …» for such a question; "" otherwise. */
export function independentContributionNote(question: string, passage: Passage): string {
  const folded = foldText(question);
  const stated = rule(passage.text);
  const amount = statedAmount(folded);
  const quarter = /\btrimestr\w*\b/.test(folded);
  const services = /\bservicos?\b|\bprestac\w*|\bhonorarios\b|\brecibos? verdes?\b(?!.*\bvend)/.test(folded) && !/\bvend\w*|\bmercadorias?\b|\bprodutos\b/.test(folded);
  const goods = /\bvend\w*|\bmercadorias?\b|\bprodutos\b/.test(folded) && !/\bservicos?\b/.test(folded);
  if (!stated || amount === null || !quarter || services === goods) return "";
  const share = services ? stated.services : stated.goods;
  const monthly = Math.round(((amount * share) / 3) * 100) / 100;
  const contribution = Math.round(monthly * stated.rate * 100) / 100;
  const minimum = foldText(passage.text).match(/contribuicao minima e de (\d+) €/);
  if (minimum && contribution < Number(minimum[1])) return `\n\nCom ${euros(amount)} no trimestre, 21,4% do rendimento relevante daria ${euros(contribution)} por mês, abaixo da contribuição mínima de ${minimum[1]} € por mês, que é a que paga.`;
  const what = services ? "serviços prestados" : "vendas de bens";
  return `\n\nCom ${euros(amount)} de ${what} no trimestre: o rendimento relevante é ${Math.round(share * 100)}% disso, ${euros(amount * share)}, ou seja ${euros(monthly)} por mês, e a contribuição mensal é de ${(stated.rate * 100).toFixed(1).replace(".", ",")}% × ${euros(monthly)} = ${euros(contribution)} (nos meses seguintes à declaração trimestral; nada, se ainda estiver nos primeiros 12 meses de atividade).`;
}

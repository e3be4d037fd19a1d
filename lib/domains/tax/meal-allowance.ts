import type { Passage } from "./knowledge";
import { foldText } from "@/lib/core/fold-text";
import { eurosToCents, formatEuros } from "@/lib/core/money";

// A daily meal allowance the question states («dou 7 € por dia em dinheiro») set against the exempt limit the
// passage gives for that form of payment: the part above it is taxed as salary, and the answer says how much.
// The limits are read from the passage (one source of truth, with its reference); only when the question says
// both the daily amount and whether it is paid in cash or on a card (or voucher): otherwise the rule stands alone.

/** Euros as every amount in the product is written (lib/core/money.ts). */
const euros = (value: number) => formatEuros(eurosToCents(value));

/** The daily amount the question states («7 €», «7,50 euros por dia»), in euros; null when none or several. */
function dailyAmount(foldedQuestion: string): number | null {
  const found = [...foldedQuestion.matchAll(/(\d+(?:[.,]\d{1,2})?) ?(?:€|euros?\b|eur\b)/g)].map((match) => Number(match[1]!.replace(",", ".")));
  return found.length === 1 ? found[0]! : null;
}

/** The limits the passage states: «até X € por dia quando pago em dinheiro, ou até Y € … em cartão». */
function limits(passageText: string): { cash: number; card: number } | null {
  const match = foldText(passageText).match(/ate (\d+,\d{2}) € por dia quando pago em dinheiro, ou ate (\d+,\d{2}) € por dia quando pago em cartao/);
  return match ? { cash: Number(match[1]!.replace(",", ".")), card: Number(match[2]!.replace(",", ".")) } : null;
}

/** «Com 7,00 € por dia em dinheiro: 6,15 € isentos e 0,85 € por dia tributados…» for such a question; "" otherwise. */
export function mealAllowanceNote(question: string, passage: Passage): string {
  const folded = foldText(question);
  if (!/\bsubsidio de (refeicao|alimentacao)\b|\bmeal allowance\b/.test(folded)) return "";
  const stated = limits(passage.text);
  const amount = dailyAmount(folded);
  const cash = /\b(em dinheiro|em numerario|no recibo|no salario|cash)\b/.test(folded);
  const card = /\b(cartao|vales?|senhas?|card|voucher)\b/.test(folded);
  if (!stated || amount === null || cash === card) return "";
  const limit = cash ? stated.cash : stated.card;
  const form = cash ? "em dinheiro" : "em cartão ou vale de refeição";
  if (amount <= limit) return `\n\nCom ${euros(amount)} por dia ${form}, está dentro do limite de ${euros(limit)}: não paga IRS nem Segurança Social.`;
  return `\n\nCom ${euros(amount)} por dia ${form}: ${euros(limit)} são isentos e o excesso de ${euros(Math.round((amount - limit) * 100) / 100)} por dia é tributado como salário (IRS e Segurança Social).`;
}

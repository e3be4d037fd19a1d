import { foldText } from "@/lib/core/fold-text";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import { amountsIn } from "./amounts-in-question";
import { PASSAGES, type Passage } from "./knowledge";

// A question that gives the figures a rule needs («o meu empregado ganha 1000 € brutos, quanto lhe desconto?»,
// «lucro tributável de 10 milhões, quanto fica a derrama estadual?») asks for the rule applied, not the rule: the rule
// alone is a neighbouring answer (issue #33, set 10: six such questions were answered with the bare rule or not at all).
// Each case below reads the figures it needs from the question and computes with the rates of the passage it cites
// (the rates are checked against the passage's text, so a passage updated for another year turns the case off instead
// of computing with a stale rate). A question that lacks a figure, or gives one the case cannot place, is left to the
// usual retrieval (which answers with the rule or asks back).

/** Euros as every amount in the product is written (lib/core/money.ts). */
const euros = (value: number) => formatEuros(eurosToCents(Math.round(value * 100) / 100));

const byId = (id: string): Passage | undefined => PASSAGES.find((passage) => passage.id === id);

/** A passage, only when its text still states every rate the case computes with. */
function passageStating(id: string, ...figures: string[]): Passage | undefined {
  const passage = byId(id);
  return passage && figures.every((figure) => foldText(passage.text).includes(foldText(figure))) ? passage : undefined;
}

/** One amount: «1000€», «1 000 euros», «200 mil», «10 milhoes», «800 000 €»; in euros. */

/** The single amount that follows one of the words (within a few words), e.g. «lucro tributável de 10 milhões». */
function amountAfter(folded: string, words: RegExp): number | null {
  const found: number[] = [];
  for (const match of folded.matchAll(new RegExp(`${words.source}(?:\\s+\\S+){0,4}?\\s+(\\d[\\d .,]*(?:\\s?(?:mil|milhoes|milhao)\\b)?)`, "g"))) {
    found.push(...amountsIn(match[match.length - 1]!));
  }
  const distinct = [...new Set(found)];
  return distinct.length === 1 ? distinct[0]! : null;
}

const percentText = (value: number) => `${(value * 100).toLocaleString("pt-PT", { maximumFractionDigits: 2 })}%`;

export interface WorkedCase {
  passages: Passage[];
  /** The computation, in words, before the quoted rule. */
  working: string;
}

/** Social Security on a stated gross salary (or the minimum wage): 11 % the worker's, 23,75 % the employer's. */
function payrollContributions(folded: string): WorkedCase | null {
  if (!/\b(seguranca social|seg\.? social|ss|tsu|descont\w*)\b/.test(folded)) return null;
  if (!/\b(empregad[oa]s?|funcionari[oa]s?|trabalhador(a|es)?|colaborador(a|es)?|salario|ordenado|vencimento)\b/.test(folded)) return null;
  // Not an employee's case: the self-employed, a director's special rates, part-time (pro rata) or several salaries.
  if (/\b(independentes?|recibos? verdes?|gerentes?|administrador\w*|socios?|part-?time|tempo parcial|meio tempo|horas|estagi\w*|domestic\w*)\b/.test(folded)) return null;
  const custo = passageStating("ss-custo-trabalhador", "23,75%", "11%");
  if (!custo) return null;
  let salary: number | null = null;
  const passages = [custo];
  if (/\b(salario|ordenado|retribuicao) minim[oa]\b/.test(folded)) {
    const minimum = passageStating("salario-minimo", "920 € em 2026");
    if (!minimum || amountsIn(folded).length > 0) return null;
    salary = 920;
    passages.push(minimum);
  } else {
    const amounts = amountsIn(folded.replace(/\bpor mes\b/g, " "));
    if (amounts.length !== 1 || !/\b(brut[oa]s?|ganha|ganham|salario|ordenado|vencimento|recebe)\b/.test(folded)) return null;
    salary = amounts[0]!;
  }
  const worker = salary * 0.11;
  const employer = salary * 0.2375;
  const asksWorker = /\b(descont\w*|do trabalhador|lhe (tiro|desconto|retenho)|ao trabalhador|ao empregado|a empregada)\b/.test(folded) && !/\b(a empresa paga|paga a empresa|a entidade patronal|o patrao|empregador)\b/.test(folded);
  const lines = [
    `Sobre um salário bruto de ${euros(salary)}${passages.length > 1 ? " (o salário mínimo de 2026)" : ""} por mês:`,
    `• o trabalhador desconta 11% × ${euros(salary)} = ${euros(worker)} de Segurança Social (sai do salário bruto, com a retenção de IRS);`,
    `• a empresa paga 23,75% × ${euros(salary)} = ${euros(employer)} de TSU, além do salário;`,
    `• à Segurança Social entram ${euros(worker + employer)} por mês (34,75%), também sobre os subsídios de férias e de Natal.`,
  ];
  return { passages, working: asksWorker ? lines.join("\n") : [lines[0], lines[2], lines[1], lines[3]].join("\n") };
}

/** IRC of an SME on a stated taxable amount: 15 % up to 50 000 €, 19 % above (2026). */
function smeCorporateTax(folded: string): WorkedCase | null {
  if (!/\birc\b/.test(folded) || !/\bpme\b/.test(folded) || /\bnao (e |sao |somos )?pme\b/.test(folded)) return null;
  if (/\b(derramas? estadua\w*|tributac\w* autonom\w*|pagamentos? por conta|interior|madeira|acores|startup)\b/.test(folded) && !/\bsem derramas?\b/.test(folded)) return null;
  const base = amountAfter(folded, /\b(materia coletavel|lucro tributavel|lucro)\b/);
  const irc = passageStating("irc-taxas", "19%", "15% sobre os primeiros 50 000 €");
  if (base === null || !irc) return null;
  const reduced = Math.min(base, 50000) * 0.15;
  const general = Math.max(base - 50000, 0) * 0.19;
  const working =
    base <= 50000
      ? `Com ${euros(base)} de matéria coletável, uma PME paga 15% × ${euros(base)} = ${euros(reduced)} de IRC em 2026 (antes das derramas e das tributações autónomas).`
      : `Com ${euros(base)} de matéria coletável, uma PME paga em 2026: 15% × 50 000,00 € = ${euros(reduced)}, mais 19% × ${euros(base - 50000)} = ${euros(general)}; IRC de ${euros(reduced + general)} no total (antes das derramas e das tributações autónomas).`;
  return { passages: [irc], working };
}

/** State surcharge on a stated taxable profit: 3 % from 1,5 M€, 5 % from 7,5 M€, 9 % above 35 M€. */
function stateSurcharge(folded: string): WorkedCase | null {
  if (!/\bderrama estadual\b/.test(folded) || /\bderrama municipal\b/.test(folded)) return null;
  const profit = amountAfter(folded, /\b(lucro tributavel|lucro|lucros)\b/);
  const derramas = passageStating("irc-derramas", "3% entre 1 500 000 €", "5% entre 7 500 000 €", "9% acima de 35 000 000 €");
  if (profit === null || !derramas) return null;
  const brackets: [number, number, number][] = [[1_500_000, 7_500_000, 0.03], [7_500_000, 35_000_000, 0.05], [35_000_000, Infinity, 0.09]];
  const parts = brackets.filter(([from]) => profit > from).map(([from, to, rate]) => ({ rate, base: Math.min(profit, to) - from }));
  if (parts.length === 0) return { passages: [derramas], working: `Com um lucro tributável de ${euros(profit)} não há derrama estadual: só incide sobre a parte acima de 1 500 000 €.` };
  const total = parts.reduce((sum, part) => sum + part.rate * part.base, 0);
  const terms = parts.map((part) => `${percentText(part.rate)} × ${euros(part.base)} = ${euros(part.rate * part.base)}`).join("; ");
  return { passages: [derramas], working: `Com um lucro tributável de ${euros(profit)}, a derrama estadual é: ${terms}; no total ${euros(total)}.` };
}

/** IRC payments on account from the previous year's tax and turnover: 80 % (up to 500 000 €) or 95 %, in three instalments. */
function corporatePaymentsOnAccount(folded: string): WorkedCase | null {
  if (!/\bpagamentos? por conta\b/.test(folded) || !/\birc\b/.test(folded) || /\badiciona\w*\b/.test(folded)) return null;
  if (/\bretenc\w*\b/.test(folded) && !/\bsem retenc\w*\b/.test(folded)) return null;
  const tax = amountAfter(folded, /\b(irc liquidado|imposto liquidado|coleta|irc do ano anterior|irc de 20\d\d)\b/);
  const turnover = amountAfter(folded, /\b(volume de negocios|faturacao|faturou|faturei|faturamos)\b/);
  const ppc = passageStating("irc-pagamentos-por-conta", "80%", "95%", "500 000 €");
  if (tax === null || turnover === null || !ppc || tax < 200) return null;
  const share = turnover > 500000 ? 0.95 : 0.8;
  const total = tax * share;
  return {
    passages: [ppc],
    working: `Com um volume de negócios de ${euros(turnover)} (${turnover > 500000 ? "acima de" : "até"} 500 000 €) e ${euros(tax)} de IRC liquidado no ano anterior, os pagamentos por conta somam ${percentText(share)} × ${euros(tax)} = ${euros(total)}, em três prestações de ${euros(total / 3)} (julho, setembro e dezembro).`,
  };
}

/** A sole trader's (ENI) monthly contribution from a stated quarter's turnover: 25,2 % on 20 % (goods, restaurants) or 70 % (services). */
function soleTraderContribution(folded: string): WorkedCase | null {
  if (!/\b(nome individual|eni|empresari[oa] em nome individual)\b/.test(folded) || !/\btrimestr\w*\b/.test(folded)) return null;
  if (!/\b(seguranca social|seg\.? social|ss|contribuic\w*)\b/.test(folded) || /\b(contabilidade organizada|isent\w*|primeiro ano|12 meses|pensionist\w*|por conta de outrem)\b/.test(folded)) return null;
  const goods = /\b(cafe|restaurante|snack|bar|tasca|pastelaria|padaria|restauracao|bebidas|alojamento|hote\w*|vend\w*|loja|mercadorias?|produtos)\b/.test(folded);
  const services = /\b(servicos?|prestac\w*|consultor\w*|design\w*|programador|informatic\w*|honorarios)\b/.test(folded);
  const amounts = amountsIn(folded);
  const rates = passageStating("ss-taxas-art168", "25,2%");
  if (goods === services || amounts.length !== 1 || !rates) return null;
  const amount = amounts[0]!;
  const share = goods ? 0.2 : 0.7;
  const monthly = (amount * share) / 3;
  return {
    passages: [rates],
    working: `Com ${euros(amount)} faturados no trimestre ${goods ? "em vendas de bens ou restauração e bebidas" : "em prestação de serviços"}, o rendimento relevante é ${percentText(share)} disso por mês: ${percentText(share)} × ${euros(amount)} / 3 = ${euros(monthly)}. Como empresário em nome individual, a taxa é de 25,2%: ${euros(monthly)} × 25,2% = ${euros(monthly * 0.252)} por mês, nos três meses seguintes à declaração trimestral (no regime simplificado; nada, se ainda estiver isento nos primeiros 12 meses de atividade).`,
  };
}

/**
 * The simplified regime's 15 % of expenses to justify, on a stated year's service income (coefficients 0,75 and 0,35):
 * the amount, what counts towards it without invoices (the 4 104 € deduction, Social Security contributions), and what
 * happens to the shortfall. Round tune11: «com 40 000 € de recibos verdes, quanto tenho de justificar?» got the rule only.
 */
function expensesToJustify(folded: string): WorkedCase | null {
  if (!/\b15 ?%/.test(folded) || !/\b(justific\w*|despesas)\b/.test(folded)) return null;
  if (!/\b(recibos? verdes?|independente|categoria b|cat\.? b|simplificado|freelancer|prestac\w* de servicos)\b/.test(folded)) return null;
  if (/\b(vend\w*|mercadorias?|produtos|restaura\w*|contabilidade organizada)\b/.test(folded)) return null;
  const amounts = amountsIn(folded);
  const rule = passageStating("irs-cat-b-despesas-15", "15%", "4 104 €");
  if (amounts.length !== 1 || !rule || amounts[0]! < 1000) return null;
  const income = amounts[0]!;
  const needed = income * 0.15;
  const fixed = 4104;
  const rest = needed > fixed
    ? `Contam para isso, sem mais nada, a dedução de 4 104 € e as contribuições pagas à Segurança Social; faltam no máximo ${euros(needed)} − 4 104,00 € = ${euros(needed - fixed)} (menos essas contribuições), que vêm das despesas afetas à atividade comunicadas no e-Fatura. O que faltar justificar é acrescentado ao rendimento tributável.`
    : "A dedução de 4 104 €, que conta sem mais nada, já cobre esse valor: não tem de justificar outras despesas.";
  return {
    passages: [rule],
    working: `Com ${euros(income)} de rendimentos de serviços no ano (coeficientes 0,75 ou 0,35), tem de justificar 15% × ${euros(income)} = ${euros(needed)} em despesas. ${rest}`,
  };
}

const CASES = [payrollContributions, smeCorporateTax, stateSurcharge, corporatePaymentsOnAccount, soleTraderContribution, expensesToJustify];

/** The rule applied to the figures the question gives, with the passages it comes from; null when no case applies. */
export function workedCase(question: string): WorkedCase | null {
  const folded = foldText(question);
  for (const compute of CASES) {
    const found = compute(folded);
    if (found) return found;
  }
  return null;
}

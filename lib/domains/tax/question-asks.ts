import type { AskKind } from "./knowledge";

// What kind of answer a question asks for, read from how it is asked (folded text): a rate, an
// amount or limit, a date, whether VAT can be deducted, whether something bears VAT. A question may ask
// several; one that asks none ("o que é o ATCUD?") asks for the rule itself.

const PATTERNS: [AskKind, RegExp][] = [
  // «IVA a quanto?», «o IVA é de quanto?» ask the VAT rate too (round tax12).
  // A percentage in the question asks a rate only as a choice ("23 ou 6%?"), not as data ("um sinal de 30%").
  ["taxa", /\btaxas?\b|\bpercentage\w*|\d+ ?%? ou \d+ ?%|\d+ ?% ?\?|\b(que|qual o|qual e o|quanto) iva\b|\biva (e )?(a|de) quant[oa]\b|^(e )?(o )?iva d[aeo]s? (?!caixa\b)(\w+ ?){1,4}\?/],
  ["quantidade", /\bquant[oa]s?\b(?! tempo\b)|\b(qual|quais|que)\b( \w+){0,3} (valor|montante|limite|coeficiente)|\blimite\b|\bate que valor\b|\ba partir de que\b|\bate quanto\b/],
  // How often («com que periodicidade», «de quanto em quanto tempo», «how often») asks a period, as «quando» does; so does
  // «cobro já ou só em janeiro?» (from when).
  ["prazo", /\bprazos?\b|\bquando\b|\bperiodicidade\b|\bcom que frequencia\b|\bde quanto em quanto tempo\b|\bhow often\b|\bem que (mes|meses|dia|dias|altura)\b|\bate que dia\b|\bque dia\b|\bdatas?\b|\bquantos (dias|anos|meses)\b|\bquanto tempo\b|\bdurante\b|\bvence|\bja ou (so )?(em|no|na|a partir)\b|\bou so (em|no|na|a partir)\b/],
  ["deducao", /\bdeduz|\bdedut|\bdeduc|\brecuper/],
  // Whether VAT applies: only when the question speaks of VAT ("isento" alone may be about IRS).
  ["tem_iva", /\biva\b.*\b(isent|isenc)|\b(isent|isenc)\w*\b.*\biva\b|\b(tem|tenho|teem|leva|levam|levo|paga|pagam|pago|cobr\w*|liquid\w*|aplic\w*)\b(?! de (entregar|submeter|enviar|fazer|pagar)\b).*\biva\b|\bsem iva\b|\bautoliquida/],
];

/** A rate the question states («a taxa de 21,4% é sobre o total?») is its data, not what it asks. */
export const STATED_RATE = /\btaxas? (de )?\d+(,\d+)? ?%(?! ou\b)/g;

/** A VAT credit the asker holds («tenho iva a meu favor», «crédito de iva») is its data, not a question whether VAT applies. */
const VAT_CREDIT = /\b(de )?iva a (meu|nosso|seu) favor\b|\bcreditos? de iva\b|\biva a recuperar\b/g;

/** A «depósito a prazo» is a kind of bank deposit, not a deadline asked. */
export const TERM_DEPOSIT = /\bdepositos? a prazo\b/g;

export function asksOf(foldedQuestion: string): Set<AskKind> {
  const question = foldedQuestion.replace(STATED_RATE, " ").replace(VAT_CREDIT, " ").replace(TERM_DEPOSIT, " deposito ");
  return new Set(PATTERNS.filter(([, pattern]) => pattern.test(question)).map(([kind]) => kind));
}

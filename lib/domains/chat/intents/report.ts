import { wantedPart } from "../local/after-negation";
import { lisbonToday } from "@/lib/core/dates";
import { getFinancialReport } from "@/lib/domains/reports/get-financial-report";
import { callOperation } from "../call-operation";
import { extractPeriod } from "../local/extract-period";
import { foldText } from "@/lib/core/fold-text";
import { defineIntent } from "./define-intent";
import { VAT_DIRECTIONS, VAT_TO_SETTLE } from "./vat-return";

export type Metric = "revenue" | "expenses" | "result" | "vat" | "summary";

/** What a report question asks for (the card holds every figure of the period; the reply leads with this one). */
export function reportMetricOf(message: string): Metric {
  const text = foldText(wantedPart(message));
  if (/\biva\b|\bvat\b/.test(text)) return "vat";
  // What is left once the costs are taken off («ganhei, já descontando as despesas», «tirando os custos», «depois de
  // pagar as despesas», «after expenses»): the result, though the expenses are named.
  if (/\b(descont\w*|tirand\w*|deduzind\w*|abatend\w*|retirand\w*|subtraind\w*|sem contar|depois d[eoa]s?(\s+pagar)?|after|net of)\s+(\w+\s+){0,2}(despes|gast|custo|expens|cost)|\b(menos|minus|less)\s+(as|os|the)?\s*(despes|gastos|custos|expens|costs)/.test(text)) return "result";
  if (/lucr|prejuizo|resultado|ganh\w*\s+(?:em\s+|de\s+)?liquid|liquid\w*\s+(?:ganh|fic)|fiquei\s+(?:com\s+)?liquid|net\s+(?:profit|income|result)|margem|perd|no vermelho|profit|\bloss\b|\blos(t|ing)\b|break.?even/.test(text)) return "result";
  if (/despes|gast|custo|expens|spen|cost|\bcompr(as|ei|amos)\b|purchases|\bsaidas\b|outgoings/.test(text)) return "expenses";
  if (/receit|reseit|fatur|factur|invoic|volume de negoc|vend|ganh|revenue|sales|income|earn|made|did (we|i) make/.test(text)) return "revenue";
  return "summary";
}

export const report = defineIntent({
  name: "report",
  operation: getFinancialReport,
  card: "report",
  toDo: "ver os números das contas",
  help: { line: 3, example: "Quanto faturei no 1.º trimestre?", about: "receitas, despesas, resultado, IVA" },
  examples: ["Quanto faturei no 1.º trimestre?", "quais foram as despesas de maio?", "tivemos lucro este ano?", "how much VAT do we owe this quarter?"],
  phrases: [
    ["receita", 3], ["receitas", 3], ["faturei", 4], ["facturei", 4], ["faturamos", 4], ["faturacao", 3], ["volume de negocio", 4], ["vendas", 3], ["vendi", 3], ["ganhei", 3],
    ["despesa", 3], ["gastos", 3], ["gastei", 4], ["gastamos", 4], ["gastaste", 4], ["custos", 3], ["resultado", 3], ["lucro", 4], ["prejuizo", 4], ["margem", 3], ["relatorio", 3], ["contas do", 2],
    ["iva a pagar", 4], ["saldo de iva", 4], ["saldo do iva", 4], ["iva liquidado", 4], ["iva dedutivel", 3], ["iva apurado", 4], ["quanto iva", 4], ["iva do trimestre", 3], ["iva deste", 3],
    ["revenue", 4], ["sales", 3], ["expenses", 3], ["spent", 3], ["profit", 4], ["income", 3], ["how much vat", 4], ["vat to pay", 4], ["financial report", 4], ["earn", 3], ["made", 1], ["how much did we", 3], ["apuramento", 3],
    ["ganhamos", 3], ["perdemos", 3], ["perdi", 3], ["perder dinheiro", 4], ["a dar lucro", 4], ["no vermelho", 4], ["lost money", 4], ["making money", 4], ["did we make", 4], ["did i make", 4], ["numeros", 3], ["balanco do", 3], ["balanco de", 3], ["o balanco", 3],
    ["comprei", 3], ["compramos", 3], ["total de compras", 4], ["total das compras", 4], ["facturado", 3], ["faturado", 3], ["lucrei", 4], ["lucramos", 4],
  ],
  // Figures of the books beat the general tax rule when the question names an amount to compute; VAT
  // with a named period ("IVA de março", "VAT for Q2") is that period's VAT, unless it asks when to pay.
  // VAT to deliver or pay, or the return itself, is the VAT return's (vat-return.ts), so it is not boosted.
  adjust: (score, { text }) => {
    // VAT said in the future («vai dar a pagar», «will I have to pay») is what the return will come to: not this card.
    // So is which way it goes («IVA a pagar vs a recuperar»).
    if (VAT_TO_SETTLE.test(text) || (/\b(iva|vat)\b/.test(text) && VAT_DIRECTIONS.test(text))) return Math.max(0, score - 2);
    if (/\b(iva|vat)\b/.test(text) && /\b(entreg\w*|declarac\w*|dp|return|vou pagar|vou ter|tenho de pagar|tenho que pagar|will i pay|will we pay)\b/.test(text)) return undefined;
    // «compara as vendas deste ano com as do ano passado», «compare this year with last year»: two periods' figures
    // (not a comparison with the tax portal, efatura.ts).
    if (/\b(compar\w*|versus|vs)\b/.test(text) && /\b(ano|anos|mes|meses|trimestre|trimestres|year|years|month|quarter)\b/.test(text) && !/\b(e-?fatura|portal|financas)\b/.test(text)) return Math.max(score, 2) + 3;
    const vatOfPeriod = /\b(iva|vat)\b/.test(text) && extractPeriod(text, "2000-06-15") !== null /* any date: only whether a period is named matters */ && !/\b(quando|prazo|when|deadline|taxa|rate)\b/.test(text);
    const amount = score > 0 && /\b(quanto|quanta|how much|qual (foi|e) o|total)\b(?!\s+tempo)/.test(text);
    return vatOfPeriod || amount ? Math.max(score, 2) + (vatOfPeriod ? 2 : 0) + (amount ? 2 : 0) : undefined;
  },
  async respond({ context, message }) {
    const today = lisbonToday(context.now());
    const period = extractPeriod(message, today);
    const { period: figures } = await callOperation(getFinancialReport, context, {
      year: period?.year ?? Number(today.slice(0, 4)),
      ...(period?.quarter ? { quarter: period.quarter } : {}),
      ...(period?.month ? { month: period.month } : {}),
    });
    const metric = reportMetricOf(message);
    const balance = figures.vatBalanceCents > 0 ? " a pagar" : figures.vatBalanceCents < 0 ? " a recuperar" : "";
    const headline: Record<Metric, string> = {
      revenue: `Receitas líquidas (sem IVA) em ${figures.label}: ${figures.revenue}.`,
      expenses: `Despesas (sem IVA) em ${figures.label}: ${figures.expenses}.`,
      result: `Resultado em ${figures.label}: ${figures.result} (receitas ${figures.revenue} menos despesas ${figures.expenses}).`,
      vat: `IVA (${figures.label}): liquidado ${figures.vatCharged}, dedutível ${figures.vatDeductible}, saldo ${figures.vatBalance}${balance}.`,
      summary: `Em ${figures.label}: receitas ${figures.revenue}, despesas ${figures.expenses}, resultado ${figures.result}; saldo de IVA ${figures.vatBalance}.`,
    };
    return { reply: headline[metric], card: { type: "report", metric, period: figures } };
  },
});

import { askTaxExpert } from "@/lib/domains/tax/ask-tax-expert";
import { callOperation } from "../call-operation";
import { extractPeriod } from "../local/extract-period";
import { defineIntent } from "./define-intent";

/** Whether an expense is accepted as a cost for tax: «custo aceite», «aceites fiscalmente», «aceite em/para IRC», «gasto dedutível». */
const ACCEPTED_COST = /\b(custo|custos|gasto|gastos|despesa|despesas)\s+(fiscalmente\s+)?(aceite|aceites|dedutive\w*|fisca\w*)\b|\baceites?\s+(em|para|no|na|pelo|pela|fiscalmente|como)\b|\b(para efeitos|em termos)\s+(de\s+)?(irc|irs|fiscais)\b|\bdeductible (expense|cost)s?\b/;
/** A question of legal duty: «sou obrigado a», «é obrigatório», «a lei obriga», «am I required to», «is it mandatory». */
const LEGAL_DUTY = /\b(sou|somos|estou|estamos|e|sao|fico|ficamos)\s+obrigad[oa]s?\b|\be obrigatorio\b|\ba lei (obriga|exige)\b|\b(am i|are we) (required|obliged)\b|\bis it (mandatory|compulsory|required)\b|\bdoes the law require\b/;

// A question about the tax rules (not the company's figures): the tax expert answers, citing sources.
export const tax = defineIntent({
  name: "tax",
  operation: askTaxExpert,
  card: "tax_answer",
  toDo: "responder à pergunta fiscal",
  help: { line: 7, example: "Qual é a taxa de IVA da restauração?", about: "perguntas fiscais, com as fontes" },
  examples: ["Qual é a taxa de IVA da restauração?", "qual é a taxa de IVA dos livros?", "posso deduzir o IVA da viatura?", "what is the withholding rate for services?", "do I have to charge VAT on this service?", "os almoços com clientes são dedutíveis?"],
  phrases: [
    ["taxa de iva", 5], ["taxa do iva", 5], ["taxa reduzida", 5], ["taxa intermedia", 5], ["isencao", 4], ["isento", 3], ["artigo", 3], ["art", 1], ["posso deduzir", 5], ["dedutivel", 4], ["tem iva", 4], ["leva iva", 4], ["levam iva", 4], ["isenta de iva", 5], ["isento de iva", 5], ["cobrar iva", 4], ["cobro iva", 4], ["gasoleo", 3], ["gasolina", 3], ["combustivel", 3], ["deduzir", 3],
    ["retencao", 4], ["retenho", 4], ["reter irs", 6], ["reter na fonte", 6], ["retencao na fonte", 5], ["subsidio de refeicao", 5], ["subsidio", 3], ["ajudas de custo", 5], ["quilometros", 4], ["km", 2], ["taxa de irc", 5], ["irc", 3], ["irs", 2],
    ["seguranca social", 3], ["tsu", 4], ["atcud", 4], ["qr code", 3], ["codigo qr", 3], ["regime", 2], ["limite", 2], ["e obrigatorio", 3], ["sou obrigado", 3], ["tenho de emitir", 3], ["quanto tempo", 2],
    ["como funciona", 2], ["o que e", 2], ["what is the", 2], ["vat rate", 5], ["exempt", 4], ["withholding", 5], ["withhold", 5], ["do i need to", 2], ["do i have to", 2], ["am i required", 3], ["is it mandatory", 3], ["am i allowed", 3], ["deductible", 4], ["meal allowance", 5], ["mileage", 5], ["corporate tax", 4], ["charge vat", 5], ["cobrar o iva", 4],
    ["taxa", 2], ["lei", 2], ["codigo do iva", 4], ["civa", 4], ["despesas dedutiveis", 5], ["viatura", 3], ["trabalhadores", 2], ["trabalhador", 2], ["empregado", 2], ["restauracao", 3], ["prazo para emitir", 4],
    ["nota de credito", 5], ["corrigir uma fatura", 5], ["iva de caixa", 5], ["autoliquidacao", 5], ["derrama", 5], ["tributacao autonoma", 5], ["pagamentos por conta", 3],
    ["posso abater", 5],
    // How long documents must be kept (a rule of law, not a figure).
    ["guardar", 3], ["conservar", 3], ["arquivar", 3], ["arquivo", 2], ["keep", 2], ["how long", 3],
    ["como despesa", 4], ["regime simplificado", 5], ["contabilidade organizada", 4], ["compensa", 2], ["exportacao", 3], ["exportacoes", 3], ["exports", 3], ["vat on", 3], ["iva nas", 2], ["iva na", 2],
    // Charging VAT said in the first person («levo iva?», «aplico iva?»).
    ["levo iva", 4], ["levar iva", 4], ["aplico iva", 4], ["aplicar iva", 4], ["ponho iva", 4], ["meto iva", 4], ["como custo", 4], ["posso meter", 4], ["posso por", 3], ["posso incluir", 3], ["posso lancar", 3], ["anular uma fatura", 5], ["apagar uma fatura", 5], ["posso anular", 5], ["posso apagar", 5], ["abater", 3], ["conta como despesa", 4], ["aceite fiscalmente", 5], ["custo fiscal", 4],
  ],
  // «iva dos ginásios», «IVA da eletricidade»: VAT of a kind of good or service, with no period nor figure asked, is its rate.
  adjust: (score, { text }) => {
    // «tenho de passar fatura por serviços de 5 €?», «do I have to issue an invoice…»: what the law requires.
    if (/^\s*(tenho (de|que)|e (preciso|obrigatorio)|sou obrigad[oa]|devo|do i (need|have) to|must i)\s+(\w+\s+){0,2}(passar|emitir|fazer|issue|ter)\s+(\w+\s+)?(fatura|factura|recibo|invoice)/.test(text)) return score + 5;
    // Whether something counts as a cost for tax («são custo aceite em IRC?», «conta como gasto fiscal?», «é aceite
    // para efeitos de IRC?», «is it a deductible expense?»): a rule, whatever figures its words point to.
    if (ACCEPTED_COST.test(text) && !/\b(quanto|quanta|how much|total)\b/.test(text)) return score + 5;
    // A question of what the law requires («sou obrigado a ter programa certificado?», «é obrigatório ter
    // contabilista?», «am I required to…») with no period nor figure asked is a rule, not the books' figures.
    if (LEGAL_DUTY.test(text) && extractPeriod(text, "2000-06-15") === null && !/\b(quanto|quanta|quando|prazo|how much|when|deadline)\b/.test(text)) return score + 5;
    // A VAT rate named as a percentage («o café paga IVA a 13%?», «levam 23% de IVA?», «is it at 6% VAT?») with no
    // period nor figure asked: whether that rate applies is a rule.
    if (/\b(iva|vat)\s+(a|de|at|of)?\s*\d{1,2}\s*%|\b\d{1,2}\s*%\s*(de\s+)?(iva|vat)\b/.test(text) && extractPeriod(text, "2000-06-15") === null && !/\b(quanto|quanta|how much|total)\b/.test(text)) return score + 5;
    // A threshold of the law («a partir de quanto faturado tenho de cobrar IVA?», «até quanto posso faturar sem IVA?»).
    if (/\b(a partir de quanto|ate quanto|from what amount|above what amount|up to what amount)\b/.test(text) && extractPeriod(text, "2000-06-15") === null) return score + 6;
    const kind = /\b(iva|vat)\s+(d[oa]s?|n[oa]s?|on|for)\s+(?!(compras|vendas|faturas|despesas|clientes|fornecedores|mes|ano|trimestre|periodo|empresa|declaracao)\b)\w{4,}/.test(text);
    if (!kind || extractPeriod(text, "2000-06-15") !== null /* any date: only whether a period is named matters */) return undefined;
    return /\b(quanto|quanta|how much|pagar|entregar|pago|paguei|liquidado|dedutivel|apurado|saldo|total)\b/.test(text) ? undefined : score + 4;
  },
  async respond({ context, message }) {
    const answer = await callOperation(askTaxExpert, context, { question: message.slice(0, 2000).padEnd(3, "?") });
    return { reply: answer.resposta, card: { type: "tax_answer", answer } };
  },
});

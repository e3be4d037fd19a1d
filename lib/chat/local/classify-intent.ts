import { extractAmounts } from "./extract-amounts";
import { foldText, hasPhrase, words } from "./fold-text";

// Which capability a message asks for. Each intent has phrases (word stems, typo-tolerant) with
// weights; the highest total wins. Writing an invoice needs an explicit verb, so that asking about
// invoices never drafts one.

export const INTENTS = [
  "briefing", "obligations", "report", "receivables", "invoices", "clients", "bank", "efatura", "gaps", "tax", "issue_invoice", "help",
] as const;
export type Intent = (typeof INTENTS)[number];

type Rules = [phrase: string, weight: number][];

const RULES: Record<Exclude<Intent, "issue_invoice">, Rules> = {
  help: [["ajuda", 4], ["o que sabes fazer", 6], ["o que podes fazer", 6], ["o que consegues fazer", 6], ["help", 4], ["what can you do", 6], ["como te uso", 5]],
  briefing: [
    ["resumo", 3], ["ponto de situacao", 4], ["ponto da situacao", 4], ["como esta a empresa", 4], ["como estamos", 3], ["como vai a empresa", 4], ["como vao", 2],
    ["visao geral", 4], ["briefing", 4], ["overview", 4], ["summary", 3], ["how are we doing", 4], ["how is the company", 4], ["situacao", 2], ["panorama", 3], ["estado da empresa", 4], ["dashboard", 3],
  ],
  obligations: [
    ["obrigacoes", 4], ["obrigacao", 4], ["prazo", 3], ["prazos", 3], ["calendario", 3], ["proximos pagamentos", 3], ["o que tenho de pagar", 3], ["o que tenho que pagar", 3],
    ["o que tenho de entregar", 4], ["tenho para pagar", 3], ["pagar ao estado", 4], ["pagar as financas", 4], ["quando tenho de", 2], ["quando pago", 3], ["quando e que pago", 3], ["quando entrego", 3], ["data limite", 3], ["deadline", 4], ["due", 2],
    ["obligation", 4], ["tax calendar", 4], ["what do i owe", 2], ["what is due", 3], ["agenda fiscal", 4], ["vence", 1],
  ],
  report: [
    ["receita", 3], ["receitas", 3], ["faturei", 4], ["facturei", 4], ["faturamos", 4], ["faturacao", 3], ["volume de negocio", 4], ["vendas", 3], ["vendi", 3], ["ganhei", 3],
    ["despesa", 3], ["gastos", 3], ["gastei", 4], ["gastamos", 4], ["gastaste", 4], ["custos", 3], ["resultado", 3], ["lucro", 4], ["prejuizo", 4], ["margem", 2], ["relatorio", 3], ["contas do", 2],
    ["iva a pagar", 4], ["saldo de iva", 4], ["saldo do iva", 4], ["iva liquidado", 4], ["iva dedutivel", 3], ["iva apurado", 4], ["quanto iva", 4], ["iva do trimestre", 3], ["iva deste", 3],
    ["revenue", 4], ["sales", 3], ["expenses", 3], ["spent", 3], ["profit", 4], ["income", 3], ["how much vat", 4], ["vat to pay", 4], ["financial report", 4], ["earn", 3], ["made", 1],
  ],
  receivables: [
    ["por receber", 4], ["por cobrar", 4], ["a receber", 3], ["quem me deve", 5], ["quem nos deve", 5], ["em atraso", 4], ["vencidas", 4], ["vencida", 4], ["nao pagas", 4], ["nao pagaram", 4],
    ["por pagar", 2], ["em aberto", 3], ["ainda nao pagaram", 5], ["nao pagou", 4], ["dividas de clientes", 4], ["overdue", 5], ["unpaid", 5], ["receivable", 5], ["who owes", 5], ["outstanding", 4], ["atrasad", 3],
  ],
  invoices: [
    ["fatura", 3], ["factura", 3], ["ultimas faturas", 4], ["faturas emitidas", 4], ["invoice", 3], ["recent invoices", 4], ["emiti", 2],
  ],
  clients: [
    ["cliente", 3], ["client", 3], ["customer", 3], ["nif do", 2], ["nif da", 2], ["contacto", 2], ["email", 3], ["morada", 3], ["telefone", 2], ["dados da", 1], ["dados do", 1],
  ],
  bank: [
    ["banco", 4], ["bancario", 4], ["bancaria", 4], ["conta bancaria", 4], ["extrato", 4], ["saldo bancario", 5], ["saldo da conta", 5], ["reconciliacao", 5], ["conciliacao", 5], ["conciliar", 4],
    ["movimentos", 3], ["sugestoes", 3], ["bank", 4], ["reconcil", 5], ["statement", 3], ["iban", 3], ["saldo", 1],
  ],
  efatura: [
    ["e fatura", 5], ["efatura", 5], ["e factura", 5], ["portal das financas", 4], ["financas", 2], ["faturas da at", 4], ["compras comunicadas", 4], ["comunicadas a at", 3], ["e invoice", 4], ["tax authority", 3],
  ],
  gaps: [
    ["lacunas", 5], ["lacuna", 5], ["o que falta", 4], ["o que esta em falta", 5], ["em falta", 3], ["pendentes", 3], ["pendente", 3], ["pendencias", 4], ["por tratar", 4], ["problemas", 2],
    ["compliance", 5], ["gaps", 5], ["missing", 4], ["to do", 2], ["todo", 2], ["o que tenho de fazer", 3], ["esta tudo em ordem", 4], ["tudo em dia", 4], ["tenho tudo", 2], ["sem documento", 3],
  ],
  tax: [
    ["taxa de iva", 5], ["taxa do iva", 5], ["taxa reduzida", 5], ["taxa intermedia", 5], ["isencao", 4], ["isento", 3], ["artigo", 3], ["art", 1], ["posso deduzir", 5], ["dedutivel", 2], ["deduzir", 3],
    ["retencao", 4], ["retencao na fonte", 5], ["subsidio de refeicao", 5], ["subsidio", 3], ["ajudas de custo", 5], ["quilometros", 4], ["km", 2], ["taxa de irc", 5], ["irc", 3], ["irs", 2],
    ["seguranca social", 3], ["tsu", 4], ["atcud", 4], ["qr code", 3], ["codigo qr", 3], ["regime", 2], ["limite", 2], ["e obrigatorio", 3], ["sou obrigado", 3], ["tenho de emitir", 3], ["quanto tempo", 2],
    ["como funciona", 2], ["o que e", 2], ["what is the", 2], ["vat rate", 5], ["exempt", 4], ["withholding", 5], ["deductible", 4], ["meal allowance", 5], ["mileage", 5], ["corporate tax", 4],
    ["taxa", 2], ["lei", 2], ["codigo do iva", 4], ["civa", 4], ["despesas dedutiveis", 5], ["viatura", 3], ["trabalhadores", 2], ["trabalhador", 2], ["empregado", 2], ["restauracao", 3], ["prazo para emitir", 4],
  ],
};

const ISSUE_VERBS = ["emite", "emitir", "emita", "faz uma fatura", "faz fatura", "faca uma fatura", "fazer uma fatura", "cria uma fatura", "cria fatura", "criar fatura", "criar uma fatura", "passa uma fatura", "passar fatura", "passa fatura", "factura a", "fatura a", "fatura ao", "fatura para", "issue", "create an invoice", "bill", "invoice to", "new invoice", "nova fatura"];

export interface Classification {
  intent: Intent;
  scores: Partial<Record<Intent, number>>;
}

function score(messageWords: string[], rules: Rules): number {
  let total = 0;
  for (const [phrase, weight] of rules) if (hasPhrase(messageWords, phrase)) total += weight;
  return total;
}

export function classifyIntent(message: string): Classification {
  const messageWords = words(message);
  const text = foldText(message);
  const asksToIssue = ISSUE_VERBS.some((verb) => hasPhrase(messageWords, verb)) && /fatur|factur|invoice|\bbill\b|\bfr\b|\bft\b/.test(text);
  if (asksToIssue && extractAmounts(message).length > 0) return { intent: "issue_invoice", scores: { issue_invoice: 10 } };
  if (asksToIssue && /\b(emite|emitir|emita|cria|criar|faz|fazer|passa|issue|create)\b/.test(text) && !/\?\s*$/.test(message.trim())) {
    return { intent: "issue_invoice", scores: { issue_invoice: 6 } };
  }

  const scores: Partial<Record<Intent, number>> = {};
  for (const [intent, rules] of Object.entries(RULES) as [keyof typeof RULES, Rules][]) {
    const value = score(messageWords, rules);
    if (value > 0) scores[intent] = value;
  }
  // Figures of the books beat the general tax rule when the question names an amount to compute.
  if ((scores.report ?? 0) > 0 && /\b(quanto|quanta|how much|qual (foi|e) o|total)\b/.test(text)) scores.report! += 2;
  // "quando pago o IVA" is a deadline, not the VAT figure.
  if ((scores.obligations ?? 0) > 0 && /\bquando\b|\bwhen\b|\bproxim|\bnext\b/.test(text)) scores.obligations! += 2;
  // Invoices asked for by status are receivables.
  if ((scores.receivables ?? 0) > 0) scores.invoices = Math.max(0, (scores.invoices ?? 0) - 2);

  const ranked = (Object.entries(scores) as [Intent, number][]).sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best || best[1] < 3) return { intent: "help", scores };
  return { intent: best[0], scores };
}

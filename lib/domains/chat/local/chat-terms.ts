import snowball from "snowball-stemmers";
import { foldText } from "@/lib/core/fold-text";

// How the assistant turns a message into search terms for intent retrieval (intent-index.ts): lower
// case without accents, greetings and stop words dropped, the words owners use put into the words of
// the intents' examples (synonyms, abbreviations, English), and each word reduced to its stem by the
// Snowball Portuguese stemmer ("faturas", "faturei" → "fatur"). Typos are forgiven by the index's
// fuzzy matching. Kept apart from the tax expert's terms (lib/domains/tax), which another engine owns.

const stemmer = snowball.newStemmer("portuguese");

// Snowball's Portuguese stop list, less the words that tell intents apart: question words (quanto,
// quem, quando, onde, como), negation (nao: "não pagou") and "falta"/"tenho"-like verbs of need.
const STOP_WORDS = new Set(
  (
    "a o as os um uma uns umas de da do das dos em no na nos nas num numa por pelo pela pelos pelas para pra p com sem e ou mas que se ja " +
    "eu tu ele ela nos vos eles elas me te lhe lhes mim ti si meu minha meus minhas teu tua seu sua seus suas nosso nossa nossos nossas " +
    "isto isso aquilo este esta estes estas esse essa esses essas aquele aquela ao aos a as la lo mais muito muita pouco bem so tambem " +
    "tudo ser sou e era foi sao estar esta estou ha haver ter tem tenho temos tinha tive vai vou fica ficar algum alguma alguns algumas " +
    "favor pf pfv pff obrigado obrigada ola oi bom boa dia tarde noite hello hi hey please thanks " +
    "the a an of to in on for my our is are do does did i we you it me at be can could would should this that with " +
    // What an English contraction leaves once the apostrophe splits it («how's», «company's», «don't», «we're»).
    "s t re ve ll d m"
  ).split(" "),
);

/**
 * Abbreviations owners type, spelled out (after folding): read by the phrases and the intents' rules
 * (spelledOut) as well as by retrieval, so «td bem com as contas?» holds «tudo bem com».
 */
const ABBREVIATIONS: Record<string, string> = {
  qto: "quanto", qt: "quanto", qnt: "quanto", qts: "quantos", qtas: "quantas", q: "que", tb: "tambem", tmb: "tambem", n: "nao", td: "tudo", tds: "todos",
  ta: "esta", tao: "estao", tou: "estou", qdo: "quando", qd: "quando", qnd: "quando", qndo: "quando", dps: "depois", pq: "porque", mt: "muito", msm: "mesmo", vc: "voce",
  fts: "faturas", ctas: "contas", cts: "contas", docs: "documentos", doc: "documento", info: "informacao", seg: "seguranca", pls: "please", plz: "please", thx: "thanks",
};

/**
 * A pronoun joined to its verb after a hyphen («faltam-me documentos», «deve-me», «mostra-nos») put before it, as the
 * phrases are written («me faltam documentos», «me deve»), so the verb meets its object again.
 */
const ENCLITIC = /\b(\p{Letter}+)-(me|te|nos|vos|lhe|lhes)\b/gu;

/** The folded text with owners' abbreviations spelled out, word by word, and enclitic pronouns put before their verb. */
export function spelledOut(text: string): string {
  return foldText(text)
    .replace(ENCLITIC, "$2 $1")
    .replace(/[\p{Letter}\p{Number}]+/gu, (word) => ABBREVIATIONS[word] ?? word);
}

/** Words owners use, put into the words the intents' examples use (after folding and spelling out). */
const SYNONYMS: Record<string, string> = {
  factura: "fatura", facturas: "faturas", facturei: "faturei", facturacao: "faturacao",
  guito: "dinheiro", massa: "dinheiro", caloteiros: "devedores", caloteiro: "devedor",
  falhas: "problemas", falha: "problema", lacunas: "problemas", lacuna: "problema", pendencias: "pendentes", pendencia: "pendente", erros: "problemas", erro: "problema", irregularidades: "problemas", anomalias: "problemas",
  alertas: "problemas", alerta: "problema", alerts: "problemas", alert: "problema", warnings: "problemas", warning: "problema",
  breve: "proximo", brevemente: "proximo", charge: "cobrar", deduct: "deduzir", rate: "taxa",
  vao: "vai", anda: "vai", andam: "vai", correr: "vai",
  estado: "financas", at: "financas", fisco: "financas",
  declaracao: "declaracao", dp: "declaracao",
  // English
  invoice: "fatura", invoices: "faturas", bill: "fatura", overdue: "vencidas", unpaid: "pagas", late: "atraso",
  revenue: "receitas", sales: "vendas", income: "receitas", expenses: "despesas", costs: "custos", spent: "gastei", profit: "lucro", loss: "prejuizo",
  bank: "banco", balance: "saldo", statement: "extrato", transactions: "movimentos", reconcile: "conciliar", reconciliation: "conciliacao",
  customer: "cliente", customers: "clientes", client: "cliente", clients: "clientes", owe: "deve", owes: "deve", address: "morada",
  vat: "iva", tax: "imposto", taxes: "impostos", due: "prazo", deadline: "prazo", deadlines: "prazos", upcoming: "proximos",
  overview: "resumo", summary: "resumo", overall: "geral", business: "negocio", company: "empresa", status: "situacao",
  missing: "falta", problems: "problemas", issues: "problemas", wrong: "errado", books: "contabilidade", accounts: "contas",
  receipts: "recibos", purchases: "compras", purchase: "compra", supplier: "fornecedor", suppliers: "fornecedores", portal: "portal", review: "rever", documents: "documentos", return: "declaracao", quarter: "trimestre", month: "mes", year: "ano",
  pay: "pagar", paid: "pago", report: "relatorio", help: "ajuda", what: "que", how: "como", much: "quanto", when: "quando", who: "quem",
};

// Plurals reduced before stemming, so folded "-ções" and "-ção" (and "erros"/"erro") meet.
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("coes")) return `${word.slice(0, -4)}cao`;
  if (word.length > 4 && word.endsWith("oes")) return `${word.slice(0, -3)}ao`;
  if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The search term of one word (folded), or null for a stop word. */
export function chatTerm(word: string): string | null {
  const folded = foldText(word);
  const spelled = ABBREVIATIONS[folded] ?? folded;
  const synonym = SYNONYMS[spelled] ?? spelled;
  if (STOP_WORDS.has(synonym) || synonym.length === 0) return null;
  if (/^\d+$/.test(synonym)) return null;
  return stemmer.stem(singular(synonym));
}

/** The search terms of a text, in order. */
export function chatTerms(text: string): string[] {
  return (foldText(text).match(/[\p{Letter}\p{Number}]+/gu) ?? []).map(chatTerm).filter((term): term is string => term !== null);
}

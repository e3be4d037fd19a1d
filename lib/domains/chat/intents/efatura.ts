import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { defineIntent } from "./define-intent";

/** The e-Fatura portal named: hyphenated, in one word, or after an article or preposition («no e fatura»). */
const NAMES_THE_PORTAL = /e-fa(c)?tura|\befa(c)?tura|\b(o|no|do|ao|pelo|via|portal|the|on|in)\s+e\s+fa(c)?tura\b/;
/** «recibos e faturas», «talões e faturas»: «e» joining two kinds of document, not the portal. */
const AND_INVOICES = /\b\p{L}{2,}s\s+e\s+fa(c)?turas?\b|\b\p{L}+\s+e\s+fa(c)?turas\b/u;

/** Whether «e fatura» in the message is only the conjunction before «faturas» («recibos e faturas dos fornecedores»). */
function invoicesJoinedNotPortal(text: string): boolean {
  return AND_INVOICES.test(text) && !NAMES_THE_PORTAL.test(text);
}

// The purchases the tax authority's e-Fatura shows, unregistered ones first.
export const efatura = defineIntent({
  name: "efatura",
  operation: getEfaturaMovements,
  card: "efatura",
  toDo: "ver o e-Fatura",
  help: { line: 6, example: "diferenças com o e-Fatura" },
  examples: ["diferenças com o e-Fatura", "que compras foram comunicadas à AT?", "o que mostra o portal das finanças?", "e-invoice movements"],
  phrases: [
    ["e fatura", 5], ["efatura", 5], ["e factura", 5], ["portal das financas", 4], ["financas", 2], ["faturas da at", 4], ["compras comunicadas", 4], ["comunicadas a at", 3], ["e invoice", 4], ["tax authority", 3], ["tax portal", 4], ["government portal", 4], ["finance portal", 4], ["portal", 3],
  ],
  // «compras que a AT tem e eu não», «faturas de fornecedores nas finanças»: purchases as the tax authority sees them.
  // «recibos e faturas dos fornecedores»: the phrase «e fatura» and its retrieval document were the conjunction.
  adjust: (score, { text }) => {
    if (invoicesJoinedNotPortal(text)) return Math.max(0, score - 9);
    return score > 0 && /\b(at|financas|fisco|autoridade tributaria)\b/.test(text) && /\b(compra|despes|fornecedor|supplier|purchase)/.test(text) ? score + 3 : undefined;
  },
  async respond({ context }) {
    const { movimentos } = await callOperation(getEfaturaMovements, context, {});
    const missing = movimentos.filter((movement) => !movement.registadoNoServico);
    const reply =
      missing.length === 0
        ? `As ${movimentos.length} compras que o e-Fatura mostra estão todas registadas. 👍`
        : `O e-Fatura mostra ${movimentos.length} compras; ${missing.length} não estão registadas aqui:\n${bulletList(missing.slice(0, 5).map((movement) => `${movement.fornecedor} — ${movement.documentNumber}, ${movement.date}, ${movement.total}`))}\nEnvie esses documentos (Documentos) para deduzir o IVA.`;
    return {
      reply,
      card: { type: "efatura", registered: movimentos.length - missing.length, unregistered: missing.length, movimentos: [...missing, ...movimentos.filter((movement) => movement.registadoNoServico)] },
    };
  },
});

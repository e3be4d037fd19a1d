import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { defineIntent } from "./define-intent";

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
  adjust: (score, { text }) => (score > 0 && /\b(at|financas|fisco|autoridade tributaria)\b/.test(text) && /\b(compra|despes|fornecedor|supplier|purchase)/.test(text) ? score + 3 : undefined),
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

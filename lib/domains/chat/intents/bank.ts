import { getBankOverview } from "@/lib/domains/bank/bank-overview";
import { callOperation } from "../call-operation";
import { defineIntent } from "./define-intent";
import { WITHOUT_COUNTERPART } from "./gaps";

export const bank = defineIntent({
  name: "bank",
  operation: getBankOverview,
  card: "bank",
  toDo: "ver o banco",
  help: { line: 6, example: "Há movimentos por conciliar?" },
  examples: ["Há movimentos por conciliar?", "qual é o saldo bancário?", "mostra o extrato", "bank reconciliation"],
  phrases: [
    ["banco", 4], ["bancario", 4], ["bancaria", 4], ["conta bancaria", 4], ["extrato", 4], ["saldo bancario", 5], ["saldo da conta", 5], ["reconciliacao", 5], ["conciliacao", 5], ["conciliar", 4],
    ["movimentos", 3], ["sugestoes", 3], ["bank", 4], ["reconcil", 5], ["statement", 3], ["iban", 3], ["saldo", 1], ["dinheiro tenho", 5], ["how much money", 3], ["money do i have", 4], ["money in the bank", 5],
    ["por classificar", 4], ["classificar", 3], ["categorizar", 4], ["transacoes", 3], ["transac", 2], ["por identificar", 3], ["associar", 2], ["transactions", 4], ["unreconciled", 5], ["tesouraria", 4], ["transferencias", 3], ["por associar", 4], ["liquidez", 4], ["cash in the bank", 4], ["dinheiro ha", 4], ["dinheiro tem", 4], ["na conta", 3], ["conta a ordem", 4],
  ],
  // «despesas sem movimento bancário»: the bank words name what is missing, a gap (gaps.ts), not the bank's view.
  adjust: (score, { text }) => (score > 0 && WITHOUT_COUNTERPART.test(text) ? score / 2 : undefined),
  async respond({ context }) {
    const data = await callOperation(getBankOverview, context, {});
    const counts = data.counts;
    const reply =
      `${data.banco} (${data.iban}): saldo ${data.saldo}. ${counts.matched} movimentos conciliados, ${counts.suggested} sugestões por confirmar, ${counts.unmatched} por conciliar e ${counts.ignored} ignorados.` +
      (counts.suggested > 0 ? " Posso mostrar as sugestões na página Banco para as aceitar." : "");
    return { reply, card: { type: "bank", bank: data } };
  },
});

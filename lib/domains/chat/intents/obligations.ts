import { getFiscalCalendar } from "@/lib/domains/calendar/get-fiscal-calendar";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { defineIntent } from "./define-intent";
import { VAT_TO_SETTLE } from "./vat-return";

/** The tax authority (or Social Security) said to be going to charge, take or ask for money. */
const AUTHORITY_TO_CHARGE =
  /\b(at|financas|fisco|estado|seguranca social|ss|tax office|tax authority|taxman)\s+(\w+\s+){0,2}(vai|vao|ira|irao|vem|vai me|vem me|will|is going to|going to)\s+(\w+\s+){0,1}(cobrar|levar|pedir|buscar|tirar|exigir|charge|take|ask|bill)\b|\b(will|is)\s+(the\s+)?(tax office|tax authority|taxman|government)\s+(going to\s+)?(charge|take|ask|bill)\b/;

export const obligations = defineIntent({
  name: "obligations",
  operation: getFiscalCalendar,
  card: "obligations",
  toDo: "ver as obrigações fiscais",
  help: { line: 2, example: "Quais são as próximas obrigações?", about: "prazos fiscais e valores" },
  examples: ["Quais são as próximas obrigações?", "quando pago o IVA?", "qual a data limite da declaração?", "tax calendar"],
  phrases: [
    ["obrigacoes", 4], ["obrigacao", 4], ["prazo", 3], ["prazos", 3], ["calendario", 3], ["proximos pagamentos", 3], ["o que tenho de pagar", 3], ["o que tenho que pagar", 3],
    ["o que tenho de entregar", 4], ["tenho para pagar", 3], ["pagar ao estado", 4], ["pagar as financas", 4], ["quando tenho de", 2], ["quando pago", 3], ["quando e que pago", 3], ["quando entrego", 3], ["data limite", 3], ["deadline", 4], ["due", 2],
    ["obligation", 4], ["tax calendar", 4], ["what do i owe", 2], ["what is due", 3], ["what s due", 3], ["anything due", 4], ["have to pay", 2], ["need to pay", 2], ["have to file", 4], ["need to file", 4], ["have to submit", 4],
    // Time left before a deadline.
    ["quanto tempo falta", 5], ["quanto tempo tenho ate", 5], ["quantos dias faltam", 5], ["faltam quantos dias", 5], ["how long until", 5], ["how long do i have", 4], ["how many days", 4],
    ["pagar ao fisco", 4], ["pagar a seguranca social", 4], ["coming up", 4], ["submeter", 3], ["entregar ate", 3], ["tenho a pagar", 3], ["alguma coisa a pagar", 3], ["entregas", 3], ["tenho entregas", 4], ["agenda fiscal", 4], ["vence", 1],
    ["proximo prazo", 5], ["proxima obrigacao", 5], ["proximo pagamento", 4], ["proximo imposto", 4], ["o que vence", 4], ["upcoming", 4], ["datas fiscais", 4], ["proximas datas", 4], ["taxes", 2], ["to pay", 2], ["proxima entrega", 4], ["vence a seguir", 4], ["quando vence", 4], ["a seguir", 2], ["next deadline", 5], ["tax payment", 3], ["next payment", 4], ["entrega as financas", 4], ["entregas as financas", 4], ["entregar as financas", 4], ["datas importantes", 4], ["que datas", 3], ["key dates", 4], ["datas a cumprir", 4], ["compromissos fiscais", 4],
  ],
  // "quando pago o IVA" is a deadline, not the VAT figure; "fora do prazo" says something is late, which names no
  // deadline to meet (the «prazo» phrase's points are taken back).
  adjust: (score, { text }) => {
    // The tax authority or Social Security as who will charge or take something («a AT vai-me cobrar alguma coisa?», «o
    // fisco vem buscar algum dinheiro este mês?», «will the tax office charge me anything soon?»): what falls due next,
    // unless it asks how much VAT (the VAT return's).
    if (AUTHORITY_TO_CHARGE.test(text) && !(VAT_TO_SETTLE.test(text) && /\b(quanto|quanta|how much)\b/.test(text))) return score + 5;
    if (score <= 0) return undefined;
    const late = /\bfora do prazo\b|\bprazo (ultrapassad|expirad|passad)|\bpass(ou|aram) o prazo\b/.test(text) ? 3 : 0;
    // How much VAT there will be to pay, with no date asked, is the VAT return's figure.
    if (VAT_TO_SETTLE.test(text) && /\b(quanto|quanta|how much)\b/.test(text) && !/\b(quando|when|prazo|deadline|data)\b/.test(text)) return Math.max(0, score - 3);
    return Math.max(0, score - late) + (/\bquando\b|\bwhen\b|\bproxim|\bnext\b/.test(text) ? 2 : 0);
  },
  async respond({ context }) {
    const data = await callOperation(getFiscalCalendar, context, {});
    const open = data.obligations.filter((obligation) => !obligation.done);
    const reply =
      open.length === 0
        ? "Não há obrigações por cumprir nos próximos 120 dias."
        : `Próximas obrigações (${data.vatRegime === "isento" ? "regime de isenção de IVA" : `IVA ${data.vatRegime}`}):\n` +
          bulletList(open.slice(0, 5).map((obligation) => `${obligation.title}: até ${obligation.dueDate} (faltam ${obligation.daysLeft} dias)${obligation.estimatedAmount ? ` — estimativa ${obligation.estimatedAmount}` : ""}`));
    return { reply, card: { type: "obligations", vatRegime: data.vatRegime, obligations: data.obligations } };
  },
});

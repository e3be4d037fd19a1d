import type { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { refusalText } from "@/lib/core/refusal-text";
import { formatEuros } from "@/lib/core/money";
import type { OperationContext } from "@/lib/kernel/operation";
import type { ReportPeriod } from "@/lib/domains/reports/report-period";
import { getVatReturn } from "@/lib/domains/vat-return/get-vat-return";
import { pagePeriodQuery } from "@/lib/domains/vat-return/period-input";
import { callOperation } from "../call-operation";
import type { ChatCardOf } from "../chat-card";
import { bulletList } from "../local/bullet-list";
import { extractPeriod } from "../local/extract-period";
import { defineIntent } from "./define-intent";

// "quanto IVA vou entregar este trimestre?": the periodic VAT return of the period (issue #32),
// through get_vat_return — the same figure REST, MCP, the calendar and the return's page show — with
// its main fields and a link to the return's page (Calendário › IVA).

/** The fields the card shows: the totals, and every other field the books filled or cannot know. */
const TOTALS = new Set([90, 91, 93, 94]);

type Return = z.output<typeof getVatReturn.output>;

function periodOf(message: string, today: string): { year?: number; quarter?: number; month?: number } {
  const period: ReportPeriod | null = extractPeriod(message, today);
  if (!period) return {};
  if (period.month) return { year: period.year, month: period.month };
  if (period.quarter) return { year: period.year, quarter: period.quarter };
  return { year: period.year };
}

async function vatReturnOf(context: OperationContext, message: string): Promise<{ data: Return; note: string | null } | { refused: string }> {
  const asked = periodOf(message, lisbonToday(context.now()));
  try {
    return { data: await callOperation(getVatReturn, context, asked), note: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "validation_error") throw error;
    // A company exempt under art. 53.º files no return; a period of the other regime (a quarter for a
    // monthly filer, a month for a quarterly one) is answered with the regime's current period.
    if (asked.quarter === undefined && asked.month === undefined) return { refused: refusalText(error) };
    const current = await callOperation(getVatReturn, context, {}).catch((again: unknown) => {
      if (again instanceof ApiError && again.code === "validation_error") return null;
      throw again;
    });
    return current ? { data: current, note: `${refusalText(error).split(":")[0]}: mostro o período em curso.` } : { refused: refusalText(error) };
  }
}

export function vatReturnCard(data: Return): ChatCardOf<"vat_return"> {
  const campos = data.fields
    .filter((field) => TOTALS.has(field.field) || !field.known || (field.amountCents ?? 0) !== 0)
    .map((field) => ({ field: field.field, label: field.label, known: field.known, amountCents: field.amountCents, amount: field.amount }));
  const blocking = data.readiness.filter((check) => check.count > 0).map((check) => ({ label: check.label, count: check.count, webPath: check.webPath }));
  return {
    type: "vat_return",
    period: data.period,
    vatRegime: data.vatRegime,
    resultCents: data.resultCents,
    result: data.result,
    complete: data.complete,
    fields: campos,
    unresolved: blocking,
    webPath: `/calendario/iva?${pagePeriodQuery(data.period)}`,
  };
}

/**
 * VAT the owner is going to pay, hand over or get back («quanto é que o estado me vai levar de iva», «o iva deste
 * trimestre vai dar a pagar ou a recuperar?», «vou ter iva a receber?», «how much VAT will I have to pay»): what
 * the return comes to, not the report's VAT of a period.
 */
export const VAT_TO_SETTLE =
  /^(?=.*\b(iva|vat)\b).*\b(vou|vamos|vai|vais|vao|irei|iremos|ira|irao|will|going to)\s+(\w+\s+){0,3}(pagar|entregar|levar|cobrar|dar|receber|recuperar|reaver|devolver|reembolsar|pay|owe|hand|get|reclaim|charge|refund|give)\b|\b(vou|vamos|will (i|we))\s+(\w+\s+){0,3}(iva|vat)\s+(a|to)\s+(pagar|entregar|receber|recuperar|pay|get back|reclaim)\b/;

/**
 * The two ways a return can go set side by side («IVA a pagar vs IVA a recuperar», «a pagar versus a receber», «VAT to pay
 * vs to reclaim»): which way the period's return goes, not two periods compared (the report's «vs»).
 */
export const VAT_DIRECTIONS = /\b(a|to)\s+pa(gar|y)\s+(\w+\s+){0,1}(ou|vs|versus|contra|e|or|and)\s+(\w+\s+){0,2}(a|to)\s+(recuperar|receber|reaver|reclaim|recover|get back|receive)\b/;

/** A period's VAT asked as ready, complete or closed («já está completo?», «está fechado?», «pronto para submeter», «ready to file»). */
const VAT_READY = /\b(esta|estao|ja|fica|ficou)\s+(\w+\s+)?(complet[oa]s?|pront[oa]s?|fechad[oa]s?|finalizad[oa]s?|concluid[oa]s?|tratad[oa]s?)\b|\bpront[oa]\s+(para|a)\s+(submeter|entregar)\b|\b(posso|podemos)\s+(ja\s+)?(submeter|fechar)\b|\b(ready|complete|finished|done)\b/;

export const vatReturnIntent = defineIntent({
  name: "vat_return",
  operation: getVatReturn,
  card: "vat_return",
  toDo: "ver a declaração periódica do IVA",
  help: { line: 3.5, example: "Quanto IVA vou entregar este trimestre?", about: "declaração periódica do IVA" },
  examples: [
    "Quanto IVA vou entregar este trimestre?",
    "quanto IVA tenho de pagar este mês?",
    "declaração periódica do IVA do 3.º trimestre",
    "IVA a entregar ao Estado",
    "how much VAT will I pay this quarter?",
    "qual é o resultado da declaração do IVA?",
  ],
  phrases: [
    ["declaracao periodica", 6], ["declaracao do iva", 6], ["declaracao de iva", 6], ["dp do iva", 6], ["dp iva", 5], ["dp", 4], ["vat return", 6],
    ["iva vou entregar", 6], ["iva vou pagar", 6], ["iva tenho de entregar", 6], ["iva tenho de pagar", 6], ["iva tenho que pagar", 6], ["iva tenho que entregar", 6], ["iva a entregar", 6],
    ["entregar ao estado", 4], ["entregar de iva", 5], ["pagar de iva", 5], ["iva vou ter", 5], ["vat will i pay", 6], ["vat do i pay", 5], ["vat will we pay", 6], ["vat to pay", 5],
    // VAT the state gives back (a credit, field 94), and the question of which way the return goes.
    ["iva a receber", 5], ["iva a recuperar", 5], ["receber do estado", 4], ["reembolso do iva", 5], ["reembolso de iva", 5], ["a pagar ou a recuperar", 5], ["vat refund", 5], ["iva da declaracao", 6], ["apuramento do iva", 5],
    // Which way the return went («o IVA do 3T deu a pagar ou a receber?»).
    ["a pagar ou a receber", 5], ["deu a pagar", 4], ["deu a receber", 4], ["deu a recuperar", 4],
  ],
  // "quando entrego a declaração do IVA?" asks for the deadline (obligations), not the return's figures; the VAT
  // the owner is going to pay or hand over («quanto é que o estado me vai levar de iva») is the return's.
  adjust: (score, { text }) => {
    if (score > 0 && /\b(quando|prazo|data limite|ate quando|when|deadline)\b/.test(text)) return 0;
    // «iva a pagar este trimestre, declaração», «a minha declaração de iva…»: the return named anywhere beside VAT.
    const returnNamed = /\b(iva|vat)\b/.test(text) && /\bdeclarac|\bvat return\b/.test(text) ? 3 : 0;
    // Whether the period's VAT is ready to file («o apuramento do iva já está completo?», «o iva do trimestre está
    // fechado?», «is the VAT ready to submit?»): the return's card says whether it is complete and what blocks it.
    if (/\b(iva|vat)\b/.test(text) && VAT_READY.test(text)) return score + 5 + returnNamed;
    if (/\b(iva|vat)\b/.test(text) && VAT_DIRECTIONS.test(text)) return score + 5 + returnNamed;
    return VAT_TO_SETTLE.test(text) || returnNamed ? score + 3 + returnNamed : undefined;
  },
  async respond({ context, message }) {
    const got = await vatReturnOf(context, message);
    if ("refused" in got) return { reply: got.refused, card: null };
    const card = vatReturnCard(got.data);
    const { resultCents, period } = got.data;
    const headline =
      resultCents > 0
        ? `Declaração periódica do IVA de ${period.label} (rascunho a partir das contas): ${formatEuros(resultCents)} a entregar ao Estado (campo 93).`
        : resultCents < 0
          ? `Declaração periódica do IVA de ${period.label} (rascunho a partir das contas): crédito de ${formatEuros(-resultCents)} a recuperar (campo 94).`
          : `Declaração periódica do IVA de ${period.label} (rascunho a partir das contas): sem imposto a entregar nem crédito.`;
    const lines = [
      ...(got.note ? [got.note] : []),
      headline,
      ...(got.data.complete ? [] : ["Há campos que as contas não conhecem (preencha-os à mão): o resultado conta só os conhecidos."]),
      ...(card.unresolved.length > 0 ? [`Antes de submeter:\n${bulletList(card.unresolved.map((check) => `${check.label}: ${check.count}`))}`] : []),
      `Campos e documentos em ${card.webPath}.`,
    ];
    return { reply: lines.join("\n"), card };
  },
});

import type { z } from "zod";
import { ApiError } from "@/lib/core/api-error";
import { refusalText } from "@/lib/core/refusal-text";
import { createRecurringInvoice, listRecurringInvoices, pauseRecurringInvoice, type recurringInvoiceSchema, resumeRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import { listClients } from "@/lib/domains/receivables/list-clients";
import type { OperationContext } from "@/lib/kernel/operation";
import { callOperation, requireOperationScope } from "../call-operation";
import { proposeRecurringInvoice } from "../drafts/propose-recurring";
import { bulletList } from "../local/bullet-list";
import { clientInMessage } from "../local/client-in-message";
import { foldText } from "@/lib/core/fold-text";
import { isPoliteRequest } from "../local/polite-request";
import { readRecurringRequest } from "../local/recurring-request";
import { defineIntent } from "./define-intent";

// Avenças (recurring invoices, issue #35) in the local engine: which there are and when each issues
// next (list_recurring_invoices), pausing or resuming one by its client's name, and creating one —
// always a draft the user confirms, as invoices are, never an avença at once.

type Schedule = z.output<typeof recurringInvoiceSchema>;

// An avença by name, or an invoice said to repeat by itself («uma fatura todos os meses», «fatura mensal automática»,
// «uma fatura mensal de 120 €», «a monthly invoice»).
const AVENCA =
  /\b(fatura|factura)\s+(mensal|trimestral|semestral|anual)\b|\b(monthly|quarterly|yearly|annual)\s+(invoice|bill)|\bavenc|\brecorrente|\brecurring|\bsubscri|\btodos os (meses|trimestres|anos)\b|\bcada (mes|trimestre|ano)\b|\b(mensal|trimestral|anual)mente\b|\bevery (month|quarter|year)\b|\bautomatic|\b(a partir de agora|daqui para a frente|from now on)\b[^.?!]*\b(por|ao|a cada|per|a) (mes|trimestre|ano|month|quarter|year)\b/;
// Verbs of making one, an invoicing imperative with its amount at the start of a clause («…, fatura 90 € por mês à X»),
// and a wish for one («quero uma avença…», «gostava de ter uma fatura automática…»).
const CREATE =
  /(?:^|[,;:]\s*)(?:fatura|factura|emite|passa)\s+(?:uma\s+fatura\s+)?(?:de\s+)?\d|\b(cria|criar|crie|nova|novo|faz|fazer|faca|configura|configurar|agenda|agendar|marca|marcar|set up|setup|create|new|add|adiciona|acrescenta|(gostava|gostaria|queria|quero|preciso) (de )?(ter|faturar))\b|\b(quero|queria|preciso de|gostava de|want|need) (uma|um|an?)\s+(\w+\s+)?(avenc|fatura recorrente|recurring|subscri)/;
// «para a avença do X» opens with the imperative of «parar» (elsewhere «para» is the preposition).
const PAUSE = /\bnao (emitas|facas|fatures|mandes|envies) mais\b|\b(deixa|para) de (emitir|faturar)\b|\b(pausa|pausar|pause|suspende|suspender|suspend|interrompe|interromper|parar|para com|stop|desativa|desativar|congela|congelar|freeze|hold|(cancela|cancelar|cancel) (temporariamente|por agora|for now))\b|^\s*para\s+(a|o|as|os)\b/;
const RESUME = /\b(retoma|retomar|resume|reativa|reativar|reactivate|recomeca|recomecar|continua|continuar|ativa|ativar|volta a)\b/;
const FREQUENCY = { monthly: "mensal", quarterly: "trimestral", yearly: "anual" } as const;
const STATUS = { active: "ativa", paused: "em pausa", ended: "terminada" } as const;
const day = (date: string | null) => (date ? date.split("-").reverse().join("/") : "—");

const isQuestion = (message: string) => !isPoliteRequest(message) && (/\?\s*$/.test(message.trim()) || /^\s*(que|quais|qual|quando|tenho|ha|há|which|what|when|do i|how many|quantas)\b/.test(foldText(message)));

/** 10 for an order to create an avença with an amount, 6 without one (it then asks), null otherwise. */
function createOrder(message: string): number | null {
  const text = foldText(message);
  if (!AVENCA.test(text) || !CREATE.test(text) || isQuestion(message) || PAUSE.test(text)) return null;
  return /\d/.test(text) ? 10 : 6;
}

/** «avença 50 € mensal Ginásio Norte»: an avença, an amount and a frequency with no verb, said as an order. */
function telegraphicCreate(message: string): number | null {
  const text = foldText(message);
  if (!/\bavenc/.test(text) || isQuestion(message) || PAUSE.test(text) || RESUME.test(text)) return null;
  return /\d/.test(text) && /\b(mensal|trimestral|anual|semestral|monthly|quarterly|yearly|por mes|ao mes)\b/.test(text) ? 10 : null;
}

/** 10 for an order to pause or resume an avença («pausa a avença da X»), null otherwise (questions included: «tenho avenças em pausa?»). */
function pauseOrder(message: string): number | null {
  const text = foldText(message);
  if (!AVENCA.test(text) || isQuestion(message) || /\bem pausa\b/.test(text)) return null;
  return PAUSE.test(text) || RESUME.test(text) ? 10 : null;
}

async function allSchedules(context: OperationContext): Promise<Schedule[]> {
  return (await callOperation(listRecurringInvoices, context, { limit: 200 })).recurringInvoices;
}

/** The schedules of the client the message names (by the client's name, or one distinctive word of it). */
function namedIn(message: string, schedules: Schedule[]): { clientName: string; schedules: Schedule[] } | null {
  const clients = [...new Set(schedules.map((schedule) => schedule.clientName))].map((name) => ({ name }));
  const named = clientInMessage(message, clients, { byDistinctiveWord: true });
  return named ? { clientName: named.name, schedules: schedules.filter((schedule) => schedule.clientName === named.name) } : null;
}

const describe = (schedule: Schedule) => `${schedule.clientName} — ${FREQUENCY[schedule.frequency]}, dia ${schedule.dayOfMonth}, ${STATUS[schedule.status]}${schedule.status === "active" ? `, próxima fatura a ${day(schedule.nextDate)}` : ""}`;

export const recurringInvoicesIntent = defineIntent({
  name: "recurring_invoices",
  operation: listRecurringInvoices,
  card: "recurring_invoices",
  toDo: "ver as avenças",
  help: { line: 5.6, example: "Que avenças tenho?", about: "e quando sai a próxima fatura de cada uma" },
  examples: ["que avenças tenho?", "quando é a próxima fatura da avença da Padaria Lusitana?", "lista as faturas recorrentes", "quais são as minhas avenças ativas?", "recurring invoices", "avenças em pausa"],
  phrases: [["avenca", 6], ["avencas", 6], ["fatura recorrente", 6], ["faturas recorrentes", 6], ["recorrente", 4], ["recorrentes", 4], ["recurring", 6], ["subscriptions", 4]],
  async respond({ context, message }) {
    const schedules = await allSchedules(context);
    if (schedules.length === 0) return { reply: "Ainda não há avenças. Crie uma, por exemplo: «cria uma avença mensal de 150 € + IVA para a Padaria Lusitana no dia 1».", card: { type: "recurring_invoices", clientName: null, recurringInvoices: [] } };
    const named = namedIn(message, schedules);
    const text = foldText(message);
    const shown = named ? named.schedules : /\bpausa|paused/.test(text) ? schedules.filter((schedule) => schedule.status === "paused") : /\bativa|active/.test(text) ? schedules.filter((schedule) => schedule.status === "active") : schedules;
    let reply: string;
    if (named && /\b(proxima|quando|next|when|sai|emite)\b/.test(text)) {
      reply = named.schedules
        .map((schedule) =>
          schedule.status === "active" && schedule.nextDate
            ? `A próxima fatura da avença de ${schedule.clientName} (${FREQUENCY[schedule.frequency]}, dia ${schedule.dayOfMonth}) é emitida a ${day(schedule.nextDate)}.`
            : `A avença de ${schedule.clientName} está ${STATUS[schedule.status]}: não emite faturas${schedule.status === "paused" ? " até ser retomada" : ""}.`,
        )
        .join("\n");
    } else if (shown.length === 0) reply = "Não há avenças nesse estado.";
    else reply = `${shown.length === 1 ? "1 avença" : `${shown.length} avenças`}:\n${bulletList(shown.slice(0, 10).map(describe))}`;
    return { reply, card: { type: "recurring_invoices", clientName: named?.clientName ?? null, recurringInvoices: shown } };
  },
});

export const recurringPauseIntent = defineIntent({
  name: "recurring_pause",
  operation: pauseRecurringInvoice,
  card: "recurring_invoices",
  toDo: "pausar ou retomar avenças",
  help: { line: 5.6, example: "Pausa a avença da Padaria Lusitana" },
  examples: ["pausa a avença da Padaria Lusitana", "retoma a avença do Café Central", "suspende a fatura recorrente da Joana Lda", "resume the recurring invoice of Acme"],
  claims: pauseOrder,
  async respond({ context, message }) {
    const resume = RESUME.test(foldText(message)) && !PAUSE.test(foldText(message));
    const operation = resume ? resumeRecurringInvoice : pauseRecurringInvoice;
    requireOperationScope(context, operation);
    const schedules = await allSchedules(context);
    const named = namedIn(message, schedules);
    if (!named) {
      const names = [...new Set(schedules.map((schedule) => schedule.clientName))].slice(0, 5);
      return { reply: `De que avença? Diga o cliente${names.length > 0 ? `, por exemplo «${resume ? "retoma" : "pausa"} a avença da ${names[0]}» (avenças de: ${names.join(", ")})` : ""}. Nada foi alterado.`, card: null };
    }
    const target = named.schedules.find((schedule) => schedule.status === (resume ? "paused" : "active"));
    if (!target) {
      return { reply: `A avença de ${named.clientName} já está ${STATUS[named.schedules[0]!.status]}. Nada foi alterado.`, card: { type: "recurring_invoices", clientName: named.clientName, recurringInvoices: named.schedules } };
    }
    try {
      const changed = await callOperation(operation, context, { id: target.id });
      const reply = resume
        ? changed.status === "active"
          ? `Avença de ${changed.clientName} retomada: a próxima fatura é emitida a ${day(changed.nextDate)}.`
          : `Avença de ${changed.clientName} retomada, mas já terminou (não há mais ocorrências até à data de fim).`
        : `Avença de ${changed.clientName} em pausa: não emite faturas até a retomar (as datas que passarem em pausa não são emitidas depois).`;
      return { reply, card: { type: "recurring_invoices", clientName: named.clientName, recurringInvoices: [changed] } };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return { reply: `Não foi feito: ${refusalText(error)}`, card: null };
      throw error;
    }
  },
});

export const createRecurringIntent = defineIntent({
  name: "create_recurring_invoice",
  operation: createRecurringInvoice,
  card: "recurring_draft",
  toDo: "criar avenças",
  help: { line: 5.6, example: "Cria uma avença mensal de 150 € + IVA para a Padaria Lusitana no dia 1" },
  examples: ["cria uma avença mensal de 150 € + IVA para a Padaria Lusitana no dia 1", "nova avença trimestral de 600 € para o Café Central", "create a monthly recurring invoice of 80 EUR for Acme Lda"],
  claims: (message) => createOrder(message) ?? telegraphicCreate(message),
  async respond({ context, message }) {
    requireOperationScope(context, createRecurringInvoice);
    const known = context.scopes.includes(listClients.scope) ? (await callOperation(listClients, context, {})).clientes.map((client) => ({ name: client.nome, nif: client.nif })) : [];
    const request = readRecurringRequest(message, known);
    if (request.problems.length > 0) {
      return { reply: `Para preparar a avença preciso de mais informação: ${request.problems.join("; ")}.\nPor exemplo: «cria uma avença mensal de 150 € + IVA para a Padaria Lusitana no dia 1».`, card: null };
    }
    return proposeRecurringInvoice(context, request);
  },
});

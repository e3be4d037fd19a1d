import { getBankOverview } from "@/lib/bank/bank-overview";
import { getCompanyBriefing } from "@/lib/briefing/get-company-briefing";
import { getFiscalCalendar } from "@/lib/calendar/get-fiscal-calendar";
import { listClients } from "@/lib/clients/list-clients";
import { findComplianceGaps } from "@/lib/compliance/find-compliance-gaps";
import { lisbonToday } from "@/lib/dates";
import { getEfaturaMovements } from "@/lib/efatura/get-efatura-movements";
import { listInvoices } from "@/lib/invoices/list-invoices";
import { formatEuros } from "@/lib/money";
import type { OperationContext } from "@/lib/operations/operation";
import { getFinancialReport } from "@/lib/reports/get-financial-report";
import { askTaxExpert } from "@/lib/tax/ask-tax-expert";
import type { ChatAnswer } from "../chat-answer";
import type { ChatCard } from "../chat-card";
import { callOperation, MissingScopeError } from "../call-operation";
import { proposeInvoice } from "../proposals";
import { missingScopeReply } from "../scope-replies";
import { classifyIntent, type Intent } from "./classify-intent";
import { clientInMessage } from "./client-in-message";
import { extractPeriod } from "./extract-period";
import { foldText } from "./fold-text";
import { readInvoiceRequest } from "./invoice-request";

// The assistant without a language model: recognise the intent, extract its parameters, call the
// registry operation, and phrase the reply from what the operation returned (every figure in a
// reply is a field of an operation's output, formatted by the operation).

const CARD_OF_INTENT: Record<Intent, ChatCard["type"] | null> = {
  briefing: "briefing", obligations: "obligations", report: "report", receivables: "invoices", invoices: "invoices", clients: "clients",
  bank: "bank", efatura: "efatura", gaps: "gaps", tax: "tax_answer", issue_invoice: "invoice_draft", help: null,
};

export function cardTypeOfIntent(intent: Intent): ChatCard["type"] | null {
  return CARD_OF_INTENT[intent];
}

const WHAT_EACH_INTENT_DOES: Record<Intent, string> = {
  briefing: "mostrar o resumo da empresa", obligations: "ver as obrigações fiscais", report: "ver os números das contas", receivables: "ver as faturas por receber",
  invoices: "listar as faturas", clients: "ver os clientes", bank: "ver o banco", efatura: "ver o e-Fatura", gaps: "ver as lacunas", tax: "responder à pergunta fiscal",
  issue_invoice: "emitir faturas", help: "ajudar",
};

export const HELP_REPLY =
  "Posso ajudar com as contas da empresa. Experimente, por exemplo:\n" +
  "• «Faz-me um ponto de situação» — resumo da empresa\n" +
  "• «Quais são as próximas obrigações?» — prazos fiscais e valores\n" +
  "• «Quanto faturei no 1.º trimestre?» — receitas, despesas, resultado, IVA\n" +
  "• «Quem me deve dinheiro?» — faturas em aberto e vencidas\n" +
  "• «Emite uma fatura à Joana Lda de 3 horas de consultoria a 60 € + IVA»\n" +
  "• «Há movimentos por conciliar?», «diferenças com o e-Fatura», «que lacunas tenho?»\n" +
  "• «Qual é a taxa de IVA da restauração?» — perguntas fiscais, com as fontes";

function lines(items: string[]): string {
  return items.map((item) => `• ${item}`).join("\n");
}

async function briefing(context: OperationContext): Promise<ChatAnswer> {
  const data = await callOperation(context, getCompanyBriefing, {});
  const figures = data.keyFigures;
  const next = data.nextObligations[0];
  const gapsTotal = Object.values(data.lacunas).reduce((sum, count) => sum + count, 0);
  const reply = [
    `Ponto de situação de ${data.company.name} (${data.today}):`,
    lines([
      `${figures.ano}: receitas ${figures.receitasLiquidas}, despesas ${figures.despesas}, resultado ${figures.resultado}; saldo de IVA ${figures.saldoIva}.`,
      `Por receber: ${figures.porCobrar}${figures.faturasVencidas > 0 ? `, dos quais ${figures.valorVencido} em ${figures.faturasVencidas} faturas vencidas` : ""}.`,
      next ? `Próxima obrigação: ${next.title}, até ${next.dueDate} (faltam ${next.daysLeft} dias)${next.estimatedAmount ? `, estimativa ${next.estimatedAmount}` : ""}.` : "Sem obrigações por cumprir nos próximos 120 dias.",
      gapsTotal > 0 ? `${gapsTotal} lacunas por tratar (pergunte «que lacunas tenho?»).` : "Sem lacunas por tratar.",
    ]),
  ].join("\n");
  return { reply, card: { type: "briefing", briefing: data } };
}

async function obligations(context: OperationContext): Promise<ChatAnswer> {
  const data = await callOperation(context, getFiscalCalendar, {});
  const open = data.obligations.filter((obligation) => !obligation.done);
  const reply =
    open.length === 0
      ? "Não há obrigações por cumprir nos próximos 120 dias."
      : `Próximas obrigações (${data.vatRegime === "isento" ? "regime de isenção de IVA" : `IVA ${data.vatRegime}`}):\n` +
        lines(open.slice(0, 5).map((obligation) => `${obligation.title}: até ${obligation.dueDate} (faltam ${obligation.daysLeft} dias)${obligation.estimatedAmount ? ` — estimativa ${obligation.estimatedAmount}` : ""}`));
  return { reply, card: { type: "obligations", vatRegime: data.vatRegime, obligations: data.obligations } };
}

type Metric = "receitas" | "despesas" | "resultado" | "iva" | "resumo";

function metricOf(message: string): Metric {
  const text = foldText(message);
  if (/\biva\b|\bvat\b/.test(text)) return "iva";
  if (/lucro|prejuizo|resultado|margem|profit|\bloss\b/.test(text)) return "resultado";
  if (/despes|gast|custo|expens|spen|cost/.test(text)) return "despesas";
  if (/receit|reseit|fatur|factur|vend|ganh|revenue|sales|income|earn|made/.test(text)) return "receitas";
  return "resumo";
}

async function report(context: OperationContext, message: string): Promise<ChatAnswer> {
  const today = lisbonToday(context.now());
  const period = extractPeriod(message, today);
  const { periodo } = await callOperation(context, getFinancialReport, {
    ano: period?.ano ?? Number(today.slice(0, 4)),
    ...(period?.trimestre ? { trimestre: period.trimestre } : {}),
    ...(period?.mes ? { mes: period.mes } : {}),
  });
  const metric = metricOf(message);
  const balance = periodo.saldoIvaCents > 0 ? " a pagar" : periodo.saldoIvaCents < 0 ? " a recuperar" : "";
  const headline: Record<Metric, string> = {
    receitas: `Receitas líquidas (sem IVA) em ${periodo.label}: ${periodo.receitas}.`,
    despesas: `Despesas (sem IVA) em ${periodo.label}: ${periodo.despesas}.`,
    resultado: `Resultado em ${periodo.label}: ${periodo.resultado} (receitas ${periodo.receitas} menos despesas ${periodo.despesas}).`,
    iva: `IVA (${periodo.label}): liquidado ${periodo.ivaLiquidado}, dedutível ${periodo.ivaDedutivel}, saldo ${periodo.saldoIva}${balance}.`,
    resumo: `Em ${periodo.label}: receitas ${periodo.receitas}, despesas ${periodo.despesas}, resultado ${periodo.resultado}; saldo de IVA ${periodo.saldoIva}.`,
  };
  return { reply: headline[metric], card: { type: "report", metrica: metric, periodo } };
}

/** The client a reading question names, if any, among the company's clients. */
async function clientNamedIn(context: OperationContext, message: string, clientes?: { nome: string }[]): Promise<string | null> {
  const candidates = clientes ?? (await callOperation(context, listClients, {})).clientes;
  return clientInMessage(message, candidates.map((client) => ({ name: client.nome })), { byDistinctiveWord: true })?.name ?? null;
}

async function invoices(context: OperationContext, message: string, intent: "receivables" | "invoices"): Promise<ChatAnswer> {
  const text = foldText(message);
  const filtro = intent === "invoices" ? "recentes" : /vencid|atras|overdue|late/.test(text) ? "vencida" : "em_aberto";
  const cliente = await clientNamedIn(context, message);
  const { faturas } = await callOperation(context, listInvoices, { limit: 20, ...(filtro === "recentes" ? {} : { status: filtro }), ...(cliente ? { cliente } : {}) });
  const totalCents = faturas.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  const total = formatEuros(totalCents);
  const forClient = cliente ? ` de ${cliente}` : "";
  let reply: string;
  if (faturas.length === 0) reply = filtro === "recentes" ? `Não há faturas emitidas${forClient}.` : `Não há faturas${forClient} ${filtro === "vencida" ? "vencidas" : "por receber"}. 👍`;
  else {
    const heading =
      filtro === "recentes"
        ? `As ${faturas.length} faturas mais recentes${forClient} (total ${total}):`
        : `${faturas.length === 20 ? "As 20 mais recentes de " : ""}${faturas.length} faturas${forClient} ${filtro === "vencida" ? "vencidas" : "por receber"}, no total de ${total}:`;
    reply = `${heading}\n${lines(faturas.slice(0, 5).map((invoice) => `${invoice.display} — ${invoice.cliente}, ${invoice.total}, vence ${invoice.dueDate} (${invoice.status.replace("_", " ")})`))}`;
    if (faturas.length > 5) reply += `\n… e mais ${faturas.length - 5} no cartão.`;
  }
  return { reply, card: { type: "invoices", filtro, cliente, faturas, totalCents, total } };
}

async function clients(context: OperationContext, message: string): Promise<ChatAnswer> {
  const { clientes } = await callOperation(context, listClients, {});
  const named = await clientNamedIn(context, message, clientes);
  const shown = named ? clientes.filter((client) => client.nome === named) : clientes;
  let reply: string;
  if (named && shown[0]) {
    const client = shown[0];
    reply = `${client.nome}: NIF ${client.nif ?? "não indicado"}${client.email ? `, ${client.email}` : ""}; ${client.faturas} faturas, total faturado ${client.totalFaturado}, por receber ${client.porReceber}.`;
  } else if (clientes.length === 0) reply = "Ainda não há clientes: são criados ao emitir a primeira fatura.";
  else reply = `${clientes.length} clientes. Os que mais devem:\n${lines([...clientes].sort((a, b) => b.porReceberCents - a.porReceberCents).slice(0, 5).map((client) => `${client.nome} — por receber ${client.porReceber} (${client.faturas} faturas)`))}`;
  return { reply, card: { type: "clients", pesquisa: named, clientes: shown } };
}

async function bank(context: OperationContext): Promise<ChatAnswer> {
  const data = await callOperation(context, getBankOverview, {});
  const counts = data.contagens;
  const reply =
    `${data.banco} (${data.iban}): saldo ${data.saldo}. ${counts.matched} movimentos conciliados, ${counts.suggested} sugestões por confirmar, ${counts.unmatched} por conciliar e ${counts.ignored} ignorados.` +
    (counts.suggested > 0 ? " Posso mostrar as sugestões na página Banco para as aceitar." : "");
  return { reply, card: { type: "bank", bank: data } };
}

async function efatura(context: OperationContext): Promise<ChatAnswer> {
  const { movimentos } = await callOperation(context, getEfaturaMovements, {});
  const missing = movimentos.filter((movement) => !movement.registadoNoServico);
  const reply =
    missing.length === 0
      ? `As ${movimentos.length} compras que o e-Fatura mostra estão todas registadas. 👍`
      : `O e-Fatura mostra ${movimentos.length} compras; ${missing.length} não estão registadas aqui:\n${lines(missing.slice(0, 5).map((movement) => `${movement.fornecedor} — ${movement.numeroDocumento}, ${movement.data}, ${movement.total}`))}\nEnvie esses documentos (Documentos) para deduzir o IVA.`;
  return {
    reply,
    card: { type: "efatura", registados: movimentos.length - missing.length, semRegisto: missing.length, movimentos: [...missing, ...movimentos.filter((movement) => movement.registadoNoServico)] },
  };
}

async function gaps(context: OperationContext): Promise<ChatAnswer> {
  const data = await callOperation(context, findComplianceGaps, {});
  const counts = data.counts;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const reply =
    total === 0
      ? "Está tudo em ordem: não encontrei lacunas."
      : `Encontrei ${total} lacunas:\n${lines([
          `${counts.efaturaSemRegisto} compras no e-Fatura sem documento registado`,
          `${counts.despesasSemMovimentoBancario} despesas sem pagamento no banco`,
          `${counts.faturasVencidasPorReceber} faturas vencidas por receber`,
          `${counts.movimentosBancariosPorClassificar} movimentos bancários por classificar`,
        ])}`;
  return { reply, card: { type: "gaps", gaps: data } };
}

async function tax(context: OperationContext, message: string): Promise<ChatAnswer> {
  const answer = await callOperation(context, askTaxExpert, { question: message.slice(0, 2000).padEnd(3, "?") });
  return { reply: answer.resposta, card: { type: "tax_answer", answer } };
}

async function issue(context: OperationContext, message: string): Promise<ChatAnswer> {
  if (!context.scopes.includes("invoices:write")) throw new MissingScopeError("invoices:write");
  const known = context.scopes.includes("read") ? (await callOperation(context, listClients, {})).clientes.map((client) => ({ name: client.nome, nif: client.nif })) : [];
  const request = readInvoiceRequest(message, known);
  if (request.problems.length > 0) {
    return {
      reply: `Para preparar a fatura preciso de mais informação: ${request.problems.join("; ")}.\nPor exemplo: «Emite uma fatura à Joana Lda de 3 horas de consultoria a 60 € + IVA».`,
      card: null,
    };
  }
  const { line } = request;
  // A price "com IVA incluído" is turned into the unit price before VAT the invoice needs.
  const unitCents = line.vatIncluded ? Math.round((line.unitCents! * 100) / (100 + line.vatRate)) : line.unitCents!;
  return proposeInvoice(context, {
    clientName: request.clientName!,
    ...(request.clientNif ? { clientNif: request.clientNif } : {}),
    type: request.documentType,
    lines: [{ description: line.description!, quantity: line.quantity, unitEuros: unitCents / 100, vatRate: line.vatRate as 0 | 6 | 13 | 23 }],
  });
}

export async function respondLocally(context: OperationContext, message: string): Promise<ChatAnswer> {
  const { intent } = classifyIntent(message);
  try {
    switch (intent) {
      case "briefing": return await briefing(context);
      case "obligations": return await obligations(context);
      case "report": return await report(context, message);
      case "receivables":
      case "invoices": return await invoices(context, message, intent);
      case "clients": return await clients(context, message);
      case "bank": return await bank(context);
      case "efatura": return await efatura(context);
      case "gaps": return await gaps(context);
      case "tax": return await tax(context, message);
      case "issue_invoice": return await issue(context, message);
      case "help": return { reply: HELP_REPLY, card: null };
    }
  } catch (error) {
    if (error instanceof MissingScopeError) return missingScopeReply(error.scope, WHAT_EACH_INTENT_DOES[intent]);
    throw error;
  }
}

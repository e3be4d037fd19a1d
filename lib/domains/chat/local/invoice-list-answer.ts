import type { z } from "zod";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { formatEuros } from "@/lib/core/money";
import type { OperationContext } from "@/lib/kernel/operation";
import { MAX_PAGE_LIMIT } from "@/lib/kernel/pagination";
import { callOperation } from "../call-operation";
import type { IntentAnswer } from "../intents/define-intent";
import { bulletList } from "./bullet-list";
import { spelledOut } from "./chat-terms";
import { clientNamedIn } from "./client-named-in";
import { asksOneDebtor, debtorNameIn } from "./one-debtor";

export type InvoiceFilter = "recent" | "open" | "overdue";

const SHOWN = 20;

type Invoices = z.output<typeof listInvoices.output>["faturas"];

/** Every open (or overdue) document, page after page: "por receber" counts them all, not the first 20. */
async function allInvoices(context: OperationContext, input: { status: "open" | "overdue"; clientName?: string }): Promise<Invoices> {
  const all: Invoices = [];
  let cursor: string | undefined;
  do {
    const page = await callOperation(listInvoices, context, { ...input, limit: MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) });
    all.push(...page.faturas);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * The invoices answer of the receivables and invoices intents, of the client the message names. Open
 * and overdue: the total is what is still open on all of them (each invoice's `open`, the figure the
 * dashboard and the client list add up), the card lists the 20 most recent. Recent: the last 20 and their totals.
 */
export async function invoiceListAnswer(context: OperationContext, message: string, filtro: InvoiceFilter): Promise<IntentAnswer<"invoices">> {
  const { clientes } = await callOperation(listClients, context, {});
  const cliente = await clientNamedIn(context, message, clientes);
  // How much one debtor owes, of a name that is none of the company's clients: said so, not every client's invoices.
  if (!cliente && filtro !== "recent" && asksOneDebtor(spelledOut(message))) {
    const name = debtorNameIn(message);
    return {
      reply: `Não encontrei ${name ? `«${name}»` : "esse cliente"} entre os clientes desta empresa, por isso não sei quanto deve. Veja o nome em «clientes», ou pergunte «quem me deve dinheiro?» para ver todas as faturas por receber.`,
      card: null,
    };
  }
  const matching =
    filtro === "recent"
      ? (await callOperation(listInvoices, context, { limit: SHOWN, ...(cliente ? { clientName: cliente } : {}) })).faturas
      : await allInvoices(context, { status: filtro, ...(cliente ? { clientName: cliente } : {}) });
  const faturas = matching.slice(0, SHOWN);
  const totalCents = filtro === "recent" ? faturas.reduce((sum, invoice) => sum + invoice.totalCents, 0) : matching.reduce((sum, invoice) => sum + invoice.openCents, 0);
  const total = formatEuros(totalCents);
  const forClient = cliente ? ` de ${cliente}` : "";
  let reply: string;
  if (faturas.length === 0) reply = filtro === "recent" ? `Não há faturas emitidas${forClient}.` : `Não há faturas${forClient} ${filtro === "overdue" ? "vencidas" : "por receber"}. 👍`;
  else {
    const heading =
      filtro === "recent"
        ? `As ${faturas.length} faturas mais recentes${forClient} (total ${total}):`
        : `${matching.length} faturas${forClient} ${filtro === "overdue" ? "vencidas" : "por receber"}, com ${total} em aberto${matching.length > SHOWN ? ` (no cartão, as ${SHOWN} mais recentes)` : ""}:`;
    const amount = (invoice: Invoices[number]) => (filtro === "recent" || invoice.openCents === invoice.totalCents ? invoice.total : `${invoice.open} em aberto de ${invoice.total}`);
    reply = `${heading}\n${bulletList(faturas.slice(0, 5).map((invoice) => `${invoice.display} — ${invoice.cliente}, ${amount(invoice)}, vence ${invoice.dueDate} (${invoice.status.replace("_", " ")})`))}`;
    if (faturas.length > 5) reply += `\n… e mais ${faturas.length - 5} no cartão.`;
  }
  // What the named client is owed back (paid, then credited) is part of what it owes, as its card in «clientes» says.
  const refund = cliente && filtro !== "recent" ? clientes.find((client) => client.nome === cliente) : undefined;
  if (refund && refund.refundOwedCents > 0) reply += `\nA devolver a ${cliente}: ${refund.refundOwed} (recebido a mais em faturas depois creditadas).`;
  return { reply, card: { type: "invoices", filter: filtro, cliente, faturas, count: matching.length, totalCents, total } };
}

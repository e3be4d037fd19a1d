import { listInvoices } from "@/lib/invoices/list-invoices";
import { formatEuros } from "@/lib/money";
import type { OperationContext } from "@/lib/operations/operation";
import { callOperation } from "../call-operation";
import type { IntentAnswer } from "../intents/define-intent";
import { bulletList } from "./bullet-list";
import { clientNamedIn } from "./client-named-in";

export type InvoiceFilter = "recentes" | "em_aberto" | "vencida";

/** The invoices answer of the receivables and invoices intents: up to 20, of the client the message names. */
export async function invoiceListAnswer(context: OperationContext, message: string, filtro: InvoiceFilter): Promise<IntentAnswer<"invoices">> {
  const cliente = await clientNamedIn(context, message);
  const { faturas } = await callOperation(listInvoices, context, { limit: 20, ...(filtro === "recentes" ? {} : { status: filtro }), ...(cliente ? { cliente } : {}) });
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
    reply = `${heading}\n${bulletList(faturas.slice(0, 5).map((invoice) => `${invoice.display} — ${invoice.cliente}, ${invoice.total}, vence ${invoice.dueDate} (${invoice.status.replace("_", " ")})`))}`;
    if (faturas.length > 5) reply += `\n… e mais ${faturas.length - 5} no cartão.`;
  }
  return { reply, card: { type: "invoices", filtro, cliente, faturas, totalCents, total } };
}

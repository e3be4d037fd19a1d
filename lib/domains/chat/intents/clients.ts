import { listClients } from "@/lib/domains/receivables/list-clients";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { clientNamedIn } from "../local/client-named-in";
import { asksOneDebtor, asksTotalOwed, asksWhatCompanyOwes } from "../local/one-debtor";
import { defineIntent } from "./define-intent";

// One client's details when the message names one, otherwise the clients who owe the most.
export const clients = defineIntent({
  name: "clients",
  operation: listClients,
  card: "clients",
  toDo: "ver os clientes",
  help: null,
  examples: ["quais são os meus clientes?", "qual é o NIF do cliente Joana Lda?", "morada do cliente Padaria Central", "customer list", "quanto me deve cada cliente?", "dívida por cliente"],
  phrases: [
    ["cliente", 3], ["customer", 3], ["nif", 3], ["contribuinte", 3], ["tax number", 4], ["nif do", 2], ["nif da", 2], ["contacto", 3], ["email", 3], ["morada", 3], ["telefone", 3], ["dados da", 3], ["dados do", 3], ["ficha", 2],
    ["me deve", 3], ["deve me", 3], ["mail", 3], ["nos deve", 3], ["deve cada", 4], ["por cliente", 3], ["divida", 3], ["conta corrente", 4], ["que mais devem", 4], ["each customer", 4], ["cada cliente", 4], ["each client", 4], ["details", 2],
  ],
  // Money owed broken down by client («quanto me falta receber de cada cliente?») is the clients' card, whatever
  // the receivables' words.
  // A client's details (morada, NIF, email) asked «para a fatura» are still the client's card.
  // How much one client owes is that client's receivables (asksOneDebtor), unless its details are asked too; what the
  // company owes a supplier is no client's at all, and what the clients owe altogether is the receivables' total.
  adjust: (score, { text }) =>
    (asksOneDebtor(text) || asksWhatCompanyOwes(text) || asksTotalOwed(text)) && !/\b(morada|nif|contribuinte|email|e mail|telefone|contacto|address|phone)\b/.test(text)
      ? 0
      : /\b(cada cliente|por cliente|each (client|customer)|per (client|customer)|by (client|customer))\b/.test(text)
      ? score + 5
      : score > 0 && /\b(morada|nif|contribuinte|email|e mail|telefone|telemovel|contacto|address|phone)\b/.test(text)
        ? score + 2
        : undefined,
  async respond({ context, message }) {
    const { clientes } = await callOperation(listClients, context, {});
    const named = await clientNamedIn(context, message, clientes);
    const shown = named ? clientes.filter((client) => client.nome === named) : clientes;
    let reply: string;
    if (named && shown[0]) {
      const client = shown[0];
      reply = `${client.nome}: NIF ${client.nif ?? "não indicado"}${client.email ? `, ${client.email}` : ""}; ${client.faturas} faturas, total faturado ${client.totalInvoiced}, por receber ${client.open}${client.refundOwedCents > 0 ? `, a devolver ${client.refundOwed} (recebido a mais em faturas depois creditadas)` : ""}.`;
    } else if (clientes.length === 0) reply = "Ainda não há clientes: são criados ao emitir a primeira fatura.";
    else {
      const mostOwed = [...clientes].sort((a, b) => b.openCents - a.openCents).slice(0, 5);
      reply = `${clientes.length} clientes. Os que mais devem:\n${bulletList(mostOwed.map((client) => `${client.nome} — por receber ${client.open} (${client.faturas} faturas)`))}`;
    }
    return { reply, card: { type: "clients", query: named, clientes: shown } };
  },
});

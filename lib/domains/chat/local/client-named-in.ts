import { listClients } from "@/lib/domains/receivables/list-clients";
import type { OperationContext } from "@/lib/kernel/operation";
import { callOperation } from "../call-operation";
import { clientInMessage } from "./client-in-message";

/** The client a reading question names, if any, among the company's clients (listed when not given). */
export async function clientNamedIn(context: OperationContext, message: string, clientes?: { nome: string }[]): Promise<string | null> {
  const candidates = clientes ?? (await callOperation(listClients, context, {})).clientes;
  return clientInMessage(message, candidates.map((client) => ({ name: client.nome })), { byDistinctiveWord: true })?.name ?? null;
}

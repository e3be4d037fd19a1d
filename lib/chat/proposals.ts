import { z } from "zod";
import { matchName } from "@/lib/clients/match-name";
import { database } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import { computeInvoiceTotals, quantityToThousandths, type VatRate } from "@/lib/invoices/invoice-totals";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { eurosToCents, formatEuros } from "@/lib/money";
import type { AnyOperation, OperationContext } from "@/lib/operations/operation";
import type { ChatAnswer } from "./chat-answer";
import type { ChatCard } from "./chat-card";
import { MissingScopeError } from "./call-operation";
import { dropPendingAction, findPendingAction, proposeAction } from "./pending-actions";
import { missingScopeReply } from "./scope-replies";

// The confirmation rule, the same for both engines: a write is first proposed (for an invoice, a
// draft card and a question) and done only when the next message confirms the proposal quoted in
// the last reply.

export type InvoiceInput = z.input<typeof issueInvoice.input>;

const CONFIRM = /^\s*(sim|s|confirmo|confirma|confirmado|pode emitir|podes emitir|pode avançar|ok|okay|certo|avanca|avança|yes|y|confirm|go ahead|do it)\b/i;
const CANCEL = /^\s*(nao|não|n|cancela|cancelar|esquece|anula|no|cancel|stop)\b/i;

/** A short yes ("sim", "confirmo", "ok, pode emitir"); a longer message is a new request. */
export function isConfirmation(message: string): boolean {
  return message.trim().length <= 60 && CONFIRM.test(message) && !CANCEL.test(message);
}

export function isCancellation(message: string): boolean {
  return message.trim().length <= 60 && CANCEL.test(message);
}

async function clientIsNew(companyId: string, name: string, nif: string | undefined): Promise<boolean> {
  const existing = await database().client.findFirst({
    where: { companyId, OR: [...(nif ? [{ nif }] : []), { matchName: matchName(name) }] },
    select: { id: true },
  });
  return existing === null;
}

function describeLine(line: { description: string; quantity: number; unitEuros: number; vatRate: number }): string {
  const quantity = line.quantity === 1 ? "" : `${String(line.quantity).replace(".", ",")} × `;
  return `${quantity}${line.description} a ${formatEuros(eurosToCents(line.unitEuros))} + IVA ${line.vatRate}%`;
}

/** Validates the invoice with the operation's own schema, stores it as a proposal, and asks. */
export async function proposeInvoice(context: OperationContext, rawInput: InvoiceInput): Promise<ChatAnswer> {
  if (!context.scopes.includes("invoices:write")) throw new MissingScopeError("invoices:write");
  const parsed = issueInvoice.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reply: `Não consigo preparar essa fatura: ${issue?.path.join(".") || "pedido"} — ${issue?.message ?? "inválido"}. Nada foi criado.`, card: null };
  }
  const input = parsed.data;
  const totals = computeInvoiceTotals(
    input.lines.map((line) => ({ quantityThousandths: quantityToThousandths(line.quantity), unitCents: eurosToCents(line.unitEuros), vatRate: line.vatRate as VatRate })),
  );
  const novo = await clientIsNew(context.companyId, input.clientName, input.clientNif);
  const action = await proposeAction(context, issueInvoice.name, input as unknown as Record<string, unknown>);
  const card: ChatCard = {
    type: "invoice_draft",
    draftId: action.id,
    expiresAt: action.expiresAt.toISOString(),
    documentType: input.type,
    cliente: { nome: input.clientName, nif: input.clientNif ?? null, novo },
    lines: input.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitEuros: line.unitEuros, vatRate: line.vatRate as VatRate })),
    netCents: totals.netCents,
    net: formatEuros(totals.netCents),
    vatCents: totals.vatCents,
    vat: formatEuros(totals.vatCents),
    totalCents: totals.totalCents,
    total: formatEuros(totals.totalCents),
  };
  const kind = input.type === "FR" ? "fatura-recibo" : "fatura";
  const client = `${input.clientName}${input.clientNif ? ` (NIF ${input.clientNif})` : ""}${novo ? ", cliente novo" : ""}`;
  return {
    reply:
      `Rascunho ${action.id}: ${kind} para ${client} — ${input.lines.map(describeLine).join("; ")}. ` +
      `Base ${card.net}, IVA ${card.vat}, total ${card.total}. Confirma a emissão? Responda «sim» para emitir ou «não» para cancelar.`,
    card,
  };
}

/** Runs the proposal quoted in the last reply, once, and reports the result. */
export async function confirmProposal(context: OperationContext, reference: string): Promise<ChatAnswer> {
  const action = await findPendingAction(context, reference);
  // The registry lists the chat operation itself, so it is read when needed, not at module load.
  const { operations } = await import("@/lib/operations/registry");
  const operation = action ? (operations as Record<string, AnyOperation>)[action.operation] : undefined;
  if (!action || !operation) {
    return { reply: `O rascunho ${reference} já não está disponível: expira 24 horas depois de criado, ou foi cancelado. Peça de novo e eu preparo outro rascunho.`, card: null };
  }
  if (!context.scopes.includes(operation.scope)) return missingScopeReply(operation.scope, `executar «${operation.title}»`);
  const idempotency = { key: `chat:${action.id}`, replayed: false };
  try {
    const output = await operation.run({ ...context, idempotency }, operation.input.parse(action.input));
    // An operation that does not honour idempotency keys must not run twice: its proposal is used up.
    if (!operation.http.idempotent) await dropPendingAction(context, action.id);
    if (operation !== issueInvoice) return { reply: `Feito: ${operation.title} (${action.id}).`, card: null };
    const invoice = output as z.output<typeof issueInvoice.output>;
    const intro = idempotency.replayed ? `Esta fatura já tinha sido emitida com o rascunho ${action.id}:` : "Fatura emitida:";
    return {
      reply: `${intro} ${invoice.display} para ${invoice.cliente}, total ${invoice.total} (base ${invoice.net}, IVA ${invoice.vat}), data ${invoice.issueDate}, vencimento ${invoice.dueDate}, ATCUD ${invoice.atcud}.`,
      card: { type: "invoice_issued", invoice },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { reply: `Não foi feito: ${error.message}`, card: null };
    throw error;
  }
}

export async function cancelProposal(context: OperationContext, reference: string): Promise<ChatAnswer> {
  await dropPendingAction(context, reference);
  return { reply: `Está bem, não emiti nada: o rascunho ${reference} foi cancelado.`, card: null };
}

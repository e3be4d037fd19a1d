import { getClient } from "@/lib/domains/receivables/get-client";
import type { OperationContext } from "@/lib/kernel/operation";
import { sendInvoice } from "@/lib/domains/invoices/send-invoice";
import { callOperation, requireOperationScope } from "../call-operation";
import type { ChatCardOf } from "../chat-card";
import type { DocumentSummary } from "../local/document-in-message";
import { createChatDraft } from "./chat-drafts";

// An email to a client cannot be taken back: it is sent only once the user confirms its draft. The
// draft names the document and the address it goes to (the one in the message, else the client's,
// read through get_client); a client without one is asked for an address and nothing is drafted.

/** Validates the sending with the operation's own schema, stores it as a draft, and asks. */
export async function proposeSending(context: OperationContext, document: DocumentSummary, to: string | undefined): Promise<{ reply: string; card: ChatCardOf<"send_draft"> | null }> {
  requireOperationScope(context, sendInvoice);
  if (document.status === "annulled") return { reply: `A ${document.display} está anulada: um documento anulado não se envia ao cliente. Nada foi enviado.`, card: null };
  const parsed = sendInvoice.input.safeParse({ id: document.id, ...(to ? { to } : {}) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reply: `Não consigo preparar esse envio: ${issue?.path.join(".") || "pedido"} — ${issue?.message ?? "inválido"}. Nada foi enviado.`, card: null };
  }
  const recipient = parsed.data.to ?? (await callOperation(getClient, context, { id: document.clientId })).email;
  if (!recipient) {
    return { reply: `O cliente da ${document.display} (${document.cliente}) não tem email. Indique o endereço, por exemplo «envia a ${document.display} para contas@cliente.pt». Nada foi enviado.`, card: null };
  }
  const draft = await createChatDraft(context, sendInvoice.name, { ...parsed.data, to: recipient } as unknown as Record<string, unknown>);
  const card: ChatCardOf<"send_draft"> = { type: "send_draft", draftId: draft.id, expiresAt: draft.expiresAt.toISOString(), invoice: document, to: recipient };
  return {
    reply: `Rascunho ${draft.id}: enviar a ${document.display} de ${document.cliente} (total ${document.total}) para ${recipient}, com o PDF e uma mensagem curta. Confirma? Responda «sim» para enviar, ou «não» para cancelar.`,
    card,
  };
}

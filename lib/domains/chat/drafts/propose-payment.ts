import type { z } from "zod";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import type { OperationContext } from "@/lib/kernel/operation";
import { PAYMENT_METHODS } from "@/lib/domains/invoices/payment-methods";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { requireOperationScope } from "../call-operation";
import type { ChatCardOf } from "../chat-card";
import type { DocumentSummary } from "../local/document-in-message";
import { createChatDraft } from "./chat-drafts";

// A payment received is registered only once the user confirms its draft, like an invoice. The
// draft shows the document as list_invoices returned it and the amount: the one named, or what is open.

export type PaymentInput = z.input<typeof registerPayment.input>;

/** Validates the payment with the operation's own schema, stores it as a draft, and asks. */
export async function proposePayment(context: OperationContext, document: DocumentSummary, rawInput: PaymentInput): Promise<{ reply: string; card: ChatCardOf<"payment_draft"> | null }> {
  requireOperationScope(context, registerPayment);
  const parsed = registerPayment.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reply: `Não consigo preparar esse recebimento: ${issue?.path.join(".") || "pedido"} — ${issue?.message ?? "inválido"}. Nada foi registado.`, card: null };
  }
  const input = parsed.data;
  if (document.openCents === 0) return { reply: `A ${document.display} (${document.cliente}) não tem nada em aberto (estado: ${document.status}); não há recebimento a registar.`, card: null };
  const amountCents = input.amountEuros === undefined ? document.openCents : eurosToCents(input.amountEuros);
  if (amountCents > document.openCents) {
    return { reply: `A ${document.display} só tem ${document.open} em aberto; não posso registar ${formatEuros(amountCents)}. Nada foi registado.`, card: null };
  }
  const draft = await createChatDraft(context, registerPayment.name, input as unknown as Record<string, unknown>);
  const card: ChatCardOf<"payment_draft"> = {
    type: "payment_draft",
    draftId: draft.id,
    expiresAt: draft.expiresAt.toISOString(),
    invoice: document,
    partial: amountCents < document.openCents,
    amountCents,
    amount: formatEuros(amountCents),
    paymentDate: input.paymentDate ?? null,
    method: input.method,
    methodDescription: PAYMENT_METHODS[input.method],
  };
  const part = card.partial ? `parcial de ${card.amount} (em aberto ${document.open})` : `de ${card.amount}, tudo o que está em aberto`;
  return {
    reply:
      `Rascunho ${draft.id}: recebimento ${part} da ${document.display} de ${document.cliente} (total ${document.total}), por ${card.methodDescription.toLowerCase()}${input.paymentDate ? `, a ${input.paymentDate}` : ", com data de hoje"}. ` +
      `Confirma? Responda «sim» para registar e emitir o recibo, ou «não» para cancelar.`,
    card,
  };
}

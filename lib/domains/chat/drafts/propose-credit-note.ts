import type { z } from "zod";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { formatEuros, eurosToCents } from "@/lib/core/money";
import type { OperationContext } from "@/lib/kernel/operation";
import { requireOperationScope } from "../call-operation";
import type { ChatCardOf } from "../chat-card";
import type { DocumentSummary } from "../local/document-in-message";
import { createChatDraft } from "./chat-drafts";

// A credit note is issued only once the user confirms its draft. The draft names the document (as
// list_invoices returned it), the reason, and either the whole document or the line and the amount
// (VAT excluded, the line's VAT is added by create_credit_note).

export type CreditNoteInput = z.input<typeof createCreditNote.input>;

/** The credited line when an amount is named: its position and description. */
export interface CreditedLine {
  line: number;
  description: string;
}

export async function proposeCreditNote(
  context: OperationContext,
  document: DocumentSummary,
  rawInput: CreditNoteInput,
  line: CreditedLine | null,
): Promise<{ reply: string; card: ChatCardOf<"credit_note_draft"> | null }> {
  requireOperationScope(context, createCreditNote);
  const parsed = createCreditNote.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reply: `Não consigo preparar essa nota de crédito: ${issue?.path.join(".") || "pedido"} — ${issue?.message ?? "inválido"}. Nada foi criado.`, card: null };
  }
  const input = parsed.data;
  const amountEuros = input.references[0]?.lines?.[0]?.amountEuros;
  const amountCents = amountEuros === undefined ? null : eurosToCents(amountEuros);
  const draft = await createChatDraft(context, createCreditNote.name, input as unknown as Record<string, unknown>);
  const card: ChatCardOf<"credit_note_draft"> = {
    type: "credit_note_draft",
    draftId: draft.id,
    expiresAt: draft.expiresAt.toISOString(),
    invoice: document,
    reason: input.reason,
    line,
    amountCents,
    amount: amountCents === null ? null : formatEuros(amountCents),
  };
  const what = amountCents === null ? `de todo o valor ainda por creditar da ${document.display} (total ${document.total})` : `de ${card.amount} + IVA na linha ${line!.line} («${line!.description}») da ${document.display} (total ${document.total})`;
  return {
    reply: `Rascunho ${draft.id}: nota de crédito ${what}, a ${document.cliente}, motivo «${input.reason}». Confirma a emissão? Responda «sim» para emitir ou «não» para cancelar.`,
    card,
  };
}

"use server";

import { revalidatePath } from "next/cache";
import { bookBankMovementExpense } from "@/lib/domains/settlement/book-movement-expense";
import { acceptBankSuggestion, acceptBankSuggestions, ignoreBankMovement, matchBankMovement, rejectBankSuggestion, restoreBankMovement, unmatchBankMovement } from "@/lib/domains/settlement/movement-transitions";
import { ApiError } from "@/lib/core/api-error";
import type { FormResult } from "@/lib/transports/web/form-result";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";

const TRANSITIONS = {
  accept: { operation: acceptBankSuggestion, done: "Sugestão aceite: movimento reconciliado." },
  reject: { operation: rejectBankSuggestion, done: "Sugestão rejeitada: o movimento fica por classificar." },
  ignore: { operation: ignoreBankMovement, done: "Movimento ignorado." },
  restore: { operation: restoreBankMovement, done: "Movimento reposto: fica por classificar." },
  unmatch: { operation: unmatchBankMovement, done: "Reconciliação desfeita." },
};

/** A refusal of a bank transition, for a person: what happened and what to do next. */
function refusal(error: ApiError): string {
  if (/already matched to another movement/.test(error.message)) return "Não foi possível aceitar: a fatura ou despesa sugerida já está reconciliada com outro movimento. Rejeite esta sugestão ou associe o movimento à mão.";
  // recordPayment's refusals carry their Portuguese (e.g. more than the invoice has open).
  if (error.code === "conflict" && error.pt) return error.pt;
  if (error.code === "conflict") return "O movimento mudou entretanto; a lista foi atualizada.";
  if (error.code === "not_found") return "O movimento ou o documento já não existe; a lista foi atualizada.";
  if (error.code === "insufficient_scope" || error.code === "forbidden") return "Não tem permissão para alterar movimentos bancários.";
  return "Não foi possível alterar o movimento; tente de novo.";
}

async function attempt(run: () => Promise<string>): Promise<FormResult> {
  try {
    const message = await run();
    revalidatePath("/banco");
    return { ok: true, message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    revalidatePath("/banco");
    return { ok: false, message: refusal(error), fields: {} };
  }
}

/** One movement's transition from the bank page: the same operations as /api/v1/bank/movements/{id}/…; answers what happened. */
export async function moveBankMovement(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const transition = TRANSITIONS[String(formData.get("action")) as keyof typeof TRANSITIONS];
  if (!transition) return { ok: false, message: "Ação desconhecida.", fields: {} };
  return attempt(async () => {
    await invokeOperation(transition.operation, context, { id: String(formData.get("id") ?? "") });
    return transition.done;
  });
}

/** Matches a movement by hand to an invoice (money in) or an expense document (money out), chosen on the page. */
export async function matchMovementByHand(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  const [kind, targetId] = String(formData.get("target") ?? "").split(":");
  if (!targetId) return { ok: false, message: "Escolha a fatura ou a despesa a associar.", fields: { target: "Escolha a fatura ou a despesa a associar." } };
  return attempt(async () => {
    const movement = await invokeOperation(matchBankMovement, context, { id: String(formData.get("id") ?? ""), ...(kind === "invoice" ? { invoiceId: targetId } : { documentId: targetId }) });
    // The receipt lines say which RC was issued for how much (pay-invoices-from-movement.ts).
    const receipts = movement.reasons.filter((reason) => reason.startsWith("RC "));
    return kind === "invoice" ? `Recebimento registado com recibo: ${receipts.join("; ")}.` : "Movimento associado à despesa.";
  });
}

/** Books a debit with no document (a bank fee) as an expense of the chosen category: book_bank_movement_expense. */
export async function bookMovementAsExpense(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context } = await workspace();
  return attempt(async () => {
    const booked = await invokeOperation(bookBankMovementExpense, context, { id: String(formData.get("id") ?? ""), category: String(formData.get("categoria") ?? "comissões bancárias") });
    return `Lançado como despesa de ${booked.expense.category} (${booked.expense.total}, sem IVA): movimento reconciliado.`;
  });
}

const movements = (count: number) => `${count} ${count === 1 ? "movimento" : "movimentos"}`;

export async function acceptAllSuggestions(_previous: FormResult | null): Promise<FormResult> {
  const { context } = await workspace();
  return attempt(async () => {
    const { conciliadas, returned: sentBack } = await invokeOperation(acceptBankSuggestions, context, {});
    const returned = sentBack ? ` ${movements(sentBack)} ${sentBack === 1 ? "voltou" : "voltaram"} a "Por classificar": a fatura ou despesa sugerida já estava reconciliada com outro movimento.` : "";
    return `${conciliadas === 1 ? "1 sugestão aceite" : `${conciliadas} sugestões aceites`}: ${movements(conciliadas)} ${conciliadas === 1 ? "reconciliado" : "reconciliados"}.${returned}`;
  });
}

import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { sql, sqlOf } from "@/lib/core/db/sql";
import { ApiError, notFound } from "@/lib/core/api-error";
import { idempotentTransaction, type Transaction } from "@/lib/kernel/idempotency";
import { reasonField } from "@/lib/domains/invoices/create-credit-note";
import { invoiceSummary, invoiceSummarySchema, openAmountCents, stillToReceiveCents } from "@/lib/domains/invoices/invoice-view";
import { lockDocuments } from "@/lib/domains/invoices/lock-documents";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS, type OperationContext } from "@/lib/kernel/operation";
import { idParameter, money } from "@/lib/core/schemas";
import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { receiptSchema, receiptView } from "@/lib/domains/invoices/receipt-view";

// Annulment of a receipt (RC) issued in error — a payment registered twice, on the wrong invoice, or
// for money that never arrived. Like a sales document, it keeps its number (the series stays gap-free),
// is marked annulled with a mandatory reason, and stays in the SAF-T with PaymentStatus A outside the
// control totals (Portaria 302/2016, 4.4); the document it paid is open again by its amount. A
// receipt a bank movement settled is refused while that movement stays matched: the bank says the
// money arrived, so the reconciliation is undone first (Banco → Desfazer).

export const annulReceipt = defineOperation({
  name: "annul_receipt",
  title: "Annul a receipt (RC)",
  description:
    "Annuls a receipt issued in error with a mandatory `reason`: it keeps its number, is marked annulled (SAF-T PaymentStatus A, outside the totals), and the FT/ND it paid is open again by its amount (no longer `paid` when something is left). Refused (409) if it is already annulled, or while a matched bank movement carries it (undo that reconciliation first with unmatch_bank_movement). Irreversible: confirm with the user. Receipt ids come from register_payment or get_invoice's `receipts`.",
  scope: "invoices:write",
  http: { method: "POST", path: "/receipts/{id}/annul", errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter.describe("The receipt to annul."),
    reason: reasonField.describe("Why it is annulled (mandatory), e.g. 'Pagamento registado em duplicado'.").meta({ examples: ["Pagamento registado em duplicado"] }),
  }),
  output: receiptSchema.extend({ invoice: invoiceSummarySchema, ...money("open", "Open on the document after the annulment") }),
  hints: HINTS.destructiveWrite,
  dryRun: "rollback",
  async run(context, input) {
    const today = lisbonToday(context.now());
    return idempotentTransaction(context, "annul_receipt", input, (tx) => annulReceiptIn(tx, context, input.id, input.reason, today));
  },
});

/**
 * annul_receipt's rules and writes inside the caller's transaction: also how undoing a bank
 * reconciliation takes back the receipts that reconciliation issued (movement-transitions.ts), once
 * the movement is no longer matched.
 */
export async function annulReceiptIn(tx: Transaction, context: OperationContext, receiptId: string, reason: string, today: string) {
  const found = await tx.receipt.findFirst({ where: { id: receiptId, companyId: context.companyId }, select: { invoiceId: true } });
  if (!found) throw notFound("Receipt");
  // The document first, then the receipt: the same lock order as register_payment.
  const [document] = await lockDocuments(tx, context.companyId, [found.invoiceId]);
  await sqlOf(tx).selectFrom("Receipt").select("id").where("id", "=", receiptId).where("companyId", "=", context.companyId).forUpdate().execute();
  const receipt = await tx.receipt.findFirstOrThrow({ where: { id: receiptId, companyId: context.companyId } });
  if (receipt.annulledAt) throw new ApiError("conflict", `${receipt.display} is already annulled.`, { pt: `${receipt.display} já está anulado.` });
  const bank = await sqlOf(tx)
    .selectFrom("BankMovement")
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("count"))
    .where("companyId", "=", context.companyId)
    .where("status", "=", "matched")
    // A reason the receipt wrote: "<receipt display>: …" (reasons is text[]).
    .where(({ exists, selectFrom }) => exists(selectFrom(sql<{ reason: string }>`unnest("reasons")`.as("reason")).select(sql.lit(1).as("one")).where("reason", "like", `${receipt.display}:%`)))
    .executeTakeFirst();
  if ((bank?.count ?? 0) > 0) {
    throw new ApiError("conflict", `${receipt.display} came from a matched bank movement: undo that match first.`, { pt: `${receipt.display} veio de um movimento bancário reconciliado: desfaça primeiro essa reconciliação no Banco.` });
  }
  const paidCents = document!.paidCents - receipt.amountCents;
  const reopen = document!.paidAt !== null && stillToReceiveCents(document!, paidCents) > 0;
  const updated = await tx.invoice.update({ where: { id: document!.id }, data: { paidCents, ...(reopen ? { paidAt: null } : {}) } });
  const annulled = await tx.receipt.update({ where: { id: receipt.id }, data: { annulledAt: context.now(), annulmentReason: reason } });
  const remaining = openAmountCents(updated);
  await recordEvent(tx, context.companyId, "payment.annulled", { receiptId: receipt.id, display: receipt.display, invoiceId: document!.id, amountCents: receipt.amountCents, reason, openCents: remaining });
  return { ...receiptView(annulled, document!.display), invoice: invoiceSummary(updated, today), openCents: remaining, open: formatEuros(remaining) };
}

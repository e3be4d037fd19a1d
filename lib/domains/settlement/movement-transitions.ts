import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { z } from "zod";
import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { annulReceiptIn } from "@/lib/domains/payments/annul-receipt";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS, type OperationContext, type OperationHints } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { movementTargets } from "@/lib/domains/bank/bank-overview";
import { movementSchema, movementView, receiptDisplaysOf } from "@/lib/domains/bank/movement-view";
import { payInvoicesFromMovement } from "./pay-invoices-from-movement";
import { markMatched, matchToTarget } from "./reconcile";

// Reconciliation state machine of one bank movement (each transition is one operation):
//   suggested → accept → matched          suggested → reject → unmatched (pair never suggested again)
//   unmatched | suggested → ignore → ignored       ignored → restore → unmatched
//   matched → unmatch → unmatched (the invoice becomes unpaid again)
//   unmatched | suggested → match (to a given invoice or document) → matched
// Any other move is refused with 409 conflict; nothing changes.

type Status = "unmatched" | "suggested" | "matched" | "ignored";

const STATUS_LABELS: Record<Status, string> = { unmatched: "por classificar", suggested: "com sugestão", matched: "reconciliado", ignored: "ignorado" };

async function loadMovement(companyId: string, id: string) {
  const movement = await database().bankMovement.findFirst({ where: { id, companyId } });
  if (!movement) throw notFound("Bank movement");
  return movement;
}

function refuse(action: string, status: Status, allowed: Status[]): never {
  throw new ApiError("conflict", `Cannot ${action} a movement that is ${status} (${STATUS_LABELS[status]}); this applies only to ${allowed.join(" or ")} movements.`);
}

async function view(companyId: string, id: string) {
  const row = await loadMovement(companyId, id);
  return movementView(row, await movementTargets(companyId, [row]));
}

const transition = (name: string, action: string, title: string, description: string, from: Status[], input: z.ZodObject, apply: (movement: Awaited<ReturnType<typeof loadMovement>>, input: Record<string, unknown>, companyId: string, context: OperationContext) => Promise<void>, hints: OperationHints = HINTS.write) =>
  defineOperation({
    name,
    title,
    description: `${description} Refused with 409 when the movement is in another state.`,
    scope: "banks:write",
    http: { method: "POST", path: `/bank/movements/{id}/${action}`, errors: ["conflict"] },
    input,
    output: movementSchema,
    hints,
    dryRun: "rollback",
    async run(context, parsed) {
      const movement = await loadMovement(context.companyId, parsed.id as string);
      if (!from.includes(movement.status)) refuse(action, movement.status, from);
      await apply(movement, parsed, context.companyId, context);
      return view(context.companyId, movement.id);
    },
  });

const idOnly = z.object({ id: idParameter.describe("Bank movement id.") });

export const acceptBankSuggestion = transition("accept_bank_suggestion", "accept", "Accept one suggestion", "Accepts the suggested match of one movement: it becomes matched; a suggested invoice is paid what is open, at most the movement's amount, with a numbered receipt RC dated the movement's day (as match_bank_movement does), which needs invoices:write as well (403 insufficient_scope otherwise, nothing changed).", ["suggested"], idOnly, async (movement, _input, _companyId, context) => {
  await database().$transaction((tx) => matchToTarget(tx, context, movement, movement, movement.reasons, movement.score));
});

export const rejectBankSuggestion = transition("reject_bank_suggestion", "reject", "Reject one suggestion", "Rejects the suggested match of one movement: it goes back to unmatched and that pair is never suggested again.", ["suggested"], idOnly, async (movement) => {
  const targetId = movement.invoiceId ?? movement.documentId;
  await database().$transaction(async (tx) => {
    if (targetId) await tx.rejectedMatch.upsert({ where: { movementId_targetId: { movementId: movement.id, targetId } }, create: { movementId: movement.id, targetId }, update: {} });
    await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "unmatched", invoiceId: null, documentId: null, score: null, reasons: [] } });
  });
});

export const ignoreBankMovement = transition("ignore_bank_movement", "ignore", "Ignore a movement", "Marks a movement as not needing a document or invoice (e.g. bank fees already booked, transfers between own accounts).", ["unmatched", "suggested"], idOnly, async (movement) => {
  await database().bankMovement.update({ where: { id: movement.id }, data: { status: "ignored", invoiceId: null, documentId: null, score: null, reasons: [] } });
}, HINTS.idempotentWrite);

export const restoreBankMovement = transition("restore_bank_movement", "restore", "Restore an ignored movement", "Brings an ignored movement back to unmatched.", ["ignored"], idOnly, async (movement) => {
  await database().bankMovement.update({ where: { id: movement.id }, data: { status: "unmatched" } });
}, HINTS.idempotentWrite);

export const unmatchBankMovement = transition("unmatch_bank_movement", "unmatch", "Undo a match", "Undoes a match: the movement becomes unmatched and a matched invoice becomes unpaid again; the receipts the match issued (settle_bank_movement, or match_bank_movement to an invoice) are annulled, so the invoice is open again by their amount.", ["matched"], idOnly, async (movement, _input, companyId, context) => {
  await database().$transaction(async (tx) => {
    await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "unmatched", invoiceId: null, documentId: null, score: null, reasons: [] } });
    if (movement.invoiceId) await tx.invoice.updateMany({ where: { id: movement.invoiceId, companyId }, data: { paidAt: null } });
    // The movement's reasons name the receipts its settlement issued («RC 2026/3: 56,25 € de FT 2026/1»).
    const issued = receiptDisplaysOf(movement.reasons);
    const receipts = issued.length ? await tx.receipt.findMany({ where: { companyId, display: { in: issued }, annulledAt: null }, select: { id: true } }) : [];
    const today = lisbonToday(context.now());
    for (const receipt of receipts) await annulReceiptIn(tx, context, receipt.id, "Reconciliação bancária desfeita", today);
    await recordEvent(tx, companyId, "bank.movement.unmatched", { movementId: movement.id, invoiceId: movement.invoiceId, documentId: movement.documentId, annulledReceiptIds: receipts.map((receipt) => receipt.id) });
  });
}, HINTS.destructiveWrite);

export const matchBankMovement = transition(
  "match_bank_movement",
  "match",
  "Match a movement by hand",
  "Matches a movement to a given invoice (money in) or expense document (money out) of the company, whatever the automatic score. Money in pays the invoice the movement's amount exactly as settle_bank_movement does: a numbered receipt RC dated the movement's day; less than what is open leaves the invoice partly paid (a later movement pays the rest), more is refused (409). Issuing that receipt needs invoices:write as well. An expense document may differ in amount (e.g. a payment net of fees).",
  ["unmatched", "suggested"],
  z.object({
    id: idParameter.describe("Bank movement id."),
    invoiceId: z.string().min(1).max(64).optional().describe("An invoice of the company (for money in)."),
    documentId: z.string().min(1).max(64).optional().describe("An expense document of the company (for money out)."),
  }).refine((input) => Boolean(input.invoiceId) !== Boolean(input.documentId), { message: "send exactly one of invoiceId or documentId", path: ["invoiceId"] }) as unknown as z.ZodObject,
  async (movement, input, companyId, context) => {
    const db = database();
    if (Boolean(input.invoiceId) === Boolean(input.documentId)) {
      throw new ApiError("validation_error", "Send exactly one of invoiceId or documentId.", { details: [{ path: "invoiceId", message: "send exactly one of invoiceId or documentId" }] });
    }
    if (input.invoiceId) {
      if (movement.amountCents < 0) throw new ApiError("conflict", "Money out cannot be matched to an invoice; match it to an expense document.");
      const invoice = await db.invoice.findFirst({ where: { id: input.invoiceId as string, companyId } });
      if (!invoice) throw notFound("Invoice");
      // A receipt is a document of the books: the same right as register_payment and settle_bank_movement.
      if (!context.scopes.includes("invoices:write")) throw new ApiError("insufficient_scope", "Matching money in to an invoice issues a receipt, which needs the 'invoices:write' scope as well.");
      await db.$transaction((tx) => payInvoicesFromMovement(tx, context, movement, [{ invoiceId: invoice.id, amountCents: movement.amountCents }], "TB", ["reconciliado manualmente"]));
      return;
    } else {
      if (movement.amountCents > 0) throw new ApiError("conflict", "Money in cannot be matched to an expense document; match it to an invoice.");
      const document = await db.expenseDocument.findFirst({ where: { id: input.documentId as string, companyId } });
      if (!document) throw notFound("Document");
    }
    await db.$transaction((tx) => markMatched(tx, { ...movement, companyId }, input.documentId as string, ["reconciliado manualmente"], 1));
  },
);

export const acceptBankSuggestions = defineOperation({
  name: "accept_bank_suggestions",
  title: "Accept all suggestions",
  description:
    "Accepts every pending reconciliation suggestion in one transaction (best scores first). A suggestion whose invoice or document is already matched to another movement (two payments suggested for one invoice, or matched meanwhile) cannot be accepted: it goes back to unmatched, counted in `returned`, so no suggestion is left that can never be accepted. Each invoice is paid with its receipt RC, as accept_bank_suggestion does, which needs invoices:write as well: without it, when a suggestion is an invoice, nothing is accepted (403 insufficient_scope). Returns `conciliadas`, the number reconciled; calling it again returns 0. Review them first with get_bank_overview status=suggested, and confirm with the user.",
  scope: "banks:write",
  http: { method: "POST", path: "/bank/suggestions/accept" },
  input: z.object({}),
  output: z.object({
    conciliadas: z.number().int().describe("Movements reconciled now."),
    returned: z.number().int().describe("Suggestions sent back to unmatched because their invoice or document is already matched to another movement."),
  }),
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context) {
    return database().$transaction(
      async (tx) => {
        const suggested = await tx.bankMovement.findMany({ where: { companyId: context.companyId, status: "suggested" }, orderBy: [{ score: "desc" }, { date: "asc" }] });
        const taken = new Set(
          (await tx.bankMovement.findMany({ where: { companyId: context.companyId, status: "matched" }, select: { invoiceId: true, documentId: true } })).flatMap((movement) => [movement.invoiceId, movement.documentId]),
        );
        let conciliadas = 0;
        const stale: string[] = [];
        for (const movement of suggested) {
          const target = movement.invoiceId ?? movement.documentId;
          if (!target || taken.has(target)) {
            stale.push(movement.id);
            continue;
          }
          try {
            // A refusal writes nothing (matchToTarget), so the transaction goes on: an invoice paid meanwhile is stale too.
            await matchToTarget(tx, context, movement, movement, movement.reasons, movement.score);
          } catch (error) {
            if (!(error instanceof ApiError && error.code === "conflict")) throw error;
            stale.push(movement.id);
            continue;
          }
          taken.add(target);
          conciliadas++;
        }
        if (stale.length) {
          await tx.bankMovement.updateMany({ where: { id: { in: stale }, companyId: context.companyId }, data: { status: "unmatched", invoiceId: null, documentId: null, score: null, reasons: [] } });
        }
        return { conciliadas, returned: stale.length };
      },
      { timeout: 60_000, maxWait: 15_000 },
    );
  },
});

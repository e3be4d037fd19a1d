import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { idempotentTransaction, type Transaction } from "@/lib/kernel/idempotency";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { annulmentRefusal } from "./annulment-rules";
import { reasonField } from "./create-credit-note";
import { computeInvoiceTotals, type VatRate } from "./invoice-totals";
import { invoiceSummary, invoiceSummarySchema, stillToReceiveCents } from "./invoice-view";
import { withholdingCents } from "./withholding";
import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { lockDocuments } from "./lock-documents";

export const annulInvoice = defineOperation({
  name: "annul_invoice",
  title: "Annul a document (anulação)",
  description:
    "Annuls an issued FT, FR, FS, NC or ND with a mandatory `reason`. It keeps its number (no gap), is marked `annulled` and leaves every total (revenue, VAT, receivables, client totals); the SAF-T shows it with status A. Allowed only until the document is communicated to the tax authority (day 5 of the month after its date), and not once a credit/debit note references it, a receipt was issued for it, or a bank movement settled it: after that, correct it with create_credit_note. Annulling an NC gives its amount back to the documents it credited. Irreversible: confirm with the user.",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices/{id}/annul", errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter,
    reason: reasonField.describe("Why it is annulled (mandatory), e.g. 'Emitida em duplicado'.").meta({ examples: ["Fatura emitida ao cliente errado"] }),
  }),
  output: invoiceSummarySchema.extend({ annulmentReason: z.string() }),
  hints: HINTS.destructiveWrite,
  dryRun: "rollback",
  async run(context, input) {
    const today = lisbonToday(context.now());
    return idempotentTransaction(context, "annul_invoice", input, async (tx) => {
      const [document] = await lockDocuments(tx, context.companyId, [input.id]);
      const invoice = document!;
      const [corrections, bankMatches] = await Promise.all([
        tx.invoice.findMany({ where: { companyId: context.companyId, annulledAt: null, lines: { some: { referencedInvoiceId: invoice.id } } }, select: { display: true } }),
        tx.bankMovement.count({ where: { companyId: context.companyId, invoiceId: invoice.id } }),
      ]);
      const refusal = annulmentRefusal(
        {
          type: invoice.type,
          display: invoice.display,
          issueDate: invoice.issueDate.toISOString().slice(0, 10),
          annulled: invoice.annulledAt !== null,
          correctionsInForce: corrections.map((row) => row.display),
          paidCents: invoice.paidCents,
          paidByBank: bankMatches > 0,
        },
        today,
      );
      if (refusal) throw new ApiError("conflict", refusal.message, { pt: refusal.pt });
      if (invoice.type === "NC") await giveCreditBack(tx, context.companyId, invoice);
      const annulled = await tx.invoice.update({
        where: { id: invoice.id },
        data: { annulledAt: context.now(), annulmentReason: input.reason, qrPayload: invoice.qrPayload.replace("*E:N*", "*E:A*") },
      });
      await recordEvent(tx, context.companyId, "invoice.annulled", { id: annulled.id, display: annulled.display, type: annulled.type, reason: input.reason });
      return { ...invoiceSummary(annulled, today), annulmentReason: input.reason };
    });
  },
});

type NoteLine = { referencedInvoiceId: string | null; quantityThousandths: number; unitCents: number; vatRate: number; vatExemptionCode: string | null };

/**
 * Takes an annulled NC's share off each original it credited, with the withholding it had reversed;
 * one settled only by that credit reopens.
 */
async function giveCreditBack(tx: Transaction, companyId: string, note: { lines: NoteLine[]; withholdingCents: number; totalCents: number }) {
  const byOriginal = new Map<string, NoteLine[]>();
  for (const line of note.lines) if (line.referencedInvoiceId) byOriginal.set(line.referencedInvoiceId, [...(byOriginal.get(line.referencedInvoiceId) ?? []), line]);
  const originals = await lockDocuments(tx, companyId, [...byOriginal.keys()]);
  for (const original of originals) {
    const share = computeInvoiceTotals(byOriginal.get(original.id)!.map((line) => ({ ...line, vatRate: line.vatRate as VatRate })));
    // A note on one document gave exactly its total (the completing note's VAT may be a rounding cent
    // below its lines'); on several, each share is recomputed from its lines.
    const creditedCents = original.creditedCents - (originals.length === 1 ? note.totalCents : share.totalCents);
    // A note on one document reversed exactly its own withholding; on several, each one's share is
    // recomputed as create_credit_note computed it (and all of it once nothing stays credited).
    const withholdingBack = originals.length === 1 ? note.withholdingCents : creditedCents === 0 ? original.creditedWithholdingCents : Math.min(original.creditedWithholdingCents, original.withholdingRateBasisPoints === null ? 0 : withholdingCents(share.netCents, original.withholdingRateBasisPoints));
    const creditedWithholdingCents = original.creditedWithholdingCents - withholdingBack;
    const paidByBank = (await tx.bankMovement.count({ where: { companyId, invoiceId: original.id } })) > 0;
    const reopen = original.paidAt !== null && original.type !== "FR" && original.type !== "FS" && !paidByBank && stillToReceiveCents({ ...original, creditedCents, creditedWithholdingCents }, original.paidCents) > 0;
    await tx.invoice.update({ where: { id: original.id }, data: { creditedCents, creditedWithholdingCents, ...(reopen ? { paidAt: null } : {}) } });
  }
}


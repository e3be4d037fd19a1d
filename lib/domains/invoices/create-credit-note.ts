import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { refuseBusinessBuyerWithoutAddress } from "./buyer-address";
import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { idempotentTransaction, type Transaction } from "@/lib/kernel/idempotency";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter, money } from "@/lib/core/schemas";
import { creditLinesFor, roundingExcessCents, withoutRoundingExcess, type CreditedNetByPosition } from "./credit-plan";
import { computeInvoiceTotals } from "./invoice-totals";
import { invoiceSummarySchema, stillToReceiveCents } from "./invoice-view";
import { withholdingCents } from "./withholding";
import { lockDocuments } from "./lock-documents";
import { writeSalesDocument, type DocumentLineToWrite } from "./write-document";
import { issuedDocument } from "./issued-document";

export const reasonField = z.string().trim().min(3, "must say why (at least 3 characters)").max(200, "must be at most 200 characters");

const creditLine = z
  .object({
    line: z.number().int().min(1).describe("Line number (position) on the original document."),
    quantity: z.number().positive().max(100_000).optional().describe("Credit this quantity of the line at its unit price."),
    amountEuros: z.number().positive().max(10_000_000).optional().describe("Credit this amount of the line, VAT excluded, in euros."),
  })
  .refine((line) => line.quantity === undefined || line.amountEuros === undefined, { message: "send quantity or amountEuros, not both", path: ["amountEuros"] });

const creditNoteInput = z.object({
  reason: reasonField.describe("Why the document is credited (mandatory, printed on the note): e.g. 'Devolução de 2 unidades', 'Desconto acordado'.").meta({ examples: ["Serviço de outubro faturado em duplicado"] }),
  references: z
    .array(
      z.object({
        invoiceId: idParameter.describe("The FT, FR, FS or ND being credited."),
        lines: z.array(creditLine).min(1).max(200).optional().describe("The lines to credit; omit to credit everything still creditable on the document."),
      }),
    )
    .min(1, "needs at least one document")
    .max(20)
    .describe("The documents corrected by this note, all of the same client."),
});

export const createCreditNote = defineOperation({
  name: "create_credit_note",
  title: "Issue a credit note (NC)",
  description:
    "Issues a nota de crédito (NC, CIVA art. 29.º and 78.º) correcting one or more issued FT/FR/FS/ND of the same client (a debit note too, on its own lines): the whole document (omit `lines`), some lines, a quantity of a line or an amount of a line. `reason` is mandatory. Its own gap-free series (`NC 2026/1`), ATCUD and QR. It can never credit more than is still creditable on each original (per line and in total); the originals then show `credited`, and a fully credited FT is settled. Revenue, VAT, receivables and client totals subtract it; on a document with withholding (retenção na fonte) the note carries the withholding of the net it credits, so what is still to receive falls by the note total minus that. Writes to the books: confirm with the user and make retries safe with an idempotency key (REST header `Idempotency-Key`, MCP argument `idempotencyKey`).",
  scope: "invoices:write",
  http: { method: "POST", path: "/credit-notes", status: 201, idempotent: true, errors: ["conflict", "not_found", "idempotency_conflict"] },
  input: creditNoteInput,
  output: invoiceSummarySchema.extend({ ...money("net", "Total before VAT"), ...money("vat", "VAT"), qrPayload: z.string(), reason: z.string(), references: z.array(z.string()).describe("Numbers of the documents credited.") }),
  hints: HINTS.write,
  dryRun: "rollback",
  issuesDocument: (output) => output.totalCents,
  async run(context, input) {
    const ids = input.references.map((reference) => reference.invoiceId);
    if (new Set(ids).size !== ids.length) throw new ApiError("validation_error", "A document is referenced twice.", { details: [{ path: "references", message: "repeated invoiceId" }] });
    const today = lisbonToday(context.now());
    return idempotentTransaction(context, "create_credit_note", input, async (tx) => {
      const originals = await lockDocuments(tx, context.companyId, ids);
      const clientIds = new Set(originals.map((original) => original.clientId));
      if (clientIds.size > 1) throw new ApiError("validation_error", "A credit note corrects documents of one client only.", { details: [{ path: "references", message: "documents of different clients" }] });
      const credited = await creditedNetByDocument(tx, ids);
      const lines: DocumentLineToWrite[] = [];
      const shares = new Map<string, CreditShare>();
      input.references.forEach((reference, index) => {
        const original = originals.find((row) => row.id === reference.invoiceId)!;
        const planned = creditLinesFor(original, credited.get(original.id) ?? new Map(), reference.lines, `references[${index}]`);
        const computed = computeInvoiceTotals(planned);
        const excess = roundingExcessCents(original, computed.totalCents);
        // The withholding follows the lines: crediting a line that was not withheld reverses none.
        const withheldNetCents = planned.reduce((sum, line, position) => sum + (line.withheld ? computed.lineNetCents[position]! : 0), 0);
        const share = { netCents: withheldNetCents, totalCents: computed.totalCents - excess };
        shares.set(original.id, { totalCents: share.totalCents, withholdingCents: withholdingReversed(original, share), excessCents: excess });
        lines.push(...planned);
      });
      // The completing note of a partly credited document gives back exactly the VAT still charged.
      const totals = withoutRoundingExcess(computeInvoiceTotals(lines), [...shares.values()].reduce((sum, share) => sum + share.excessCents, 0));
      const withholding = noteWithholding(originals, shares);
      const first = originals[0]!;
      const client = await tx.client.findFirstOrThrow({ where: { id: first.clientId, companyId: context.companyId } });
      refuseBusinessBuyerWithoutAddress({ name: client.name, nif: first.clientNif, country: client.country, foreignTaxId: client.foreignTaxId }, client.address, "references");
      const note = await writeSalesDocument(tx, context, {
        type: "NC",
        client: { id: client.id, name: first.clientName, nif: first.clientNif, country: client.country, foreignTaxId: client.foreignTaxId },
        issueDate: today,
        dueDate: today,
        lines,
        totals,
        reason: input.reason,
        withholding,
      });
      for (const original of originals) {
        const share = shares.get(original.id)!;
        const creditedCents = original.creditedCents + share.totalCents;
        const creditedWithholdingCents = original.creditedWithholdingCents + share.withholdingCents;
        const settled = original.paidAt === null && stillToReceiveCents({ ...original, creditedCents, creditedWithholdingCents }, original.paidCents) <= 0;
        await tx.invoice.update({ where: { id: original.id }, data: { creditedCents, creditedWithholdingCents, ...(settled ? { paidAt: context.now() } : {}) } });
        // Settled by credit, not by money: receivers that close invoices on invoice.paid must hear of it too.
        if (settled) await recordEvent(tx, context.companyId, "invoice.paid", { id: original.id, display: original.display, paidAt: today, creditNoteId: note.id });
      }
      return {
        ...issuedDocument(note, today, totals),
        reason: input.reason,
        references: originals.map((original) => original.display),
      };
    });
  },
});

type CreditShare = { totalCents: number; withholdingCents: number; excessCents: number };
type WithheldDocument = { id: string; display: string; totalCents: number; creditedCents: number; withholdingCents: number; creditedWithholdingCents: number; withholdingRateBasisPoints: number | null; withholdingCode: string | null };

/**
 * The withholding an NC takes back from an original that had some: the client withholds only on what
 * it still pays for (CIRS art. 101.º; the base is the net, so the NC withholds at the original's rate
 * on the net it credits). The NC that completes the credit takes exactly what is left, so rounding
 * never leaves a cent withheld on a fully credited document.
 */
export function withholdingReversed(original: WithheldDocument, share: { /** Net of the credited lines that were withheld. */ netCents: number; totalCents: number }): number {
  if (original.withholdingCents <= 0 || original.withholdingRateBasisPoints === null) return 0;
  const left = original.withholdingCents - original.creditedWithholdingCents;
  if (original.creditedCents + share.totalCents >= original.totalCents) return left;
  return Math.min(left, withholdingCents(share.netCents, original.withholdingRateBasisPoints));
}

/** The NC's own withholding (printed, QR field P, SAF-T WithholdingTax): one rule per note. */
function noteWithholding(originals: WithheldDocument[], shares: Map<string, CreditShare>): { code: string; rateBasisPoints: number; cents: number } | undefined {
  const withheld = originals.filter((original) => original.withholdingCode && original.withholdingRateBasisPoints !== null);
  if (withheld.length === 0) return undefined;
  const codes = new Set(withheld.map((original) => original.withholdingCode));
  if (codes.size > 1 || withheld.length !== originals.length) {
    throw new ApiError("validation_error", "These documents have different withholding (retenção na fonte): credit each with its own note.", { details: [{ path: "references", message: "different withholding rules" }] });
  }
  const cents = withheld.reduce((sum, original) => sum + shares.get(original.id)!.withholdingCents, 0);
  return { code: withheld[0]!.withholdingCode!, rateBasisPoints: withheld[0]!.withholdingRateBasisPoints!, cents };
}

/** Net credited so far per original and line, by credit notes that are not annulled. */
async function creditedNetByDocument(tx: Transaction, ids: string[]): Promise<Map<string, CreditedNetByPosition>> {
  const rows = await tx.invoiceLine.groupBy({
    by: ["referencedInvoiceId", "referencedPosition"],
    where: { referencedInvoiceId: { in: ids }, invoice: { type: "NC", annulledAt: null } },
    _sum: { netCents: true },
  });
  const result = new Map<string, CreditedNetByPosition>();
  for (const row of rows) {
    if (!row.referencedInvoiceId || row.referencedPosition === null) continue;
    const byLine = result.get(row.referencedInvoiceId) ?? new Map<number, number>();
    byLine.set(row.referencedPosition, row._sum.netCents ?? 0);
    result.set(row.referencedInvoiceId, byLine);
  }
  return result;
}


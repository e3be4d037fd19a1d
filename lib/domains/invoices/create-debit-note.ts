import { z } from "zod";
import { addDays, lisbonToday } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter, money } from "@/lib/core/schemas";
import { reasonField } from "./create-credit-note";
import { DEBITABLE_TYPES } from "./credit-plan";
import { computeInvoiceTotals } from "./invoice-totals";
import { invoiceSummarySchema } from "./invoice-view";
import { lineInput, MAX_INVOICE_TOTAL_CENTS } from "./issue-invoice";
import { refuseAgainstVatRegime, refuseReverseChargeWithout } from "./reverse-charge";
import { lockDocuments } from "./lock-documents";
import { writeSalesDocument } from "./write-document";
import { refuseBusinessBuyerWithoutAddress } from "./buyer-address";
import { issuedDocument, storedLines } from "./issued-document";

// A nota de débito charges more on an issued document (CIVA art. 29.º: the correction document
// references the one it corrects), e.g. a price revised upwards or costs re-invoiced afterwards.

export const createDebitNote = defineOperation({
  name: "create_debit_note",
  title: "Issue a debit note (ND)",
  description:
    "Issues a nota de débito (ND, CIVA art. 29.º) that charges more on an issued FT/FR/FS: new lines (like create_invoice's) referencing that document, with a mandatory `reason`. Own gap-free series (`ND 2026/1`), ATCUD and QR; it is an amount to receive (due in `dueDays`, default 30) and adds to revenue and VAT. Writes to the books: confirm with the user and make retries safe with an idempotency key (REST header `Idempotency-Key`, MCP argument `idempotencyKey`).",
  scope: "invoices:write",
  http: { method: "POST", path: "/debit-notes", status: 201, idempotent: true, errors: ["conflict", "not_found", "idempotency_conflict"] },
  input: z.object({
    invoiceId: idParameter.describe("The FT, FR or FS this note adds to."),
    reason: reasonField.describe("Why more is charged (mandatory, printed on the note).").meta({ examples: ["Deslocação não incluída na fatura"] }),
    dueDays: z.number().int().min(0).max(365).default(30).describe("Days until due (default 30)."),
    lines: z.array(lineInput).min(1, "needs at least one line").max(200, "at most 200 lines"),
  }),
  output: invoiceSummarySchema.extend({ ...money("net", "Total before VAT"), ...money("vat", "VAT"), qrPayload: z.string(), reason: z.string(), references: z.array(z.string()) }),
  hints: HINTS.write,
  dryRun: "rollback",
  issuesDocument: (output) => output.totalCents,
  async run(context, input) {
    const lines = storedLines(input.lines).map((line) => ({ ...line, referencedInvoiceId: input.invoiceId }));
    const totals = computeInvoiceTotals(lines);
    if (totals.totalCents > MAX_INVOICE_TOTAL_CENTS) throw new ApiError("validation_error", `The total ${formatEuros(totals.totalCents)} is too large.`, { details: [{ path: "lines", message: "total too large" }] });
    const today = lisbonToday(context.now());
    return idempotentTransaction(context, "create_debit_note", input, async (tx) => {
      const [original] = await lockDocuments(tx, context.companyId, [input.invoiceId]);
      if (original!.annulledAt) throw new ApiError("conflict", `${original!.display} is annulled.`, { pt: `${original!.display} está anulada.` });
      if (!(DEBITABLE_TYPES as readonly string[]).includes(original!.type)) {
        throw new ApiError("validation_error", `${original!.display} is a ${original!.type}: debit notes add to FT, FR or FS documents.`, { details: [{ path: "invoiceId", message: "not an FT, FR or FS" }] });
      }
      const client = await tx.client.findFirstOrThrow({ where: { id: original!.clientId, companyId: context.companyId } });
      // The same exemption rules as the invoice it adds to: the company's VAT regime, and M40/M16 only
      // to a business identified for VAT in another member state.
      const issuer = await tx.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { vatRegime: true } });
      refuseAgainstVatRegime(lines, issuer.vatRegime);
      refuseReverseChargeWithout(lines, client.country, client.foreignTaxId);
      refuseBusinessBuyerWithoutAddress({ name: client.name, nif: original!.clientNif, country: client.country, foreignTaxId: client.foreignTaxId }, client.address, "invoiceId");
      const note = await writeSalesDocument(tx, context, {
        type: "ND",
        client: { id: client.id, name: original!.clientName, nif: original!.clientNif, country: client.country, foreignTaxId: client.foreignTaxId },
        issueDate: today,
        dueDate: addDays(today, input.dueDays),
        lines,
        totals,
        reason: input.reason,
      });
      return {
        ...issuedDocument(note, today, totals),
        reason: input.reason,
        references: [original!.display],
      };
    });
  },
});

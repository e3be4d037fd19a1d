import { markReactionsWired, reactTo } from "@/lib/kernel/after-commit";
import { expenseDocumentArchived } from "@/lib/domains/documents/document-facts";
import { invoiceIssued } from "@/lib/domains/invoices/invoice-facts";
import { rematchAfterWrite } from "@/lib/domains/settlement/reconcile";

/**
 * What runs after a domain's committed write, wired here so that the writing domain never imports the
 * one that reacts (invoices and documents sit below settlement, which pays an invoice a bank movement
 * matches). Loading this module wires them, once per process: the registry loads it (REST, MCP, the
 * assistant), and so do the web workspace (server actions and pages), `instrumentation.ts` (the
 * background work) and `npm start`'s seed. tests/unit/after-commit.test.ts checks those imports.
 */
export function wireReactions(): void {
  // A payment imported before the invoice existed can now be suggested or matched (and paid with a receipt).
  reactTo(invoiceIssued, "bank_rematch", ({ context, totalCents }) => rematchAfterWrite(context.companyId, context.requestId, context, { in: totalCents }));
  // A payment out of an archived document's total can now be suggested or matched.
  reactTo(expenseDocumentArchived, "bank_rematch", ({ companyId, requestId, context, totalCents }) => rematchAfterWrite(companyId, requestId, context, { out: totalCents }));
  markReactionsWired();
}

wireReactions();

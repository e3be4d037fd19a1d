import { defineFact } from "@/lib/kernel/after-commit";
import type { OperationContext } from "@/lib/kernel/operation";

/**
 * An invoice (FT) was issued and committed, in the name of `context`. The registry wires the bank's
 * rematch to it (a payment imported before the invoice existed can now be suggested or matched).
 */
export const invoiceIssued = defineFact<{ context: OperationContext; totalCents: number }>("invoice.issued");

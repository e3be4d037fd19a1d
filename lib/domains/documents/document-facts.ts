import { defineFact } from "@/lib/kernel/after-commit";
import type { OperationContext } from "@/lib/kernel/operation";

/**
 * An expense document was archived with its total and committed: by a person's review (`context`) or by
 * the extraction job (no context). The registry wires the bank's rematch to it (money out of that total).
 */
export const expenseDocumentArchived = defineFact<{ companyId: string; requestId: string; context: OperationContext | null; totalCents: number }>("document.archived");

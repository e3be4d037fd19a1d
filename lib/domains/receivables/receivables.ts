import { database } from "@/lib/core/db";
import { toUtcDate } from "@/lib/core/dates";
import { openAmountCents, RECEIVABLE_TYPES, refundOwedCents } from "@/lib/domains/invoices/invoice-view";

// "Por receber" is one figure wherever it is shown (dashboard, briefing, report, client list and page,
// API, MCP, assistant): the sum of each document's openAmountCents, all years, no cap, after credit
// notes and receipts; and what is owed back (refundOwedCents) beside it, never netted inside it.

export interface ReceivableFigures {
  /** Still to receive: the sum of the documents' open amounts. */
  openCents: number;
  /** Documents with something still to receive. */
  openDocuments: number;
  /** Of those, the ones past their due date, and what is still open on them. */
  overdueDocuments: number;
  overdueCents: number;
  /** Owed back to clients (credit notes after payments). */
  refundOwedCents: number;
}

export interface ReceivablesFilter {
  /** Only these clients' documents. */
  clientIds?: string[];
  /** Only documents issued on or before this date (YYYY-MM-DD): a report's year end. */
  issuedUpTo?: string;
}

const NOTHING: ReceivableFigures = { openCents: 0, openDocuments: 0, overdueDocuments: 0, overdueCents: 0, refundOwedCents: 0 };

function add(figures: ReceivableFigures, document: { open: number; refund: number; overdue: boolean }): ReceivableFigures {
  return {
    openCents: figures.openCents + document.open,
    openDocuments: figures.openDocuments + (document.open > 0 ? 1 : 0),
    overdueDocuments: figures.overdueDocuments + (document.open > 0 && document.overdue ? 1 : 0),
    overdueCents: figures.overdueCents + (document.overdue ? document.open : 0),
    refundOwedCents: figures.refundOwedCents + document.refund,
  };
}

/**
 * The company's receivables and each client's, as of `today` (Lisbon date, for what is overdue).
 * Reads only the documents that can hold an amount either way: FT/ND not annulled that are unsettled,
 * or that were both paid and credited (the only way to owe a refund).
 */
/** One document with something still to receive: the lines behind `openCents` (a report's drill-down). */
export interface OpenDocument {
  id: string;
  display: string;
  issueDate: string;
  openCents: number;
}

export async function receivablesOf(
  companyId: string,
  today: string,
  filter: ReceivablesFilter = {},
): Promise<{ company: ReceivableFigures; byClient: Map<string, ReceivableFigures>; openDocuments: OpenDocument[] }> {
  const rows = await database().invoice.findMany({
    where: {
      companyId,
      type: { in: [...RECEIVABLE_TYPES] },
      annulledAt: null,
      ...(filter.clientIds ? { clientId: { in: filter.clientIds } } : {}),
      ...(filter.issuedUpTo ? { issueDate: { lte: toUtcDate(filter.issuedUpTo) } } : {}),
      OR: [{ paidAt: null }, { creditedCents: { gt: 0 }, paidCents: { gt: 0 } }],
    },
    select: { id: true, display: true, issueDate: true, clientId: true, type: true, dueDate: true, paidAt: true, annulledAt: true, totalCents: true, withholdingCents: true, creditedCents: true, creditedWithholdingCents: true, paidCents: true },
  });
  let company = NOTHING;
  const byClient = new Map<string, ReceivableFigures>();
  const openDocuments: OpenDocument[] = [];
  for (const row of rows) {
    const document = { open: openAmountCents(row), refund: refundOwedCents(row), overdue: row.dueDate.toISOString().slice(0, 10) < today };
    company = add(company, document);
    byClient.set(row.clientId, add(byClient.get(row.clientId) ?? NOTHING, document));
    if (document.open !== 0) openDocuments.push({ id: row.id, display: row.display, issueDate: row.issueDate.toISOString().slice(0, 10), openCents: document.open });
  }
  return { company, byClient, openDocuments };
}

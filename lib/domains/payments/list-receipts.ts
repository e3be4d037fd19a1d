import { z } from "zod";
import { database } from "@/lib/core/db";
import { dayRange } from "@/lib/core/dates";
import { calendarDateField } from "@/lib/core/schemas";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, newestFirst } from "@/lib/kernel/pagination";
import { receiptSchema, receiptView } from "@/lib/domains/invoices/receipt-view";

// A receipt is in force until annul_receipt; an annulled one keeps its number and counts as nothing received.
const RECEIPT_STATUSES = ["in_force", "annulled"] as const;

const ORDER = newestFirst("issueDate");

export const listReceipts = defineOperation({
  name: "list_receipts",
  title: "List receipts",
  description:
    "Lists the receipts (recibos, RC) issued for payments received, newest first, 50 per page by default (at most 200; pass `nextCursor` back as `cursor` for the next page), each with the fields get_receipt answers except its seal: number, ATCUD, the document paid, issue and payment dates, method, amount and whether it was annulled. Filter by `invoiceId` (the document paid), by `clientId` (the paying client's documents), by the receipt's issue date (`startDate`, `endDate`) and by `status` (in_force or annulled). Use it to reconcile what was received, or to find a receipt's id for get_receipt, send_receipt or annul_receipt.",
  scope: "read",
  http: { method: "GET", path: "/receipts" },
  input: z.object({
    invoiceId: z.string().trim().min(1).max(64).optional().describe("Only receipts of this document (its id, from list_invoices or get_invoice)."),
    clientId: z.string().trim().min(1).max(64).optional().describe("Only receipts of this client's documents (its id, from list_clients or get_client)."),
    startDate: calendarDateField.optional().describe("Only receipts issued on or after this date (YYYY-MM-DD)."),
    endDate: calendarDateField.optional().describe("Only receipts issued on or before this date (YYYY-MM-DD)."),
    status: z.enum(RECEIPT_STATUSES).optional().describe("in_force = not annulled (counts as received); annulled = annulled with annul_receipt."),
    ...pageInput(50, "receipts"),
  }),
  output: z.object({ receipts: z.array(receiptSchema), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const where: Prisma.ReceiptWhereInput = { companyId: context.companyId };
    where.AND = [
      input.invoiceId ? { invoiceId: input.invoiceId } : {},
      input.clientId ? { invoice: { clientId: input.clientId, companyId: context.companyId } } : {},
      input.status ? { annulledAt: input.status === "annulled" ? { not: null } : null } : {},
      input.startDate || input.endDate ? { issueDate: dayRange(input.startDate, input.endDate) } : {},
      input.cursor ? keysetAfter(ORDER, decodeCursor("receipts", input.cursor, ORDER)) : {},
    ];
    const rows = await database().receipt.findMany({ where, orderBy: keysetOrderBy(ORDER), take: input.limit + 1, include: { invoice: { select: { display: true } } } });
    const page = pageOf("receipts", rows, input.limit, ORDER);
    return { receipts: page.rows.map((receipt) => receiptView(receipt, receipt.invoice.display)), nextCursor: page.nextCursor, hasMore: page.hasMore };
  },
});

import { z } from "zod";
import { matchName } from "@/lib/domains/clients/match-name";
import { database } from "@/lib/core/db";
import { dayRange, lisbonToday, toUtcDate } from "@/lib/core/dates";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, newestFirst } from "@/lib/kernel/pagination";
import { calendarDateField, externalIdField } from "@/lib/core/schemas";
import { DOCUMENT_TYPES, invoiceListItem, invoiceListItemSchema, invoiceSummary, RECEIVABLE_TYPES } from "./invoice-view";

const STATUS_FILTERS = ["paid", "partially_paid", "unpaid", "overdue", "open", "annulled"] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

function statusWhere(status: StatusFilter, today: Date): Prisma.InvoiceWhereInput {
  const open = { type: { in: [...RECEIVABLE_TYPES] }, paidAt: null, annulledAt: null };
  switch (status) {
    case "paid":
      return { paidAt: { not: null }, annulledAt: null };
    case "partially_paid":
      return { ...open, paidCents: { gt: 0 }, dueDate: { gte: today } };
    case "unpaid":
      return { ...open, paidCents: 0, dueDate: { gte: today } };
    case "overdue":
      return { ...open, dueDate: { lt: today } };
    case "open":
      return open;
    case "annulled":
      return { annulledAt: { not: null } };
  }
}

const ORDER = newestFirst("issueDate");

export const listInvoices = defineOperation({
  name: "list_invoices",
  title: "List invoices",
  description:
    "Lists the sales documents issued (invoices FT/FR/FS, credit notes NC, debit notes ND), newest first, 50 per page by default (at most 200; pass `nextCursor` back as `cursor` for the next page), with number, client, total, credited/received/open amounts, dates, status (paid, partially_paid, unpaid, overdue, credited, issued, annulled) and ATCUD. Filter by `status` (open = not yet paid, overdue or not), by `clientName` (part of the client's name, accents and case ignored) or `clientId`, by issue date (`startDate`, `endDate`), by `updatedSince` (changed at or after an ISO time: for keeping a copy in sync), by `externalId` (your own id) and by `display` (the number exactly as printed, e.g. 'FT 2026/12'). Use it to find an invoice's id for get_invoice, to see what is overdue, or a client's invoices.",
  scope: "read",
  http: { method: "GET", path: "/invoices" },
  input: z.object({
    status: z.enum(STATUS_FILTERS).optional().describe("Only documents in this status; open = FT/ND still to receive (unpaid, partially_paid or overdue); partially_paid = part received, not yet due; overdue = open and past due."),
    type: z.enum(DOCUMENT_TYPES).optional().describe("Only documents of this type (FT, FR, FS, NC, ND)."),
    clientName: z.string().trim().min(1).max(200).optional().describe("Only invoices whose client name contains this text (accents and case ignored).").meta({ examples: ["lusitana"] }),
    clientId: z.string().trim().min(1).max(64).optional().describe("Only documents of this client (its id, from list_clients or get_client)."),
    startDate: calendarDateField.optional().describe("Only documents issued on or after this date (YYYY-MM-DD)."),
    endDate: calendarDateField.optional().describe("Only documents issued on or before this date (YYYY-MM-DD)."),
    updatedSince: z.iso
      .datetime({ offset: true })
      .optional()
      .describe("Only documents changed at or after this time (ISO 8601, e.g. 2026-11-27T06:00:00Z): issued, paid, a receipt annulled, credited or debited, annulled, acknowledged, sent, reminded, matched or unmatched in the bank, sealed. Keep each answer's newest `updatedAt` for the next call.")
      .meta({ examples: ["2026-11-01T00:00:00Z"] }),
    externalId: externalIdField.optional().describe("Only the document with this externalId (your own id, given at issue or with update_invoice)."),
    display: z.string().trim().min(1).max(64).optional().describe("Only the document with this number, exactly as printed (e.g. 'FT 2026/12', 'NC 2026/3', 'FT B-2026/4').").meta({ examples: ["FT 2026/17"] }),
    ...pageInput(50, "invoices"),
  }),
  output: z.object({ faturas: z.array(invoiceListItemSchema), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const today = lisbonToday(context.now());
    const where: Prisma.InvoiceWhereInput = { companyId: context.companyId };
    where.AND = [
      input.status ? statusWhere(input.status, toUtcDate(today)) : {},
      input.type ? { type: input.type } : {},
      input.clientId ? { clientId: input.clientId } : {},
      input.updatedSince ? { updatedAt: { gte: new Date(input.updatedSince) } } : {},
      input.externalId ? { externalId: input.externalId } : {},
      input.display ? { display: input.display } : {},
      input.startDate || input.endDate ? { issueDate: dayRange(input.startDate, input.endDate) } : {},
      input.cursor ? keysetAfter(ORDER, decodeCursor("invoices", input.cursor, ORDER)) : {},
    ];
    if (input.clientName) where.client = { matchName: { contains: matchName(input.clientName) } };
    const rows = await database().invoice.findMany({ where, orderBy: keysetOrderBy(ORDER), take: input.limit + 1 });
    const page = pageOf("invoices", rows, input.limit, ORDER);
    return { faturas: page.rows.map((invoice) => invoiceListItem(invoiceSummary(invoice, today))), nextCursor: page.nextCursor, hasMore: page.hasMore };
  },
});

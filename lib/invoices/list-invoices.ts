import { z } from "zod";
import { matchName } from "@/lib/clients/match-name";
import { database } from "@/lib/db";
import { lisbonToday, toUtcDate } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { DOCUMENT_TYPES, invoiceSummary, invoiceSummarySchema, RECEIVABLE_TYPES } from "./invoice-view";

const STATUS_FILTERS = ["paga", "por_pagar", "vencida", "em_aberto", "anulada"] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

function statusWhere(status: StatusFilter, today: Date): Prisma.InvoiceWhereInput {
  const open = { type: { in: [...RECEIVABLE_TYPES] }, paidAt: null, annulledAt: null };
  switch (status) {
    case "paga":
      return { paidAt: { not: null }, annulledAt: null };
    case "por_pagar":
      return { ...open, dueDate: { gte: today } };
    case "vencida":
      return { ...open, dueDate: { lt: today } };
    case "em_aberto":
      return open;
    case "anulada":
      return { annulledAt: { not: null } };
  }
}

export const listInvoices = defineOperation({
  name: "list_invoices",
  title: "List invoices",
  description:
    "Lists the sales documents issued (invoices FT/FR/FS, credit notes NC, debit notes ND), newest first (50 by default, at most 200), with number, client, total, credited/received/open amounts, dates, status (paga, por_pagar, vencida, creditada, emitida, anulada) and ATCUD. Filter by `status` (em_aberto = not yet paid, overdue or not) and by `cliente` (part of the client's name, accents and case ignored). Use it to find an invoice's id for get_invoice, to see what is overdue, or a client's invoices.",
  scope: "read",
  http: { method: "GET", path: "/invoices" },
  input: z.object({
    status: z.enum(STATUS_FILTERS).optional().describe("Only documents in this status; em_aberto = FT/ND still to receive (por_pagar or vencida); anulada = annulled."),
    tipo: z.enum(DOCUMENT_TYPES).optional().describe("Only documents of this type (FT, FR, FS, NC, ND)."),
    cliente: z.string().trim().min(1).max(200).optional().describe("Only invoices whose client name contains this text (accents and case ignored).").meta({ examples: ["lusitana"] }),
    limit: z.coerce.number().int().min(1).max(200).default(50).describe("How many invoices, newest first (default 50)."),
  }),
  output: z.object({ faturas: z.array(invoiceSummarySchema) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const today = lisbonToday(context.now());
    const where: Prisma.InvoiceWhereInput = { companyId: context.companyId };
    where.AND = [input.status ? statusWhere(input.status, toUtcDate(today)) : {}, input.tipo ? { type: input.tipo } : {}];
    if (input.cliente) where.client = { matchName: { contains: matchName(input.cliente) } };
    const invoices = await database().invoice.findMany({ where, orderBy: [{ issueDate: "desc" }, { createdAt: "desc" }], take: input.limit });
    return { faturas: invoices.map((invoice) => invoiceSummary(invoice, today)) };
  },
});

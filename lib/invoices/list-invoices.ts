import { z } from "zod";
import { database } from "@/lib/db";
import { lisbonToday } from "@/lib/dates";
import { defineOperation } from "@/lib/operations/operation";
import { invoiceSummary, invoiceSummarySchema } from "./invoice-view";

export const listInvoices = defineOperation({
  name: "list_invoices",
  title: "List recent invoices",
  description:
    "Lists the latest 50 invoices issued, newest first, with number, client, total, dates, payment status (paga, por_pagar, vencida) and ATCUD. Use it to find an invoice's id for get_invoice, or to see what is overdue.",
  scope: "read",
  http: { method: "GET", path: "/invoices" },
  input: z.object({}),
  output: z.object({ faturas: z.array(invoiceSummarySchema) }),
  hints: { readOnly: true, destructive: false, idempotent: true, openWorld: false },
  async run(context) {
    const invoices = await database().invoice.findMany({
      where: { companyId: context.companyId },
      orderBy: [{ issueDate: "desc" }, { createdAt: "desc" }],
      take: 50,
    });
    const today = lisbonToday(context.now());
    return { faturas: invoices.map((invoice) => invoiceSummary(invoice, today)) };
  },
});

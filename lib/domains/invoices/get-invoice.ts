import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { invoiceDetailSchema, loadInvoiceDetail } from "./invoice-detail";

export const getInvoice = defineOperation({
  name: "get_invoice",
  title: "Get an invoice",
  description:
    "Returns one invoice with its issuer, client, lines, VAT summary per rate, totals, payment status, ATCUD and QR payload. Use the `id` from list_invoices or create_invoice. The printable PDF is at `pdfPath`.",
  scope: "read",
  http: { method: "GET", path: "/invoices/{id}" },
  input: z.object({ id: idParameter }),
  output: invoiceDetailSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    return loadInvoiceDetail(context.companyId, input.id, lisbonToday(context.now()));
  },
});

import { z } from "zod";
import { database } from "@/lib/db";
import { notFound } from "@/lib/http/api-error";
import { formatEuros } from "@/lib/money";
import { money } from "@/lib/schemas";
import { computeInvoiceTotals, type VatRate } from "./invoice-totals";
import { invoiceSummary, invoiceSummarySchema } from "./invoice-view";

export const invoiceDetailSchema = invoiceSummarySchema
  .extend({
    ...money("net", "Total before VAT"),
    ...money("vat", "VAT"),
    paidAt: z.string().nullable().describe("When it was paid (ISO 8601), or null."),
    issuer: z.object({ name: z.string(), nif: z.string(), address: z.string() }),
    client: z.object({ id: z.string(), name: z.string(), nif: z.string().nullable(), address: z.string().nullable() }),
    lines: z.array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        ...money("unit", "Unit price, VAT excluded"),
        vatRate: z.number().int(),
        vatExemptionCode: z.string().nullable(),
        ...money("net", "Line total, VAT excluded"),
      }),
    ),
    vatSummary: z.array(
      z.object({ rate: z.number().int(), ...money("base", "Taxable base"), ...money("vat", "VAT"), exemptionCode: z.string().nullable() }),
    ),
    qrPayload: z.string(),
    pdfPath: z.string().describe("Path of the PDF under the API base, e.g. /invoices/{id}/pdf."),
  })
  .meta({ id: "InvoiceDetail" });

export async function loadInvoiceDetail(companyId: string, id: string, today: string): Promise<z.output<typeof invoiceDetailSchema>> {
  const invoice = await database().invoice.findFirst({
    where: { id, companyId },
    include: { lines: { orderBy: { position: "asc" } }, client: true, company: true },
  });
  if (!invoice) throw notFound("Invoice");
  const totals = computeInvoiceTotals(invoice.lines.map((line) => ({ ...line, vatRate: line.vatRate as VatRate })));
  return {
    ...invoiceSummary(invoice, today),
    netCents: invoice.netCents,
    net: formatEuros(invoice.netCents),
    vatCents: invoice.vatCents,
    vat: formatEuros(invoice.vatCents),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    issuer: { name: invoice.company.name, nif: invoice.company.nif, address: invoice.company.address },
    client: { id: invoice.client.id, name: invoice.clientName, nif: invoice.clientNif, address: invoice.client.address },
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantityThousandths / 1000,
      unitCents: line.unitCents,
      unit: formatEuros(line.unitCents),
      vatRate: line.vatRate,
      vatExemptionCode: line.vatExemptionCode,
      netCents: line.netCents,
      net: formatEuros(line.netCents),
    })),
    vatSummary: totals.vatByRate.map((summary) => ({
      rate: summary.rate,
      baseCents: summary.baseCents,
      base: formatEuros(summary.baseCents),
      vatCents: summary.vatCents,
      vat: formatEuros(summary.vatCents),
      exemptionCode: summary.exemptionCode,
    })),
    qrPayload: invoice.qrPayload,
    pdfPath: `/invoices/${invoice.id}/pdf`,
  };
}

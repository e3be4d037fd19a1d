import type { z } from "zod";
import type { invoiceDetailSchema } from "@/lib/invoices/invoice-detail";

type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

/** A one-line demo invoice as get_invoice returns it, for rendering PDFs without a database. */
export function demoInvoiceDetail(overrides: { clientName?: string; description?: string } = {}): InvoiceDetail {
  return {
    id: "inv_demo",
    display: "FT 2026/17",
    type: "FT",
    cliente: overrides.clientName ?? "Padaria Central, Lda",
    clientNif: "508123458",
    totalCents: 12300,
    total: "123,00 €",
    issueDate: "2026-11-20",
    dueDate: "2026-12-20",
    status: "por_pagar",
    atcud: "JFK2M3XQ-17",
    creditedCents: 0,
    credited: "0,00 €",
    paidCents: 0,
    paid: "0,00 €",
    withholdingCents: 0,
    withholding: "0,00 €",
    openCents: 12300,
    open: "123,00 €",
    annulledAt: null,
    netCents: 10000,
    net: "100,00 €",
    vatCents: 2300,
    vat: "23,00 €",
    paidAt: null,
    issuer: { name: "Oficina Demo, Lda", nif: "516000039", address: "Rua das Flores 12, 1200-195 Lisboa" },
    client: { id: "cli_demo", name: overrides.clientName ?? "Padaria Central, Lda", nif: "508123458", address: "Av. da Liberdade 1, Lisboa", country: "PT", foreignTaxId: null },
    notas: [],
    lines: [
      {
        description: overrides.description ?? "Manutenção mensal",
        quantity: 1,
        unitCents: 10000,
        unit: "100,00 €",
        vatRate: 23,
        vatExemptionCode: null,
        vatExemptionReason: null,
        netCents: 10000,
        net: "100,00 €",
        referencia: null,
        subjectToWithholding: false,
      },
    ],
    motivo: null,
    retencao: null,
    aReceberCents: 12300,
    aReceber: "123,00 €",
    annulmentReason: null,
    referencias: [],
    correcoes: [],
    recibos: [],
    vatSummary: [{ rate: 23, baseCents: 10000, base: "100,00 €", vatCents: 2300, vat: "23,00 €", exemptionCode: null, exemptionReason: null }],
    qrPayload: "A:516000039*B:508123458*C:PT*D:FT*E:N*F:20261120*G:FT 2026/17*H:JFK2M3XQ-17*I1:PT*I7:100.00*I8:23.00*N:23.00*O:123.00*Q:abcd*R:0000",
    pdfPath: "/invoices/inv_demo/pdf",
  };
}

import { describe, expect, it } from "vitest";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
import { renderReceiptPdf } from "@/lib/domains/payments/receipt-pdf";
import { demoInvoiceDetail } from "../support/demo-invoice-detail";

// Security review 2026-11-26 L10: the standard PDF fonts print only WinAnsi, so «Łódź Ωμέγα» came
// out as «?ód? ?????» while SAF-T kept the name: the two documents disagreed about the buyer.
const NAMES = ["Łukasz Żółć", "Ελληνικά", "Дмитрий", "Gödöllő Kft.", "Ayşe Şahin", "José Conceição"];

async function textOf(bytes: Uint8Array): Promise<string> {
  return pdfText(await openPdf(bytes));
}

describe("PDFs print every Latin, Greek and Cyrillic name exactly (review L10)", () => {
  it.each(NAMES)("an invoice to %s carries the name in its text", async (name) => {
    const text = await textOf(await renderInvoicePdf(demoInvoiceDetail({ clientName: name, description: `Serviço para ${name}` })));
    expect(text).toContain(name);
    expect(text).toContain(`Serviço para ${name}`);
  });

  it("a credit note keeps the name, the euro sign and the Portuguese title", async () => {
    const note = { ...demoInvoiceDetail({ clientName: "Дмитрий Ελληνικά" }), type: "NC" as const, display: "NC 2026/2", reason: "Devolução — Łódź" };
    const text = await textOf(await renderInvoicePdf(note));
    expect(text).toContain("Дмитрий Ελληνικά");
    expect(text).toContain("NOTA DE CRÉDITO");
    expect(text).toContain("Motivo: Devolução — Łódź");
    expect(text).toContain("123,00 €");
  });

  it("a receipt keeps the client's name", async () => {
    const text = await textOf(
      await renderReceiptPdf({
        display: "RC 2026/1",
        livemode: true,
        atcud: "JFK2M3XQ-1",
        qrPayload: "A:516000039*B:508123458*C:PT*D:RG*E:N*F:20261121*G:RC 2026/1*H:JFK2M3XQ-1*I1:0*N:0.00*O:123.00*Q:abcd*R:0",
        paymentDate: "2026-11-21",
        issuedOn: "2026-11-21",
        methodDescription: "Transferência bancária",
        amount: "123,00 €",
        invoiceDisplay: "FT 2026/17",
        invoiceTotal: "123,00 €",
        issuer: { name: "Oficina Demo, Lda", nif: "516000039", address: "Rua das Flores 12, Lisboa" },
        client: { name: "Łukasz Żółć", nif: "508123458" },
        annulledAt: null,
        annulmentReason: null,
      }),
    );
    expect(text).toContain("Recebemos de");
    expect(text).toContain("Łukasz Żółć (NIF 508123458)");
  });

  it("a character DejaVu Sans lacks (CJK) prints as «?» rather than an empty box; its emoticons print", async () => {
    const text = await textOf(await renderInvoicePdf(demoInvoiceDetail({ clientName: "Cliente 中文 😀" })));
    expect(text).toContain("Cliente ?? 😀");
  });
});

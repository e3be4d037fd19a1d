import { describe, expect, it } from "vitest";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
import { renderReceiptPdf } from "@/lib/domains/payments/receipt-pdf";
import { demoInvoiceDetail } from "../support/demo-invoice-detail";

// Domain review W20: 999999990 is the generic buyer of the SAF-T (and of the QR code, as in AT's own
// example); the document itself leaves the buyer's NIF out and says «Consumidor final».

async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(await openPdf(bytes))).replace(/\s+/g, " ");
}

describe("the buyer on an invoice PDF", () => {
  it("a final consumer: «Sem NIF (consumidor final)», never the SAF-T's 999999990", async () => {
    const detail = demoInvoiceDetail();
    const text = await textOf(await renderInvoicePdf({ ...detail, type: "FS", client: { ...detail.client, name: "Consumidor final", nif: null } }, null));
    expect(text).toContain("Sem NIF (consumidor final)");
    expect(text).not.toContain("999999990");
  });

  it("a client with a NIF: the NIF", async () => {
    const detail = demoInvoiceDetail();
    expect(await textOf(await renderInvoicePdf(detail, null))).toContain(`NIF ${detail.client.nif}`);
  });
});

describe("the payer on a receipt PDF", () => {
  const receipt = (client: { name: string; nif: string | null }) =>
    renderReceiptPdf({
      display: "RC 2026/1",
      livemode: true,
      atcud: "JFK2M3XQ-1",
      qrPayload: "A:516000039*B:999999990*C:PT*D:RG*E:N*F:20261121*G:RC 2026/1*H:JFK2M3XQ-1*I1:0*N:0.00*O:12.30*Q:abcd*R:0",
      paymentDate: "2026-11-21",
      issuedOn: "2026-11-21",
      methodDescription: "Numerário",
      amount: "12,30 €",
      invoiceDisplay: "FT 2026/17",
      invoiceTotal: "12,30 €",
      issuer: { name: "Padaria Demo, Lda", nif: "516000039", address: "Rua das Flores 12, Lisboa" },
      client,
      annulledAt: null,
      annulmentReason: null,
    });

  it("a final consumer: «sem NIF, consumidor final», never the SAF-T's 999999990", async () => {
    const text = await textOf(await receipt({ name: "Consumidor final", nif: null }));
    expect(text).toContain("sem NIF, consumidor final");
    expect(text).not.toContain("999999990");
  });

  it("a client with a NIF: the NIF", async () => {
    expect(await textOf(await receipt({ name: "Ana Rita Carvalho", nif: "234567813" }))).toContain("NIF 234567813");
  });
});

import { describe, expect, it } from "vitest";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
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

import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { renderReceiptPdf } from "./receipt-pdf";
import { receiptQrPayload } from "./receipt-qr";
import { receiptView } from "@/lib/domains/invoices/receipt-view";

/** A receipt's PDF as get_receipt_pdf answers it and send_receipt attaches it. */
export async function receiptPdfFile(companyId: string, receiptId: string): Promise<{ fileName: string; contentType: string; body: Uint8Array }> {
  const receipt = await database().receipt.findFirst({ where: { id: receiptId, companyId }, include: { invoice: { include: { client: { select: { country: true, foreignTaxId: true } } } }, company: true } });
  if (!receipt) throw notFound("Receipt");
  const view = receiptView(receipt, receipt.invoice.display);
  const body = await renderReceiptPdf({
    ...view,
    issuedOn: receipt.issueDate.toISOString().slice(0, 10),
    qrPayload: receiptQrPayload(receipt, receipt.company.nif, { nif: receipt.invoice.clientNif, country: receipt.invoice.client.country, foreignTaxId: receipt.invoice.client.foreignTaxId }),
    invoiceTotal: formatEuros(receipt.invoice.totalCents),
    issuer: { name: receipt.company.name, nif: receipt.company.nif, address: receipt.company.address },
    client: { name: receipt.invoice.clientName, nif: receipt.invoice.clientNif },
    livemode: receipt.company.livemode,
  });
  return { fileName: `${receipt.display.replace(/[ /]/g, "-")}.pdf`, contentType: "application/pdf", body };
}

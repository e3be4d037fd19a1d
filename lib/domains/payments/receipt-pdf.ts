import { PDFDocument, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate } from "@/lib/domains/invoices/invoice-pdf";
import { drawTestWatermark } from "@/lib/core/pdf/test-watermark";
import { embedDocumentFonts, printable } from "@/lib/core/pdf/unicode-fonts";

export interface ReceiptForPdf {
  display: string;
  atcud: string;
  paymentDate: string;
  issuedOn: string;
  /** The AT QR code's content (./receipt-qr.ts). */
  qrPayload: string;
  methodDescription: string;
  amount: string;
  invoiceDisplay: string;
  invoiceTotal: string;
  issuer: { name: string; nif: string; address: string };
  client: { name: string; nif: string | null };
  annulledAt: string | null;
  /** False for a sandbox's receipt: the PDF is watermarked TESTE. */
  livemode: boolean;
  annulmentReason: string | null;
}

const MUTED = rgb(0.36, 0.41, 0.46);

/** An A5-landscape receipt (recibo): who paid what, for which document, when and how. */
export async function renderReceiptPdf(receipt: ReceiptForPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.display} — ${receipt.issuer.name}`);
  pdf.setProducer("Contabilista (demonstração)");
  const { regular, bold } = await embedDocumentFonts(pdf);
  const page = pdf.addPage([595.28, 420.94]);
  const text = (value: string, x: number, y: number, options: { bold?: boolean; size?: number; muted?: boolean } = {}) => {
    const font = options.bold ? bold : regular;
    page.drawText(printable(value, font), { x, y, size: options.size ?? 10, font, color: options.muted ? MUTED : rgb(0.09, 0.13, 0.17) });
  };
  text(receipt.issuer.name, 40, 380, { bold: true, size: 13 });
  text(`NIF ${receipt.issuer.nif} · ${receipt.issuer.address}`, 40, 364, { muted: true, size: 8.5 });
  text("RECIBO", 440, 380, { bold: true, size: 13 });
  text(receipt.display, 440, 364, { bold: true });
  text(`Emitido em ${formatDate(receipt.issuedOn)}`, 440, 350, { muted: true, size: 8.5 });
  const rows: [string, string][] = [
    // 999999990 is the generic buyer of the SAF-T and the QR code only; the receipt itself says there is no NIF (domain review W20).
    ["Recebemos de", `${receipt.client.name} (${receipt.client.nif ? `NIF ${receipt.client.nif}` : "sem NIF, consumidor final"})`],
    ["A quantia de", receipt.amount],
    ["Referente a", `${receipt.invoiceDisplay} (total ${receipt.invoiceTotal})`],
    ["Data do pagamento", formatDate(receipt.paymentDate)],
    ["Meio de pagamento", receipt.methodDescription],
  ];
  rows.forEach(([label, value], index) => {
    text(label, 40, 300 - index * 22, { muted: true });
    text(value, 200, 300 - index * 22, { bold: index === 1 });
  });
  // ATCUD above the QR code (Portaria 195/2020 art. 3.º n.º 2 and 4.º), bottom right.
  const qrSize = 100;
  const qrX = 595.28 - 40 - qrSize;
  text(`ATCUD: ${receipt.atcud}`, qrX, 40 + qrSize + 10, { bold: true, size: 9 });
  page.drawImage(await pdf.embedPng(await QRCode.toBuffer(receipt.qrPayload, { errorCorrectionLevel: "M", type: "png", margin: 2, scale: 6 })), { x: qrX, y: 40, width: qrSize, height: qrSize });
  if (receipt.annulledAt) text(`ANULADO em ${formatDate(receipt.annulledAt.slice(0, 10))}: ${receipt.annulmentReason ?? ""}`, 40, 96, { bold: true, size: 11 });
  text("Documento sem valor fiscal — dados fictícios de demonstração.", 40, 60, { bold: true, size: 9, muted: true });
  text("ATCUD e código QR simulados. Processado por programa não certificado (Contabilista).", 40, 46, { size: 8, muted: true });
  if (!receipt.livemode) drawTestWatermark(pdf, bold);
  return pdf.save();
}

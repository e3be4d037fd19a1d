import { PDFDocument, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";

/** A plain supplier invoice PDF: text lines (a text layer extraction can read) and, optionally, the AT QR code. */
export async function supplierInvoicePdf(lines: string[], qrPayload?: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 790 - index * 18, size: 11, font });
  });
  if (qrPayload) {
    const png = await pdf.embedPng(await QRCode.toBuffer(qrPayload, { errorCorrectionLevel: "M", margin: 2, scale: 5 }));
    page.drawImage(png, { x: 50, y: 80, width: 120, height: 120 });
  }
  return pdf.save();
}

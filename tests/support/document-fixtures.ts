import QRCode from "qrcode";
import sharp from "sharp";
import { buildAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { nifCheckDigit } from "@/lib/core/nif";
import { supplierInvoicePdf } from "@/seeds/supplier-invoice-pdf";

// Expense documents made by the tests: what a supplier would send, with a real AT QR code.

export function supplierNif(body8: string): string {
  return body8 + nifCheckDigit(body8);
}

export interface ExpenseQr {
  supplierNif: string;
  buyerNif: string;
  date: string; // YYYY-MM-DD
  documentId: string;
  atcud: string;
  normalBaseCents: number;
  normalVatCents: number;
}

export function expenseQrPayload(qr: ExpenseQr): string {
  return buildAtQrPayload({
    issuerNif: qr.supplierNif, buyerNif: qr.buyerNif, buyerCountry: "PT", documentType: "FT", documentStatus: "N", documentDate: qr.date,
    documentId: qr.documentId, atcud: qr.atcud, fiscalSpace: "PT", normalBaseCents: qr.normalBaseCents, normalVatCents: qr.normalVatCents,
    totalVatCents: qr.normalVatCents, grossTotalCents: qr.normalBaseCents + qr.normalVatCents, hashCharacters: "AbCd", certificateNumber: "1234",
  });
}

/** A photo-like invoice: white paper, a few lines of text, the QR code somewhere, optionally turned and blurred. */
export async function invoicePhoto(payload: string, options: { width?: number; height?: number; qrSize?: number; qrLeft?: number; qrTop?: number; rotate?: number; blur?: number; format?: "jpeg" | "png" | "webp" } = {}): Promise<Uint8Array> {
  const width = options.width ?? 1200;
  const height = options.height ?? 1600;
  const qrSize = options.qrSize ?? 360;
  const qr = await QRCode.toBuffer(payload, { errorCorrectionLevel: "M", margin: 2, width: qrSize });
  const text = Buffer.from(`<svg width="${width}" height="${Math.round(height / 3)}" xmlns="http://www.w3.org/2000/svg">
    <text x="60" y="90" font-size="48" font-family="sans-serif">Fornecedor Exemplo, Lda</text>
    <text x="60" y="160" font-size="32" font-family="sans-serif">Fatura FT A/123 — Total 61,50 EUR</text></svg>`);
  let image = sharp({ create: { width, height, channels: 3, background: "#fbfaf7" } }).composite([
    { input: text, top: 0, left: 0 },
    { input: qr, top: options.qrTop ?? height - qrSize - 120, left: options.qrLeft ?? 80 },
  ]);
  let buffer = await image.png().toBuffer();
  image = sharp(buffer);
  if (options.rotate) image = image.rotate(options.rotate, { background: "#ffffff" });
  if (options.blur) image = image.blur(options.blur);
  const format = options.format ?? "jpeg";
  buffer = format === "png" ? await image.png().toBuffer() : format === "webp" ? await image.webp({ quality: 90 }).toBuffer() : await image.jpeg({ quality: 88 }).toBuffer();
  return new Uint8Array(buffer);
}

/** A PDF with a text layer (supplier name, NIF, date, totals) and, optionally, the QR code as an image. */
export const invoicePdf = supplierInvoicePdf;

export function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64");
}

import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import type { z } from "zod";
import { drawTestWatermark } from "@/lib/core/pdf/test-watermark";
import { embedDocumentFonts, printable } from "@/lib/core/pdf/unicode-fonts";
import type { invoiceDetailSchema } from "./invoice-detail";
import { type PaymentDetails, printableIban } from "./payment-details";
import { hasDueDate } from "./invoice-view";

type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.09, 0.13, 0.17);
const MUTED = rgb(0.36, 0.41, 0.46);
const LINE = rgb(0.85, 0.88, 0.91);
const ACCENT = rgb(0.04, 0.43, 0.31);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of printable(text, font).split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}

export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

function formatQuantity(quantity: number): string {
  return quantity.toLocaleString("pt-PT", { maximumFractionDigits: 3 });
}

const DOCUMENT_TITLES: Record<InvoiceDetail["type"], string> = {
  FT: "FATURA",
  FR: "FATURA-RECIBO",
  FS: "FATURA SIMPLIFICADA",
  NC: "NOTA DE CRÉDITO",
  ND: "NOTA DE DÉBITO",
};

/** A clean A4 invoice: issuer, client, lines, VAT per rate, totals, ATCUD above a scannable QR code. */
/**
 * Which copy a PDF is (audit W20). The PDF reproduces the document as issued, so every rendering of
 * it is the same «Original» the client received; a copy issued later in its place (a lost original)
 * says «2.ª via», so that one document never circulates as two originals.
 */
export type InvoiceCopy = "original" | "second";
export const COPY_MARKINGS: Record<InvoiceCopy, string> = { original: "Original", second: "2.ª via" };

export async function renderInvoicePdf(invoice: InvoiceDetail, payment: PaymentDetails | null = null, copy: InvoiceCopy = "original"): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${invoice.display} — ${invoice.issuer.name}`);
  pdf.setAuthor(invoice.issuer.name);
  pdf.setProducer("Contabilista (demonstração)");
  const { regular, bold } = await embedDocumentFonts(pdf);
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const text = (value: string, x: number, y: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9.5;
    const content = printable(value, font);
    const left = options.alignRight ? x - font.widthOfTextAtSize(content, size) : x;
    page.drawText(content, { x: left, y, size, font, color: options.color ?? INK });
  };
  const right = A4.width - MARGIN;

  // Header: issuer on the left, document on the right.
  let y = A4.height - MARGIN - 6;
  text(invoice.issuer.name, MARGIN, y, { font: bold, size: 13 });
  text(`NIF ${invoice.issuer.nif}`, MARGIN, y - 16, { color: MUTED });
  wrap(invoice.issuer.address, regular, 9.5, 280).forEach((line, index) => {
    text(line, MARGIN, y - 29 - index * 12, { color: MUTED });
  });
  text(DOCUMENT_TITLES[invoice.type], right, y, { font: bold, size: 13, color: ACCENT, alignRight: true });
  text(invoice.display, right, y - 16, { font: bold, size: 11, alignRight: true });
  text(`Data de emissão: ${formatDate(invoice.issueDate)}`, right, y - 30, { alignRight: true, color: MUTED });
  // FR/FS are paid at issue and an NC is a credit: only FT and ND fall due.
  if (hasDueDate(invoice.type)) text(`Vencimento: ${formatDate(invoice.dueDate)}`, right, y - 42, { alignRight: true, color: MUTED });
  text(COPY_MARKINGS[copy], right, y - 56, { font: bold, size: 9, alignRight: true });

  // Client.
  y -= 88;
  page.drawRectangle({ x: MARGIN, y: y - 44, width: right - MARGIN, height: 56, color: rgb(0.96, 0.97, 0.98) });
  text("Cliente", MARGIN + 10, y, { color: MUTED, size: 8.5 });
  text(invoice.client.name, MARGIN + 10, y - 14, { font: bold, size: 11 });
  // 999999990 is the generic buyer of the SAF-T and the QR code only; the document itself says there is no NIF (domain review W20).
  const clientTaxId = invoice.client.country !== "PT" && invoice.client.foreignTaxId ? `NIF/VAT ${invoice.client.foreignTaxId} (${invoice.client.country})` : invoice.client.nif ? `NIF ${invoice.client.nif}` : "Sem NIF (consumidor final)";
  text(clientTaxId, MARGIN + 10, y - 28, { color: MUTED });
  if (invoice.client.address) text(invoice.client.address, MARGIN + 10, y - 40, { color: MUTED, size: 8.5 });

  // Lines.
  y -= 76;
  const columns = { description: MARGIN, quantity: 360, unit: 430, vat: 470, total: right };
  const header = () => {
    text("Descrição", columns.description, y, { font: bold, size: 8.5, color: MUTED });
    text("Qtd.", columns.quantity, y, { font: bold, size: 8.5, color: MUTED, alignRight: true });
    text("Preço unit.", columns.unit, y, { font: bold, size: 8.5, color: MUTED, alignRight: true });
    text("IVA", columns.vat, y, { font: bold, size: 8.5, color: MUTED, alignRight: true });
    text("Total", columns.total, y, { font: bold, size: 8.5, color: MUTED, alignRight: true });
    page.drawLine({ start: { x: MARGIN, y: y - 5 }, end: { x: right, y: y - 5 }, thickness: 0.7, color: LINE });
    y -= 18;
  };
  header();
  for (const line of invoice.lines) {
    const descriptionLines = wrap(line.description, regular, 9.5, 280);
    if (y - descriptionLines.length * 12 < 260) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      header();
    }
    descriptionLines.forEach((part, index) => {
      text(part, columns.description, y - index * 12);
    });
    text(formatQuantity(line.quantity), columns.quantity, y, { alignRight: true });
    text(line.unit, columns.unit, y, { alignRight: true });
    text(line.vatRate === 0 ? `0% ${line.vatExemptionCode ?? ""}` : `${line.vatRate}%`, columns.vat, y, { alignRight: true });
    text(line.net, columns.total, y, { alignRight: true });
    y -= descriptionLines.length * 12 + 6;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: right, y: y + 2 }, thickness: 0.7, color: LINE });
  // A correction names what it corrects and why (CIVA art. 29.º); an annulled document says so (its
  // own status, as the QR's field E). What happened to it later — credit notes, payments — is not part
  // of the document and is not printed on it: the page and the API show it (audit W20).
  const notes = [
    invoice.references.length ? `Referente a: ${invoice.references.map((reference) => reference.display).join(", ")}` : "",
    invoice.reason ? `Motivo: ${invoice.reason}` : "",
    ...invoice.notes,
    invoice.withholdingRule ? `Retenção na fonte: ${invoice.withholdingRule.label}${invoice.lines.some((line) => !line.subjectToWithholding) ? `, sobre as linhas ${invoice.lines.flatMap((line, index) => (line.subjectToWithholding ? [index + 1] : [])).join(", ")}` : ""}.` : "",
  ].filter(Boolean);
  for (const note of notes) {
    y -= 13;
    text(note, MARGIN, y, { size: 9 });
  }
  if (invoice.annulledAt) {
    text("ANULADA", A4.width / 2, A4.height - MARGIN - 6, { font: bold, size: 16, color: rgb(0.7, 0.1, 0.1), alignRight: false });
    y -= 13;
    text(`Documento anulado: ${invoice.annulmentReason ?? ""}`, MARGIN, y, { size: 9, color: rgb(0.7, 0.1, 0.1) });
  }

  // VAT summary (left) and totals (right).
  y -= 20;
  const summaryTop = y;
  text("Resumo do IVA", MARGIN, y, { font: bold, size: 8.5, color: MUTED });
  y -= 14;
  text("Taxa", MARGIN, y, { size: 8.5, color: MUTED });
  text("Base", MARGIN + 120, y, { size: 8.5, color: MUTED, alignRight: true });
  text("IVA", MARGIN + 190, y, { size: 8.5, color: MUTED, alignRight: true });
  for (const summary of invoice.vatSummary) {
    y -= 13;
    text(summary.rate === 0 ? `Isento (${summary.vatExemptionCode ?? ""})` : `${summary.rate}%`, MARGIN, y);
    text(summary.base, MARGIN + 120, y, { alignRight: true });
    text(summary.vat, MARGIN + 190, y, { alignRight: true });
  }
  // The legal reason of every exemption used, in words (CIVA art. 36.º n.º 5 e)), not only its code.
  for (const reason of new Set(invoice.lines.map((line) => line.vatExemptionReason).filter((text): text is string => Boolean(text)))) {
    for (const part of wrap(`Isenção ${reason}`, regular, 8, 250)) {
      y -= 11;
      text(part, MARGIN, y, { size: 8, color: MUTED });
    }
  }
  let totalsY = summaryTop;
  for (const [label, value, emphasis] of [["Total sem IVA", invoice.net, false], ["IVA", invoice.vat, false], ["Total", invoice.total, true]] as const) {
    text(label, right - 150, totalsY, { font: emphasis ? bold : regular, size: emphasis ? 12 : 9.5 });
    text(value, right, totalsY, { font: emphasis ? bold : regular, size: emphasis ? 12 : 9.5, alignRight: true });
    totalsY -= emphasis ? 18 : 14;
  }
  if (invoice.withholdingRule) {
    // On a credit note the same figures are what the client is credited (its withholding reversed).
    const payable = invoice.type === "NC" ? "A creditar ao cliente" : "A receber";
    for (const [label, value] of [[`Retenção na fonte ${(invoice.withholdingRule.rateBasisPoints / 100).toLocaleString("pt-PT")}%`, `-${invoice.withholding}`], [payable, invoice.payable]] as const) {
      text(label, right - 90, totalsY, { size: 8.5, alignRight: true });
      text(value, right, totalsY, { size: 9.5, alignRight: true, font: label === payable ? bold : regular });
      totalsY -= 14;
    }
  }
  if (invoice.type === "FR") text("Pago na data de emissão.", right, totalsY - 4, { color: MUTED, size: 8.5, alignRight: true });

  // How to pay, on the documents that ask for payment (FT, ND) while the company has an IBAN: the
  // amount after the client's withholding, the due date, the IBAN and the company's reference text.
  if (payment && (invoice.type === "FT" || invoice.type === "ND") && !invoice.annulledAt) {
    const x = MARGIN + 126;
    let payY = MARGIN + 150;
    text("Pagamento por transferência bancária", x, payY, { font: bold, size: 9 });
    payY -= 12;
    text(`IBAN: ${printableIban(payment.iban)}`, x, payY, { size: 9 });
    payY -= 12;
    text(`Valor a pagar: ${invoice.payable} · Vencimento: ${formatDate(invoice.dueDate)}`, x, payY, { size: 9 });
    if (payment.reference) {
      for (const part of wrap(payment.reference, regular, 8.5, right - x).slice(0, 2)) {
        payY -= 11;
        text(part, x, payY, { size: 8.5, color: MUTED });
      }
    }
  }

  // ATCUD above the QR code, bottom left, and the notice.
  const qrPng = await QRCode.toBuffer(invoice.qrPayload, { errorCorrectionLevel: "M", type: "png", margin: 2, scale: 6 });
  const qrImage = await pdf.embedPng(qrPng);
  const qrSize = 110;
  text(`ATCUD: ${invoice.atcud}`, MARGIN, MARGIN + qrSize + 28, { font: bold, size: 9.5 });
  page.drawImage(qrImage, { x: MARGIN, y: MARGIN + 16, width: qrSize, height: qrSize });
  text("Documento sem valor fiscal — dados fictícios de demonstração.", MARGIN + qrSize + 16, MARGIN + 70, { font: bold, size: 9, color: MUTED });
  text("ATCUD e código QR simulados. Processado por programa não certificado (Contabilista).", MARGIN + qrSize + 16, MARGIN + 56, { size: 8, color: MUTED });
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(printable(`${invoice.display} · página ${index + 1} de ${pages.length}`, regular), { x: right - 120, y: MARGIN - 20, size: 7.5, font: regular, color: MUTED });
  });
  if (!invoice.livemode) drawTestWatermark(pdf, bold);
  return pdf.save();
}

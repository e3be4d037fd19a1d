import { PDFDocument, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import { extractDocument } from "@/lib/domains/documents/extraction/extract-document";
import { buildAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { largePhoto } from "./large-photo";

// Run by npm run bench in its own process, so the peak resident memory is this extraction's alone.
// Prints one JSON line. Needs DATABASE_URL (extraction looks up the supplier's history).

const kind = process.argv[2] as "photo" | "pdf";
const payload = buildAtQrPayload({
  issuerNif: "500100144", buyerNif: "509876544", buyerCountry: "PT", documentType: "FT", documentStatus: "N", documentDate: "2026-10-01", documentId: "FT A/1", atcud: "ABCDEFGH-1",
  fiscalSpace: "PT", normalBaseCents: 10000, normalVatCents: 2300, totalVatCents: 2300, grossTotalCents: 12300, hashCharacters: "abcd", certificateNumber: "1",
});

async function pdfTenPages(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const qr = await pdf.embedPng(await QRCode.toBuffer(payload, { scale: 5 }));
  for (let page = 1; page <= 10; page++) {
    const current = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line++) current.drawText(`Linha ${line} da página ${page}: serviço ${line * page} — 1.234,56 €`, { x: 40, y: 800 - line * 19, size: 10, font });
    if (page === 10) current.drawImage(qr, { x: 40, y: 40, width: 120, height: 120 });
  }
  return pdf.save();
}

const bytes = kind === "photo" ? await largePhoto(payload) : await pdfTenPages();
const before = process.memoryUsage().rss;
const startedAt = performance.now();
const result = await extractDocument(bytes, kind === "photo" ? "jpeg" : "pdf", { companyId: "bench", companyNif: "509876544", today: "2026-11-22" });
const ms = performance.now() - startedAt;
console.log(JSON.stringify({ kind, sizeMiB: bytes.byteLength / 1048576, ms: Math.round(ms), status: result.status, totalCents: result.fields.totalCents, rssBeforeMiB: Math.round(before / 1048576), peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }));
process.exit(0);

import { degrees, type PDFDocument, type PDFFont, rgb } from "pdf-lib";

// Documents of a sandbox (test mode) carry «TESTE» across every page and in their title, so a test
// PDF that escapes (printed, forwarded, attached) can never pass for a real document.

export const TEST_MARK = "TESTE";
export const TEST_NOTICE = "DOCUMENTO DE TESTE — emitido no modo de teste (sandbox), não pertence aos livros da empresa.";

const WATERMARK_COLOUR = rgb(0.82, 0.16, 0.16);

/** Draws the test mark diagonally on every page and a one-line notice at the top. Call after the pages are drawn. */
export function drawTestWatermark(pdf: PDFDocument, bold: PDFFont): void {
  pdf.setTitle(`${TEST_MARK} — ${pdf.getTitle() ?? ""}`);
  pdf.setKeywords([TEST_MARK, "sandbox"]);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(width, height) / 3.2;
    const textWidth = bold.widthOfTextAtSize(TEST_MARK, size);
    // Centred on the page along its diagonal.
    const angle = Math.atan2(height, width);
    const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3;
    const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3;
    page.drawText(TEST_MARK, { x, y, size, font: bold, color: WATERMARK_COLOUR, opacity: 0.18, rotate: degrees((angle * 180) / Math.PI) });
    page.drawText(TEST_NOTICE, { x: 24, y: height - 16, size: 8, font: bold, color: WATERMARK_COLOUR });
  }
}

import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { extractDocument } from "@/lib/domains/documents/extraction/extract-document";
import { closeExtractionPool } from "@/lib/domains/documents/extraction/extraction-pool";
import { declaredPdfImageSizes, MAX_PDF_IMAGE_PIXELS, } from "@/lib/domains/documents/extraction/image-limits";
import { imageBombPdf, jpegBomb, pngBomb, zeroFlate, zeroFlateInflatesTo } from "../support/hostile-files";

// Security review H2: a 1.5 MB PDF declaring a 40 000 × 40 000 image took the server from 787 MB to
// 2.2 GB (3.3 GB for this file read outside the server, before the fix). Images are now measured
// before they are decoded; a file with one over the cap goes to review saying so.

// A budget that a loaded machine cannot run out of (the thread's cold start alone took over 5 s there):
// these tests are about the reason, not the time. Set before the modules read it.
vi.hoisted(() => {
  process.env.EXTRACTION_BUDGET_MS = "60000";
});

afterAll(closeExtractionPool);

const context = { companyId: "sem-empresa", companyNif: "509876544", today: "2026-11-26" };

/** The extraction's result and how much the process's resident memory grew meanwhile (sampled). */
async function extractWatchingMemory(bytes: Uint8Array, kind: Parameters<typeof extractDocument>[1]) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await extractDocument(bytes, kind, context, null);
    return { result, growthMb: (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

describe("images measured before they are decoded", () => {
  it("builds the review's bomb: 1.6 GB of zeros in a 1.5 MB Flate stream", () => {
    expect(zeroFlateInflatesTo(5_000_000)).toBe(true);
    expect(zeroFlate(40_000 * 40_000).byteLength).toBeLessThan(1_600_000);
  });

  it("sends the review's 40 000 × 40 000 PDF bomb to review with the reason, without decoding it", { timeout: 60_000 }, async () => {
    const bomb = imageBombPdf(40_000, 40_000, { data: zeroFlate(40_000 * 40_000), text: "Fatura FT 2026/7" });
    expect(bomb.byteLength).toBeLessThan(1_700_000);
    const { result, growthMb } = await extractWatchingMemory(bomb, "pdf");
    expect(result.status).toBe("needs_review");
    expect(result.reasons[0]).toBe("O PDF contém uma imagem de 40000 × 40000 píxeis (mais do que o máximo de 20 milhões), que não foi lida: confirme os dados à mão.");
    expect(growthMb, "decoded, the image alone is 1 600 MB").toBeLessThan(250);
  });

  it("finds declared image sizes given by reference, as escaped names, or without spaces", () => {
    const byReference = imageBombPdf(0, 0, { imageDictionary: "/Width 7 0 R /Height 8 0 R", extraObjects: ["30000", "30000"] });
    expect(declaredPdfImageSizes(byReference)).toEqual([{ width: 30_000, height: 30_000 }]);
    const escaped = imageBombPdf(0, 0, { imageDictionary: "/Wid#74h 30000 /He#69ght 20000" });
    expect(declaredPdfImageSizes(escaped)).toEqual([{ width: 30_000, height: 20_000 }]);
    const compact = new TextEncoder().encode("5 0 obj<</Subtype/Image/Height 9000/Width 9000/BitsPerComponent 8>>stream\nxx\nendstream endobj");
    expect(declaredPdfImageSizes(compact)).toEqual([{ width: 9_000, height: 9_000 }]);
  });

  it("sends a PDF whose image size is given by reference to review too", { timeout: 60_000 }, async () => {
    const bomb = imageBombPdf(0, 0, { imageDictionary: "/Width 7 0 R /Height 8 0 R", extraObjects: ["40000", "40000"] });
    const { result } = await extractWatchingMemory(bomb, "pdf");
    expect(result.status).toBe("needs_review");
    expect(result.reasons[0]).toMatch(/40000 × 40000 píxeis/);
  });

  it("still reads the images of an ordinary scanned PDF, under the cap", { timeout: 60_000 }, async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const scan = await pdf.embedJpg(await sharp({ create: { width: 2480, height: 3508, channels: 3, background: "#fafafa" } }).jpeg().toBuffer());
    page.drawImage(scan, { x: 0, y: 0, width: 595, height: 842 });
    const bytes = await pdf.save();
    expect(2480 * 3508).toBeLessThan(MAX_PDF_IMAGE_PIXELS);
    expect(declaredPdfImageSizes(bytes)).toEqual([{ width: 2480, height: 3508 }]);
    const { result } = await extractWatchingMemory(bytes, "pdf");
    expect(result.reasons[0]).toBe("O PDF não tem texto nem código QR legível (digitalização?).");
  });

  it("sends a PNG whose header declares 40 000 × 40 000 pixels to review, reading only the header", { timeout: 60_000 }, async () => {
    const bomb = pngBomb(40_000, 40_000);
    expect(bomb.byteLength).toBeLessThan(2_000);
    const { result, growthMb } = await extractWatchingMemory(bomb, "png");
    expect(result.status).toBe("needs_review");
    expect(result.reasons[0]).toBe("A imagem tem 40000 × 40000 píxeis (mais do que o máximo de 64 milhões), que não foi lida: confirme os dados à mão.");
    expect(growthMb).toBeLessThan(250);
  });

  it("sends a JPEG whose frame header declares 65 000 × 65 000 pixels to review", { timeout: 60_000 }, async () => {
    const bomb = await jpegBomb(65_000, 65_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(65_000);
    const { result } = await extractWatchingMemory(bomb, "jpeg");
    expect(result.status).toBe("needs_review");
    expect(result.reasons[0]).toMatch(/^A imagem tem 65000 × 65000 píxeis \(mais do que o máximo de 64 milhões\)/);
  });
});

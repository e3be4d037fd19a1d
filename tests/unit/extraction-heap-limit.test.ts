import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFromObjects } from "../support/hostile-files";

// An extraction thread's JavaScript heap is capped (worker resourceLimits, EXTRACTION_HEAP_MB). This
// PDF's 40 kB content stream holds one array of 20 million numbers, which pdf.js parses into the
// heap: without the cap the process passed 1.5 GB. With it, the thread ends, piscina starts another
// and the document goes to review. The cap is lowered here so that the test is quick.

let extraction: typeof import("@/lib/domains/documents/extraction/extract-document");
let pool: typeof import("@/lib/domains/documents/extraction/extraction-pool");

beforeAll(async () => {
  process.env.EXTRACTION_HEAP_MB = "64";
  process.env.EXTRACTION_BUDGET_MS = "120000";
  pool = await import("@/lib/domains/documents/extraction/extraction-pool");
  await pool.closeExtractionPool();
  extraction = await import("@/lib/domains/documents/extraction/extract-document");
});

afterAll(() => pool.closeExtractionPool());

function heapBombPdf(numbers: number): Uint8Array {
  const content = deflateSync(Buffer.from(`BT /F1 1 Tf [${"0 ".repeat(numbers)}] TJ ET`, "latin1"));
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([Buffer.from(`<< /Length ${content.byteLength} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from("\nendstream")]),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]);
}

describe("extraction threads with a heap limit", () => {
  it("ends a thread that reaches its heap limit, sends the document to review, and reads the next file in a new thread", { timeout: 180_000 }, async () => {
    expect(pool.EXTRACTION_HEAP_MB).toBe(64);
    const bomb = heapBombPdf(20_000_000);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const context = { companyId: "sem-empresa", companyNif: "509876544", today: "2026-11-26" };
    const result = await extraction.extractDocument(bomb, "pdf", context, null);
    expect(result.status).toBe("needs_review");
    expect(result.reasons[0]).toBe("A leitura do ficheiro excedeu o limite de memória (64 MB) e foi interrompida: confirme os dados à mão.");
    const blank = new Uint8Array(await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffffff" } }).png().toBuffer());
    expect(await pool.readFileInThread(blank, "png")).toEqual({ text: "", qrPayloads: [] });
  });
});

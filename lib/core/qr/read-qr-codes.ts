import jsQR from "jsqr";
import "@/lib/core/threads/array-buffer-transfer";
import type { PDFDocumentProxy } from "unpdf/pdfjs";

/** Pixels as RGBA, whatever the source channel count (1 grey, 2 grey+alpha, 3 RGB, 4 RGBA). */
export function toRgba(data: Uint8ClampedArray | Uint8Array, width: number, height: number, channels: 1 | 2 | 3 | 4): Uint8ClampedArray {
  if (channels === 4) return data instanceof Uint8ClampedArray ? data : new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const source = pixel * channels;
    rgba[pixel * 4] = data[source]!;
    const grey = channels <= 2;
    rgba[pixel * 4 + 1] = data[grey ? source : source + 1]!;
    rgba[pixel * 4 + 2] = data[grey ? source : source + 2]!;
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

/** The text of a QR code in an RGBA bitmap, or null. */
export function readQrCode(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height, { inversionAttempts: "attemptBoth" })?.data ?? null;
}

/** QR codes found in the images embedded in a PDF's pages (the way invoices usually carry them). */
export async function readQrCodesFromPdfImages(pdf: Uint8Array | PDFDocumentProxy, maxPages = 10): Promise<string[]> {
  const { extractImages, getDocumentProxy } = await import("unpdf");
  const opened = pdf instanceof Uint8Array;
  const document = opened ? await getDocumentProxy(new Uint8Array(pdf)) : pdf;
  const found: string[] = [];
  for (let page = 1; page <= Math.min(document.numPages, maxPages); page++) {
    for (const image of await extractImages(document, page)) {
      const text = readQrCode(toRgba(image.data, image.width, image.height, image.channels), image.width, image.height);
      if (text) found.push(text);
    }
  }
  if (opened) await document.destroy();
  return found;
}

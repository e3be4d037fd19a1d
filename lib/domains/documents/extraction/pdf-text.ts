import "@/lib/core/threads/array-buffer-transfer";
import type { PDFDocumentProxy } from "unpdf/pdfjs";
import { MAX_PDF_IMAGE_PIXELS } from "./image-limits";

/** Damaged PDFs larger than this are not rebuilt by pdf.js (its full-file scan holds ~40× the file in memory). */
const MAX_REBUILT_PDF_BYTES = 2 * 1024 * 1024;

/** Whether the file ends like a well-formed PDF: a `startxref` and `%%EOF` in its last kilobytes. */
export function hasPdfTrailer(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + Math.max(0, bytes.byteLength - 4096), Math.min(4096, bytes.byteLength)).toString("latin1");
  return tail.includes("startxref") && tail.includes("%%EOF");
}

/** Why a PDF is refused before any work on it (a large file pdf.js would have to rebuild), or null. */
export function pdfRefusal(bytes: Uint8Array): string | null {
  if (bytes.byteLength > MAX_REBUILT_PDF_BYTES && !hasPdfTrailer(bytes)) {
    return "O PDF está corrompido ou não se consegue ler. (damaged PDF without a cross-reference trailer; too large to rebuild safely)";
  }
  return null;
}

/** Opens a PDF once for every step that reads it (text, embedded images). Throws on a corrupt file. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const refusal = pdfRefusal(bytes);
  if (refusal) throw new Error(refusal);
  const { getDocumentProxy } = await import("unpdf");
  // A copy on purpose: pdf.js detaches the buffer it is given, and small Node.js buffers share a
  // pooled slab that must never be detached. maxImageSize: pdf.js drops (without decoding) an image
  // over the cap that image-limits.ts did not see declared (an inline image, say).
  return getDocumentProxy(new Uint8Array(bytes), { maxImageSize: MAX_PDF_IMAGE_PIXELS });
}

/** The text layer of a PDF's first pages, or "" when it has none. */
export async function pdfText(document: PDFDocumentProxy, maxPages = 10): Promise<string> {
  const { extractText } = await import("unpdf");
  const { text } = await extractText(document, { mergePages: false });
  return text.slice(0, maxPages).join("\n");
}

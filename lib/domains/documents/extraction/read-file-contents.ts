import { toRgba } from "@/lib/core/qr/read-qr-codes";
import type { FileKind } from "../file-kind";
import { decodeQr } from "./decode-qr";
import { oversizedImageReason, oversizedPdfImage } from "./image-limits";
import { openPdf, pdfText } from "./pdf-text";
import { findQrInImage, OutOfTime, oversizedPhoto } from "./qr-in-image";
import { ublFields, type UblFields } from "./ubl-fields";

// The CPU-bound part of extraction, run in a worker thread (see extraction-pool.ts): from a file's
// bytes to its text layer and the QR codes it carries, or a structured e-invoice's fields (UBL: the
// schema check and the parse). No database, no network: only the bytes.

/** `notRead`: why part of the file (an image too large to decode) was left unread, for the reviewer. */
export type FileContents = { text: string; qrPayloads: string[]; notRead?: string } | { ubl: UblFields } | { unreadable: string } | { outOfTime: true };

const MAX_PDF_PAGES = 10;

async function pdfContents(bytes: Uint8Array, until: number): Promise<{ text: string; qrPayloads: string[]; notRead?: string }> {
  // Measured before anything is decoded: with an image over the cap, only the text layer is read.
  const oversized = oversizedPdfImage(bytes);
  const document = await openPdf(bytes);
  try {
    const text = await pdfText(document, MAX_PDF_PAGES);
    if (oversized) return { text, qrPayloads: [], notRead: oversizedImageReason(oversized, "pdf") };
    const { extractImages } = await import("unpdf");
    const qrPayloads: string[] = [];
    for (let page = 1; page <= Math.min(document.numPages, MAX_PDF_PAGES); page++) {
      if (Date.now() > until) throw new OutOfTime();
      for (const image of await extractImages(document, page)) {
        const payload = await decodeQr(toRgba(image.data, image.width, image.height, image.channels), image.width, image.height);
        if (payload) qrPayloads.push(payload);
      }
    }
    return { text, qrPayloads };
  } finally {
    await document.destroy();
  }
}

/** What the file says, read until `until` (epoch ms): past it the search stops between two steps. */
export async function readFileContents(bytes: Uint8Array, kind: FileKind, until = Infinity): Promise<FileContents> {
  try {
    if (kind === "xml") {
      const read = await ublFields(bytes);
      return "unreadable" in read ? read : { ubl: read };
    }
    if (kind === "pdf") return await pdfContents(bytes, until);
    const oversized = await oversizedPhoto(bytes);
    if (oversized) return { text: "", qrPayloads: [], notRead: oversizedImageReason(oversized, "photo") };
    const payload = await findQrInImage(bytes, until);
    return { text: "", qrPayloads: payload ? [payload] : [] };
  } catch (error) {
    if (error instanceof OutOfTime) return { outOfTime: true };
    const reason = kind === "pdf" ? "O PDF está corrompido ou não se consegue ler." : kind === "xml" ? "O XML não se consegue ler." : "A imagem está corrompida ou não se consegue ler.";
    return { unreadable: `${reason} (${error instanceof Error ? error.message.slice(0, 120) : "erro"})` };
  }
}

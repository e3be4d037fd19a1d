// What a file is, from its first bytes (magic numbers), never from its name or declared type.

import { ublDocumentKind } from "@/lib/domains/einvoicing/ubl-kind";

/** xml: a structured e-invoice, UBL 2.1 Invoice or CreditNote (e.g. CIUS-PT); no other XML. */
export type FileKind = "pdf" | "jpeg" | "png" | "webp" | "xml";

export const MIME_BY_KIND: Record<FileKind, string> = { pdf: "application/pdf", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", xml: "application/xml" };

const KIND_BY_MIME: Record<string, FileKind> = {
  "application/pdf": "pdf", "image/jpeg": "jpeg", "image/jpg": "jpeg", "image/pjpeg": "jpeg", "image/png": "png", "image/webp": "webp", "application/xml": "xml", "text/xml": "xml",
};
const KIND_BY_EXTENSION: Record<string, FileKind> = { pdf: "pdf", jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", xml: "xml" };

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp"; // RIFF....WEBP
  // XML: "<" first (after a UTF-8 byte-order mark and blanks), and a UBL Invoice/CreditNote root.
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 4096)).replace(/^\uFEFF?\s*/, "");
  if (head.startsWith("<") && ublDocumentKind(head)) return "xml";
  return null;
}

/** The kind a client claimed (MIME type, else file-name extension), or null when it claimed none we know. */
export function declaredFileKind(mimeType: string | undefined, fileName: string): FileKind | "other" | null {
  const mime = mimeType?.split(";")[0]?.trim().toLowerCase();
  if (mime && mime !== "application/octet-stream") return KIND_BY_MIME[mime] ?? "other";
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!extension) return null;
  return KIND_BY_EXTENSION[extension] ?? "other";
}

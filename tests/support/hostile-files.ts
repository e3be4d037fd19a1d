import { constants, deflateRawSync, deflateSync, inflateSync } from "node:zlib";
import sharp from "sharp";

// Files built to exhaust the server's memory: images whose declared size is far beyond what their
// bytes suggest (security review H2). Built in the tests themselves, never committed as fixtures.

const latin1 = (text: string) => Buffer.from(text, "latin1");

/** A one-page PDF whose objects are given as they appear after `n 0 obj` (object 1 must be the catalog). */
export function pdfFromObjects(objects: (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [latin1("%PDF-1.7\n")];
  let length = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([latin1(`${index + 1} 0 obj\n`), typeof object === "string" ? latin1(object) : object, latin1("\nendobj\n")]);
    parts.push(part);
    length += part.byteLength;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([latin1(`<< ${dictionary} /Length ${data.byteLength} >>\nstream\n`), data, latin1("\nendstream")]);
}

/**
 * A PDF whose one image XObject declares width × height grey pixels. `data`: the image's
 * Flate-compressed bytes (by default a few hundred bytes: the declared size is the attack; use
 * zeroFlate for the full bomb of the review). `imageDictionary` rewrites the image's size keys
 * (e.g. to give them by reference or as escaped names); `extraObjects` are appended after it.
 */
export function imageBombPdf(width: number, height: number, options: { data?: Buffer; imageDictionary?: string; extraObjects?: string[]; text?: string } = {}): Uint8Array {
  const data = options.data ?? deflateSync(Buffer.alloc(64 * 1024));
  const text = options.text ? `BT /F1 12 Tf 50 800 Td (${options.text}) Tj ET ` : "";
  const content = `q 595 0 0 842 0 0 cm /Im1 Do Q ${text}`;
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> /Font << /F1 6 0 R >> >> >>",
    stream("", latin1(content)),
    stream(`/Type /XObject /Subtype /Image ${options.imageDictionary ?? `/Width ${width} /Height ${height}`} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, data),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...(options.extraObjects ?? []),
  ]);
}

/**
 * `bytes` zero bytes as a zlib (Flate) stream of about a thousandth of their size, built in
 * milliseconds: one raw-deflated block of zeros, ended by a full flush so that it refers to nothing
 * before it, repeated; then an empty final block and the Adler-32 checksum (for zeros: a = 1, b = n).
 */
export function zeroFlate(bytes: number): Buffer {
  const BLOCK = 4 * 1024 * 1024;
  const zeros = (length: number) => deflateRawSync(Buffer.alloc(length), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = zeros(BLOCK);
  const blocks = Array.from({ length: Math.floor(bytes / BLOCK) }, () => block);
  if (bytes % BLOCK) blocks.push(zeros(bytes % BLOCK));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((bytes % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, Buffer.from([0x03, 0x00]), adler]);
}

/** Checks zeroFlate against zlib itself on a small size (used by the unit test). */
export function zeroFlateInflatesTo(bytes: number): boolean {
  const inflated = inflateSync(zeroFlate(bytes));
  return inflated.byteLength === bytes && inflated.every((byte) => byte === 0);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([latin1(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height RGB pixels (valid CRCs; its data is short). */
export function pngBomb(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filter, not interlaced
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(Buffer.alloc(16 * 1024))), pngChunk("IEND", Buffer.alloc(0))]));
}

/** A small real JPEG whose frame header (SOF) is rewritten to declare width × height pixels (at most 65 535 each). */
export async function jpegBomb(width: number, height: number): Promise<Uint8Array> {
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: "#ffffff" } }).jpeg().toBuffer());
  for (let at = 2; at + 9 < jpeg.byteLength; ) {
    if (jpeg[at] !== 0xff) throw new Error("unexpected JPEG layout");
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return new Uint8Array(jpeg);
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error("no SOF marker in the JPEG");
}

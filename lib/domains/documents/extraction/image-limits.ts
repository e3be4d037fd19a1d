// Images are measured before they are decoded. A 1.5 MB PDF can declare a 40 000 × 40 000 image
// (1.6 billion pixels of Flate-compressed zeros) and a PNG or JPEG header can declare one of any size
// over a few bytes of data; decoded, such files took gigabytes. The decoders' buffers are typed arrays,
// outside the V8 heap that a worker's resourceLimits bound, so these caps are what bounds their memory:
// an image over them is not read, and the document goes to review saying why.

/**
 * The largest image inside a PDF that is decoded: pdf.js decodes the whole image into memory (about
 * ten bytes a pixel on the way to the QR search). 20 million pixels holds an A4 page scanned at 450 dpi.
 */
export const MAX_PDF_IMAGE_PIXELS = 20_000_000;

/**
 * The largest photo (JPEG, PNG, WebP) that is decoded: libvips streams it down to the search's working
 * size (shrink-on-load for JPEG), so the cap can be higher; 64 million pixels holds a 50 MP phone photo.
 */
export const MAX_PHOTO_PIXELS = 64_000_000;

export interface DeclaredSize {
  width: number;
  height: number;
}

const millions = (pixels: number) => (pixels / 1_000_000).toLocaleString("pt-PT", { maximumFractionDigits: 0 });

/** The review reason for an image that was not read because of its size, in Portuguese. */
export function oversizedImageReason(size: DeclaredSize, where: "pdf" | "photo"): string {
  const limit = where === "pdf" ? MAX_PDF_IMAGE_PIXELS : MAX_PHOTO_PIXELS;
  const what = where === "pdf" ? "O PDF contém uma imagem de" : "A imagem tem";
  return `${what} ${size.width} × ${size.height} píxeis (mais do que o máximo de ${millions(limit)} milhões), que não foi lida: confirme os dados à mão.`;
}

const IMAGE_SUBTYPE = /\/Subtype\s*\/Image(?![A-Za-z0-9])/g;

/**
 * The sizes that a PDF's image XObjects declare (/Width, /Height), read from the file's bytes without
 * parsing or decoding anything. An image XObject is a stream, and streams are never inside compressed
 * object streams, so each one's dictionary is plain text in the file (encrypted files too). Escaped
 * names (`/Wid#74h`) are unescaped first; a width or height given as a reference (`12 0 R`) is looked
 * up. Sizes this misses (inline images, stranger syntax) are still capped by pdf.js's maxImageSize.
 */
export function declaredPdfImageSizes(bytes: Uint8Array): DeclaredSize[] {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (text.includes("#")) text = text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const sizes: DeclaredSize[] = [];
  for (const match of text.matchAll(IMAGE_SUBTYPE)) {
    // The image's dictionary: from its object header (`n 0 obj`) to its `stream` keyword.
    const at = match.index;
    const header = text.lastIndexOf("obj", at);
    const start = header === -1 || at - header > 4096 ? Math.max(0, at - 4096) : header;
    const streamAt = text.indexOf("stream", at);
    const end = streamAt === -1 || streamAt - at > 4096 ? at + 4096 : streamAt;
    const dictionary = text.slice(start, end);
    const width = declaredNumber(text, dictionary, "Width");
    const height = declaredNumber(text, dictionary, "Height");
    if (width !== null && height !== null) sizes.push({ width, height });
  }
  return sizes;
}

function declaredNumber(text: string, dictionary: string, key: string): number | null {
  const found = new RegExp(`/${key}\\s+(\\d+(?:\\.\\d+)?)(?:\\s+(\\d+)\\s+R)?`).exec(dictionary);
  if (!found) return null;
  if (found[2] === undefined) return Number(found[1]);
  const referenced = new RegExp(`(?:^|[^0-9])${found[1]}\\s+${found[2]}\\s+obj\\s*(\\d+(?:\\.\\d+)?)`).exec(text);
  return referenced ? Number(referenced[1]) : null;
}

/** The first image a PDF declares with more pixels than MAX_PDF_IMAGE_PIXELS, or null. */
export function oversizedPdfImage(bytes: Uint8Array): DeclaredSize | null {
  return declaredPdfImageSizes(bytes).find((size) => size.width * size.height > MAX_PDF_IMAGE_PIXELS) ?? null;
}

import sharp, { type Sharp } from "sharp";
import { toRgba } from "@/lib/core/qr/read-qr-codes";
import { decodeQr } from "./decode-qr";
import { MAX_PHOTO_PIXELS, type DeclaredSize } from "./image-limits";

// Finding the AT QR code in a photo: phones produce large images where the code is a small part,
// maybe turned or a little blurred. The image is first brought down to at most WORKING_SIZE pixels
// (shrink-on-load for JPEG and WebP), so the search never works on a full 12 MB photo; attempts then
// go from cheap to expensive and stop at the first hit: the whole image, overlapping tiles at a
// higher scale, then sharpened and thresholded versions. ZXing tries rotations and inversions itself.

const WORKING_SIZE = 2400;
const WHOLE_IMAGE_SIZES = [1600, 2400];
const TILE_GRID = 3;

/** Thrown between attempts once the file's deadline has passed: the thread stays usable. */
export class OutOfTime extends Error {}

let deadline = Infinity;

async function attempt(image: Sharp): Promise<string | null> {
  if (Date.now() > deadline) throw new OutOfTime();
  // RGBA for colour (libvips adds the alpha); greyscale variants come out as grey + alpha.
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeQr(toRgba(data, info.width, info.height, info.channels as 1 | 2 | 3 | 4), info.width, info.height);
}

async function findInTiles(base: Sharp, width: number, height: number): Promise<string | null> {
  const tileWidth = Math.ceil((width / TILE_GRID) * 1.5);
  const tileHeight = Math.ceil((height / TILE_GRID) * 1.5);
  for (let row = 0; row < TILE_GRID; row++) {
    for (let column = 0; column < TILE_GRID; column++) {
      const left = Math.min(Math.max(0, Math.round((column * width) / TILE_GRID - tileWidth / 6)), Math.max(0, width - tileWidth));
      const top = Math.min(Math.max(0, Math.round((row * height) / TILE_GRID - tileHeight / 6)), Math.max(0, height - tileHeight));
      const tile = base.clone().extract({ left, top, width: Math.min(tileWidth, width), height: Math.min(tileHeight, height) }).resize({ width: 1200, height: 1200, fit: "inside" });
      const found = await attempt(tile);
      if (found) return found;
    }
  }
  return null;
}

/** The photo's declared size when it has more pixels than MAX_PHOTO_PIXELS (read from its header, nothing decoded), or null. */
export async function oversizedPhoto(bytes: Uint8Array): Promise<DeclaredSize | null> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return width && height && width * height > MAX_PHOTO_PIXELS ? { width, height } : null;
}

/** The AT QR code's text, or null; throws OutOfTime when `until` (epoch ms) passes first. */
export async function findQrInImage(bytes: Uint8Array, until = Infinity): Promise<string | null> {
  deadline = until;
  // rotate() applies the EXIF orientation phones write instead of turning the pixels.
  const decoded = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: "inside", withoutEnlargement: true })
    .removeAlpha();
  const { data: pixels, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const base = sharp(pixels, { raw: { width, height, channels } });
  const largest = Math.max(width, height);
  for (const size of WHOLE_IMAGE_SIZES) {
    const target = Math.min(size, largest);
    const found = await attempt(base.clone().resize({ width: target, height: target, fit: "inside" }));
    if (found) return found;
    if (target === largest) break;
  }
  // A small code in a big photo: overlapping tiles, each read at 1200 px (a small image was already
  // read whole at its own size).
  if (largest > WHOLE_IMAGE_SIZES[0]!) {
    const found = await findInTiles(base, width, height);
    if (found) return found;
  }
  // Blur and uneven light: sharpen and binarise.
  const scaled = base.clone().resize({ width: Math.min(1600, width), fit: "inside" }).greyscale().normalise();
  for (const variant of [scaled.clone().sharpen({ sigma: 2 }), scaled.clone().sharpen({ sigma: 3 }).threshold(140), scaled.clone().median(3).threshold(128)]) {
    const found = await attempt(variant);
    if (found) return found;
  }
  return null;
}

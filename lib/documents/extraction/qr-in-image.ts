import sharp, { type Sharp } from "sharp";
import { readQrCode, toRgba } from "@/lib/qr/read-qr-codes";

// Finding the AT QR code in a photo: phones produce large images where the code is a small part,
// maybe turned or a little blurred. Attempts go from cheap to expensive and stop at the first hit:
// the whole image scaled down, then overlapping tiles at higher resolution, then sharpened and
// thresholded versions, then quarter turns.

const WHOLE_IMAGE_SIZES = [1600, 1000, 2400];
const TILE_GRID = 3;

async function rgba(image: Sharp): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  // Greyscale variants come out with 1 (or 2, with alpha) channels: convert whatever sharp gives.
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data: toRgba(data, info.width, info.height, info.channels as 1 | 2 | 3 | 4), width: info.width, height: info.height };
}

async function attempt(image: Sharp): Promise<string | null> {
  const { data, width, height } = await rgba(image);
  return readQrCode(data, width, height);
}

export async function findQrInImage(bytes: Uint8Array): Promise<string | null> {
  // rotate() applies the EXIF orientation phones write instead of turning the pixels.
  const base = sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 }).rotate();
  const { width = 0, height = 0 } = await base.metadata();
  const largest = Math.max(width, height);
  for (const size of WHOLE_IMAGE_SIZES) {
    const target = Math.min(size, largest);
    const found = await attempt(base.clone().resize({ width: width >= height ? target : undefined, height: height > width ? target : undefined, fit: "inside" }));
    if (found) return found;
    if (target === largest) break;
  }
  // A small code in a big photo: overlapping tiles, each read at up to 1200 px.
  const tileWidth = Math.ceil((width / TILE_GRID) * 1.5);
  const tileHeight = Math.ceil((height / TILE_GRID) * 1.5);
  for (let row = 0; row < TILE_GRID; row++) {
    for (let column = 0; column < TILE_GRID; column++) {
      const left = Math.min(Math.max(0, Math.round((column * width) / TILE_GRID - tileWidth / 6)), Math.max(0, width - tileWidth));
      const top = Math.min(Math.max(0, Math.round((row * height) / TILE_GRID - tileHeight / 6)), Math.max(0, height - tileHeight));
      const tile = base.clone().extract({ left, top, width: Math.min(tileWidth, width), height: Math.min(tileHeight, height) }).resize({ width: 1200, height: 1200, fit: "inside", withoutEnlargement: false });
      const found = await attempt(tile);
      if (found) return found;
    }
  }
  // Blur and uneven light: sharpen and binarise.
  const scaled = base.clone().resize({ width: Math.min(1600, width), fit: "inside" }).greyscale().normalise();
  for (const variant of [scaled.clone().sharpen({ sigma: 2 }), scaled.clone().sharpen({ sigma: 3 }).threshold(140), scaled.clone().median(3).threshold(128)]) {
    const found = await attempt(variant);
    if (found) return found;
  }
  for (const angle of [90, 180, 270]) {
    const found = await attempt(base.clone().rotate(angle).resize({ width: 1600, height: 1600, fit: "inside" }));
    if (found) return found;
  }
  return null;
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import jsQR from "jsqr";
import sharp from "sharp";
import { scanGrayBuffer } from "@undecaf/zbar-wasm";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { expenseQrPayload, invoicePhoto, supplierNif } from "../support/document-fixtures";
import { largePhoto } from "./large-photo";

// npm run bench calls this in its own process: the three QR decoders on the same greyscale pixels —
// the repository's AT QR fixtures (tests/support/document-fixtures.ts, the bench's 12 MB photo) and
// noise images with no code — at the sizes extraction reads a photo (≤ 1600 px first, ≤ 2400 px).
// One line per image: found or not, and milliseconds, per decoder (after one warm-up call).

const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });

const payload = expenseQrPayload({ supplierNif: supplierNif("50043475"), buyerNif: "509876544", date: "2026-11-20", documentId: "FT A/1", atcud: "JJ9K8L7M-1", normalBaseCents: 5000, normalVatCents: 1150 });

function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const images: [string, Uint8Array | Buffer][] = [
  ["photo 1200×1600 JPEG", await invoicePhoto(payload)],
  ["turned 90°, blurred PNG", await invoicePhoto(payload, { rotate: 90, blur: 1.2, format: "png" })],
  ["WebP", await invoicePhoto(payload, { format: "webp" })],
  ["upside down", await invoicePhoto(payload, { rotate: 180 })],
  ["small QR in 3000×4000", await invoicePhoto(payload, { width: 3000, height: 4000, qrSize: 260, qrLeft: 2500, qrTop: 3500 })],
  ["12 MB photo 4000×3000", await largePhoto(payload)],
  ["noise 1000×1000", await noise(1000, 1000)],
  ["noise 1900×1900", await noise(1900, 1900)],
];

type Decoder = (grey: Buffer, width: number, height: number) => Promise<string | null>;
const decoders: Record<string, Decoder> = {
  jsQR: async (grey, width, height) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) rgba.fill(grey[pixel]!, pixel * 4, pixel * 4 + 3), (rgba[pixel * 4 + 3] = 255);
    return jsQR(rgba, width, height, { inversionAttempts: "attemptBoth" })?.data ?? null;
  },
  "zxing-wasm": async (grey, width, height) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) rgba.fill(grey[pixel]!, pixel * 4, pixel * 4 + 3), (rgba[pixel * 4 + 3] = 255);
    const results = await readBarcodes({ data: rgba, width, height, colorSpace: "srgb" } as ImageData, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
    return results[0]?.text ?? null;
  },
  "zbar-wasm": async (grey, width, height) => {
    const symbols = await scanGrayBuffer(grey.buffer.slice(grey.byteOffset, grey.byteOffset + grey.byteLength) as ArrayBuffer, width, height);
    return symbols.find((symbol) => symbol.typeName === "ZBAR_QRCODE")?.decode() ?? null;
  },
};

for (const size of [1600, 2400]) {
  for (const [label, bytes] of images) {
    let pipeline = sharp(bytes).rotate().greyscale();
    pipeline = pipeline.resize({ width: size, height: size, fit: "inside", withoutEnlargement: true });
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const cells: string[] = [];
    for (const [name, decode] of Object.entries(decoders)) {
      await decode(data, info.width, info.height); // warm-up
      const started = performance.now();
      const text = await decode(data, info.width, info.height);
      cells.push(`${name} ${text === payload ? "found" : text ? "WRONG" : "none "} ${Math.round(performance.now() - started).toString().padStart(5)} ms`);
    }
    console.log(`QR decode ${`${label} @≤${size}px`.padEnd(44)} ${cells.join("   ")}`);
  }
}

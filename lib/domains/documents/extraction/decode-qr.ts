import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

// QR decoding with ZXing-C++ compiled to WebAssembly (zxing-wasm). Measured against jsQR and
// zbar-wasm on the AT QR fixtures and on noise (tests/bench/qr-decoders.ts): it found every fixture
// at the first, downscaled attempt and gives up on a 1900×1900 noise image in ~0.1 s where jsQR
// took 4–8 s. By default the library fetches its .wasm from a CDN; here it is read from the package
// on disk, so nothing leaves the machine.

let ready: Promise<unknown> | undefined;

function wasmPath(): string {
  // Resolved from the project root: inside the Next.js bundle import.meta.url is not the package's.
  const require = createRequire(path.join(process.cwd(), "package.json"));
  return require.resolve("zxing-wasm/reader/zxing_reader.wasm");
}

/** Loads the decoder (once per thread); decodeQr waits for it. */
export function loadDecoder(): Promise<unknown> {
  ready ??= (async () => {
    const bytes = readFileSync(wasmPath());
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/** The text of the first QR code in an RGBA bitmap, or null. */
export async function decodeQr(rgba: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  await loadDecoder();
  const results = await readBarcodes({ data: rgba, width, height, colorSpace: "srgb" } as ImageData, { formats: ["QRCode"], tryHarder: true, tryInvert: true, maxNumberOfSymbols: 1 });
  return results[0]?.text || null;
}

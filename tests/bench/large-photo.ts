import QRCode from "qrcode";
import sharp from "sharp";

/** A 4000×3000 noisy "photo" with the QR code in a corner, as the largest JPEG under 12 MB. */
export async function largePhoto(qrPayload: string): Promise<Uint8Array> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = 200 + ((index * 2654435761) >>> 27);
  const qr = await QRCode.toBuffer(qrPayload, { width: 420, margin: 2 });
  const image = sharp(noise, { raw: { width, height, channels: 3 } }).composite([{ input: qr, left: 3400, top: 2450 }]);
  for (const quality of [100, 98, 96, 94, 92, 90, 85, 80]) {
    const jpeg = await image.clone().jpeg({ quality, chromaSubsampling: "4:4:4" }).toBuffer();
    if (jpeg.length <= 12 * 1024 * 1024) return new Uint8Array(jpeg);
  }
  throw new Error("could not make a photo under 12 MB");
}

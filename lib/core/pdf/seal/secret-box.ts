import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Encryption at rest for the company seal's PKCS#12 file and password: AES-256-GCM, a fresh 12-byte
// IV per value, stored as iv ‖ tag ‖ ciphertext. The key is SEAL_ENCRYPTION_KEY (32 bytes, base64)
// when set, else derived with HKDF-SHA256 from NEXTAUTH_SECRET (which the embedded start generates
// once into .data/). Losing the key makes stored seals unreadable: upload the seal again.

const VERSION = 1;

function key(): Buffer {
  const configured = process.env.SEAL_ENCRYPTION_KEY;
  if (configured) {
    const bytes = Buffer.from(configured, "base64");
    if (bytes.length !== 32) throw new Error("SEAL_ENCRYPTION_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`).");
    return bytes;
  }
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("Sealing needs SEAL_ENCRYPTION_KEY or NEXTAUTH_SECRET to encrypt the seal at rest.");
  return Buffer.from(hkdfSync("sha256", secret, "contabilista", "company seal at rest v1", 32));
}

export function encryptSecret(plain: Uint8Array, context: string): Uint8Array<ArrayBuffer> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  // The context (the company id) is authenticated: a ciphertext copied to another company fails to open.
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]));
}

export function decryptSecret(sealed: Uint8Array, context: string): Buffer {
  const bytes = Buffer.from(sealed);
  if (bytes[0] !== VERSION) throw new Error("Unknown seal encryption version.");
  const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(1, 13));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(13, 29));
  return Buffer.concat([decipher.update(bytes.subarray(29)), decipher.final()]);
}

import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";

// From an upload's base64 text to its bytes and SHA-256 without holding the event loop: twenty 14 MB
// bodies at once meant seconds of decoding and hashing in one piece each, during which no other
// request was answered. Work goes in slices of ~1 MB, yielding between them. (A multipart file
// never becomes base64: its bytes go to the operation as they are.)

const SLICE_CHARS = 1_400_000; // a multiple of 4: each slice decodes on its own
const SLICE_BYTES = 1_048_576;

/** The bytes of canonical-alphabet base64 text, or null when the text is not valid base64. */
export async function decodeBase64InSlices(text: string): Promise<Buffer | null> {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const length = (text.length / 4) * 3 - padding;
  const bytes = Buffer.allocUnsafe(length);
  let written = 0;
  for (let start = 0; start < text.length; start += SLICE_CHARS) {
    if (start > 0) await nextTurn();
    // Node.js skips characters outside the alphabet (and stops at inner padding), so any of them
    // leaves fewer bytes than the text's length announces.
    written += bytes.write(text.slice(start, start + SLICE_CHARS), written, "base64");
  }
  return written === length ? bytes : null;
}

/** Whether the text holds any whitespace (a 14 MB scan in one piece held the loop ~10–30 ms). */
export async function containsWhitespaceInSlices(text: string): Promise<boolean> {
  for (let start = 0; start < text.length; start += SLICE_CHARS) {
    if (start > 0) await nextTurn();
    if (/\s/.test(text.slice(start, start + SLICE_CHARS))) return true;
  }
  return false;
}

/** The hex SHA-256 of the bytes. */
export async function sha256InSlices(bytes: Uint8Array): Promise<string> {
  const hash = createHash("sha256");
  for (let offset = 0; offset < bytes.byteLength; offset += SLICE_BYTES) {
    if (offset > 0) await nextTurn();
    hash.update(bytes.subarray(offset, offset + SLICE_BYTES));
  }
  return hash.digest("hex");
}

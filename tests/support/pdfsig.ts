import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Poppler's pdfsig, the independent validator of sealed PDFs (Debian poppler-utils; .ci/run installs
 * it). Not found means the test fails: a missing validator must never turn into a skipped check.
 */
export function pdfsig(bytes: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), "pdfsig-"));
  try {
    const file = join(folder, "sealed.pdf");
    writeFileSync(file, bytes);
    try {
      return execFileSync("pdfsig", [file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      const failed = error as { code?: string; stdout?: string; stderr?: string };
      if (failed.code === "ENOENT") throw new Error("pdfsig is not installed: apt-get install -y poppler-utils (see .ci/run)");
      // pdfsig exits non-zero for documents without (valid) signatures; its report is still on stdout.
      return `${failed.stdout ?? ""}${failed.stderr ?? ""}`;
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The signature's CMS bytes, read from the /Contents hex string of the first signature dictionary. */
export function signatureContents(bytes: Uint8Array): Buffer {
  const text = Buffer.from(bytes).toString("latin1");
  const match = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text.slice(text.indexOf("/ByteRange")));
  if (!match) throw new Error("no /Contents in the sealed PDF");
  return withoutPadding(Buffer.from(match[1]!, "hex"));
}

/**
 * The placeholder is zero-padded after the CMS, and the CMS may itself end in zero bytes (a signature
 * value ends in 0x00 once in 256 seals), so the end is read from the outer DER length, never guessed
 * from the trailing zeros.
 */
function withoutPadding(padded: Buffer): Buffer {
  if (padded[0] !== 0x30) throw new Error("the /Contents do not start with a DER SEQUENCE");
  const first = padded[1]!;
  if (first < 0x80) return padded.subarray(0, 2 + first);
  const lengthOctets = first & 0x7f;
  let length = 0;
  for (let index = 0; index < lengthOctets; index++) length = length * 256 + padded[2 + index]!;
  return padded.subarray(0, 2 + lengthOctets + length);
}

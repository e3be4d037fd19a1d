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
  return Buffer.from(match[1]!.replace(/(00)+$/, ""), "hex");
}

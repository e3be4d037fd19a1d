import { describe, expect, it } from "vitest";
import { containsWhitespaceInSlices } from "@/lib/domains/documents/upload-bytes";

describe("whitespace in a large base64 text", () => {
  it("finds a line break far into the text, in a later slice", async () => {
    expect(await containsWhitespaceInSlices(`${"A".repeat(5_000_000)}\n${"A".repeat(3)}`)).toBe(true);
  });

  it("finds none in canonical base64", async () => {
    expect(await containsWhitespaceInSlices("QUJD".repeat(1_000_000))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { containsWhitespaceInSlices, encodeBase64InSlices } from "@/lib/domains/documents/upload-bytes";

// A multipart upload's file becomes the operation's base64 input in ~1 MB slices (security review
// 2026-11-26 L1: one 10 MB encode held the event loop); the text must be the one a single encode gives.

describe("base64 of a multipart file, in slices", () => {
  it("encodes a small file as RFC 4648 says", async () => {
    // "Man" → TWFu; "Ma" → TWE=; "M" → TQ== (RFC 4648 §4 and its examples).
    expect(await encodeBase64InSlices(new TextEncoder().encode("Man"))).toBe("TWFu");
    expect(await encodeBase64InSlices(new TextEncoder().encode("Ma"))).toBe("TWE=");
    expect(await encodeBase64InSlices(new TextEncoder().encode("M"))).toBe("TQ==");
    expect(await encodeBase64InSlices(new Uint8Array())).toBe("");
  });

  it("joins slices without padding inside: 3 MB + 1 byte of 0xFF is 4 194 304 slashes and '/w=='", async () => {
    // Every 3 bytes of 0xFF are '////'; the last byte alone is '/w=='.
    const bytes = new Uint8Array(3 * 1_048_576 + 1).fill(0xff);
    const text = await encodeBase64InSlices(bytes);
    expect(text.length).toBe(4 * 1_048_576 + 4);
    expect(text.slice(0, -4)).toBe("/".repeat(4 * 1_048_576));
    expect(text.slice(-4)).toBe("/w==");
  });

  it("reads a view into a larger buffer from its own offset", async () => {
    const backing = new Uint8Array([0, 0, 77, 97, 110, 0]);
    expect(await encodeBase64InSlices(backing.subarray(2, 5))).toBe("TWFu");
  });
});

describe("whitespace in a large base64 text", () => {
  it("finds a line break far into the text, in a later slice", async () => {
    expect(await containsWhitespaceInSlices(`${"A".repeat(5_000_000)}\n${"A".repeat(3)}`)).toBe(true);
  });

  it("finds none in canonical base64", async () => {
    expect(await containsWhitespaceInSlices("QUJD".repeat(1_000_000))).toBe(false);
  });
});

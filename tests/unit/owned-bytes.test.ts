import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { closeExtractionPool, readFileInThread } from "@/lib/domains/documents/extraction/extraction-pool";
import { copyToOwnBuffer, ownedBytes } from "@/lib/core/owned-bytes";

// Bytes moved to a worker thread must own their ArrayBuffer. A small Buffer is a view into Node.js's
// shared pool slab, which Node 22+ refuses to transfer ("Cannot transfer object of unsupported type")
// and Node 20 silently copies instead of moving; `Buffer#slice()` keeps that view.

afterAll(closeExtractionPool);

/** A small Buffer from Node's shared pool (a view into a larger, untransferable slab). */
function pooledBuffer(text = "uma fatura pequena"): Buffer {
  const pooled = Buffer.from(text);
  expect(pooled.buffer.byteLength, "Buffer.from of a short text is pooled").toBeGreaterThan(pooled.byteLength);
  return pooled;
}

/** Moves the bytes' ArrayBuffer as postMessage does (throws where Node refuses to). */
function moveToThread(bytes: Uint8Array): Uint8Array {
  return structuredClone(bytes, { transfer: [bytes.buffer] });
}

describe("bytes moved to a thread", () => {
  it("copies a pooled small Buffer into a buffer of its own, which really moves", () => {
    const pooled = pooledBuffer();
    const copy = copyToOwnBuffer(pooled);
    expect(copy.byteOffset).toBe(0);
    expect(copy.buffer.byteLength).toBe(pooled.byteLength);
    const moved = moveToThread(copy);
    expect(Buffer.from(moved).toString()).toBe("uma fatura pequena");
    expect(copy.buffer.byteLength, "moved, not silently copied").toBe(0);
    expect(pooled.toString()).toBe("uma fatura pequena");
  });

  it("moves bytes that own their whole buffer as they are, and copies a view", () => {
    const whole = new Uint8Array(64).fill(7);
    expect(ownedBytes(whole)).toBe(whole);
    const larger = new Uint8Array(100).fill(3);
    const view = larger.subarray(10, 20);
    const owned = ownedBytes(view);
    expect(owned).not.toBe(view);
    moveToThread(owned);
    expect(larger.byteLength, "the larger buffer stays intact").toBe(100);
    const pooled = pooledBuffer();
    moveToThread(ownedBytes(pooled));
    expect(pooled.toString()).toBe("uma fatura pequena");
  });

  it("extracts a small upload held in a pooled Buffer (the first extraction failed on Node 22)", async () => {
    const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } }).png().toBuffer());
    const small = Buffer.from(png); // under 4 KiB: a view into the shared pool
    expect(small.buffer.byteLength).toBeGreaterThan(small.byteLength);
    expect(await readFileInThread(small, "png")).toEqual({ text: "", qrPayloads: [] });
    expect(small.equals(png)).toBe(true);
  });
});

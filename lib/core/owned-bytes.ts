// Bytes moved to a worker thread (a transfer list) must sit in an ArrayBuffer of their own.
// `Buffer#slice()` is not a copy: it is a view of the same memory, like `subarray()`. A small Buffer
// (under 4 KiB) lives in Node.js's shared pool slab, which is marked untransferable: Node 20 then
// silently copies it, but Node 22 and later throw "Cannot transfer object of unsupported type"; and
// moving a view of a larger buffer would detach all of that buffer. `new Uint8Array(bytes)` copies.

/** A copy of the bytes in a new ArrayBuffer of exactly their length: safe to move to a thread. */
export function copyToOwnBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** The bytes themselves when they span their whole ArrayBuffer (moving them detaches only them), else a copy. */
export function ownedBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : copyToOwnBuffer(bytes);
}

// pdf.js (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which Node.js ships from
// version 21; we support Node 20. structuredClone with a transfer list has the same effect (the
// source buffer is detached and its bytes move to a new buffer), so the method is defined with it.

declare global {
  interface ArrayBuffer {
    transferToFixedLength(newLength?: number): ArrayBuffer;
  }
}

if (typeof ArrayBuffer.prototype.transferToFixedLength !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, newLength: number = this.byteLength): ArrayBuffer {
      const moved = structuredClone(this, { transfer: [this] });
      if (newLength === moved.byteLength) return moved;
      const resized = new ArrayBuffer(newLength);
      new Uint8Array(resized).set(new Uint8Array(moved, 0, Math.min(newLength, moved.byteLength)));
      return resized;
    },
  });
}

export {};

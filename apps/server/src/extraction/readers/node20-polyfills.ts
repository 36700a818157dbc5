/**
 * pdf.js 5 (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength when it renders a page with
 * fonts, a Node 21+ method; on Node 20 rendering a scanned page for OCR would fail. This adds it with the
 * standard meaning (a moved or resized copy; the original is detached), and only when it is missing.
 */
type TransferringBuffer = ArrayBuffer & { transferToFixedLength?: (newLength?: number) => ArrayBuffer };

const proto = ArrayBuffer.prototype as TransferringBuffer;
if (typeof proto.transferToFixedLength !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, newLength?: number): ArrayBuffer {
      const length = newLength ?? this.byteLength;
      if (length === this.byteLength) return structuredClone(this, { transfer: [this] });
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      structuredClone(this, { transfer: [this] });
      return copy;
    },
  });
}

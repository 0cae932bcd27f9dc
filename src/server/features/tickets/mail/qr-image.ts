import { encode } from "fast-png";
import { encodeQR } from "qr";

/** A ticket's QR code as a PNG, and the size a mail shows it at (half its pixels: sharp on phones). */
export interface QrImage {
  png: Uint8Array;
  /** Width and height in CSS pixels. */
  displaySize: number;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_MODULES = 4;
/** Image pixels per module; the mail shows the image at half this, so it stays crisp on dense screens. */
const PIXELS_PER_MODULE = 6;

/**
 * The QR code of `text` (error correction M: readable from a scratched phone screen or a crumpled
 * print) drawn black on white with its quiet zone inside the image, so the code scans on any
 * background a mail client paints around it, dark mode included. One bit a pixel: a ticket's image
 * is about 1 KB and made in well under a millisecond (the matrix by `qr`, the PNG by `fast-png`).
 */
export function qrImage(text: string): QrImage {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: QUIET_MODULES });
  const side = modules.length * PIXELS_PER_MODULE;
  const stride = Math.ceil(side / 8);
  // 0 bits are black; a light module sets its pixels' bits. Each module row is drawn once, then copied.
  const bits = new Uint8Array(stride * side);
  modules.forEach((row, y) => {
    const start = y * PIXELS_PER_MODULE * stride;
    for (let x = 0; x < side; x++) {
      const byte = start + (x >> 3);
      if (!row?.[Math.floor(x / PIXELS_PER_MODULE)]) bits[byte] = (bits[byte] ?? 0) | (0x80 >> (x & 7));
    }
    for (let copy = 1; copy < PIXELS_PER_MODULE; copy++) bits.copyWithin(start + copy * stride, start, start + stride);
  });
  const png = encode({ width: side, height: side, data: bits, depth: 1, channels: 1 });
  return { png, displaySize: side / 2 };
}

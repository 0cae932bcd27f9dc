import { deflateSync } from "node:zlib";
import QRCode from "qrcode";

/** A ticket's QR code as a PNG, and the size a mail shows it at (half its pixels: sharp on phones). */
export interface QrImage {
  png: Buffer;
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
 * background a mail client paints around it, dark mode included. Made synchronously: the matrix
 * comes from the `qrcode` package and is written as an 8-bit grayscale PNG here.
 */
export function qrImage(text: string): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const side = modules.size + 2 * QUIET_MODULES;
  const pixels = side * PIXELS_PER_MODULE;
  // One filter byte (0: none) before each row of grayscale samples; 255 is white.
  const raw = Buffer.alloc((pixels + 1) * pixels, 255);
  for (let y = 0; y < pixels; y++) {
    const rowStart = y * (pixels + 1);
    raw[rowStart] = 0;
    const moduleRow = Math.floor(y / PIXELS_PER_MODULE) - QUIET_MODULES;
    if (moduleRow < 0 || moduleRow >= modules.size) continue;
    for (let x = 0; x < pixels; x++) {
      const moduleCol = Math.floor(x / PIXELS_PER_MODULE) - QUIET_MODULES;
      if (moduleCol >= 0 && moduleCol < modules.size && modules.get(moduleRow, moduleCol)) {
        raw[rowStart + 1 + x] = 0;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grayscale
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { png, displaySize: (side * PIXELS_PER_MODULE) / 2 };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import readerWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

// The ZXing WebAssembly comes from this site's own built assets, never from a CDN: the CSP allows
// no other origin, and the scanner must work offline once its assets are cached.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? readerWasmUrl : prefix + path),
  },
});

/** A QR code reader on ZXing, for browsers without a native BarcodeDetector. */
export function zxingQrDetector(): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> } {
  return new BarcodeDetector({ formats: ["qr_code"] });
}

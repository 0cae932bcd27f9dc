/** Reads the QR codes in a video frame. */
export interface QrReader {
  read(source: HTMLVideoElement): Promise<string[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads QR codes; otherwise the ZXing WebAssembly
 * polyfill, loaded only then (it is large).
 */
export async function createQrReader(): Promise<QrReader> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  let detector: NativeDetector | null = null;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes("qr_code")) detector = new Native({ formats: ["qr_code"] });
    } catch {
      detector = null;
    }
  }
  if (!detector) detector = (await import("./zxing-reader")).zxingQrDetector();
  const found = detector;
  return { read: async (source) => (await found.detect(source)).map((code) => code.rawValue) };
}

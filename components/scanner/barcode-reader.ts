import { ZXING_WASM_PATH } from "@/components/scanner/zxing-wasm-path";
import { SCANNED_FORMATS } from "@/lib/passes/barcode-formats";

/** What the scanner needs of a detector: the native `BarcodeDetector` and the polyfill's share this shape. */
export type BarcodeReader = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

type DetectorClass = {
  new (options?: { formats?: string[] }): BarcodeReader;
  getSupportedFormats?(): Promise<readonly string[]>;
};

async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = (await Native.getSupportedFormats?.()) ?? [];
    const readsAll = SCANNED_FORMATS.every((format) => supported.includes(format));
    return readsAll ? new Native({ formats: SCANNED_FORMATS }) : null;
  } catch {
    return null;
  }
}

/**
 * The browser's own `BarcodeDetector` when it reads every format a program may choose (QR, PDF417, Aztec and
 * Code 128: a program's cards may carry any of them); otherwise the `barcode-detector` polyfill, loaded
 * only then, whose zxing WebAssembly comes from our own origin (never the library's default CDN).
 */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import(
    "barcode-detector/ponyfill"
  );
  const wasmUrl = `${ZXING_WASM_PATH}?v=${encodeURIComponent(ZXING_WASM_VERSION)}`;
  // Instantiated now, so a missing or blocked file fails here (the camera says so) rather than on every frame.
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? wasmUrl : prefix + file),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: SCANNED_FORMATS });
}

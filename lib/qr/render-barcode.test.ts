import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BARCODE_FORMAT_NAMES, SCANNED_FORMATS } from "@/lib/passes/barcode-formats";
import { BARCODE_FORMATS } from "@/lib/schemas/program";
import { barcodeImageOf } from "./render-barcode";

// The card page's codes read back by the scanner's own decoder: the `barcode-detector` polyfill with the
// zxing WebAssembly the app serves at /scanner/zxing_reader.wasm (here read from node_modules, as the route does).
// Node has no DOMRectReadOnly, which the polyfill builds each result's box with: a plain stand-in will do.
(globalThis as { DOMRectReadOnly?: unknown }).DOMRectReadOnly ??= class {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
};

async function scannerDetector() {
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  const bytes = readFileSync(
    path.join(process.cwd(), "node_modules", "zxing-wasm", "dist", "reader", "zxing_reader.wasm"),
  );
  await prepareZXingModule({
    overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: SCANNED_FORMATS });
}

/** The SVG data URL as a PNG of `width` pixels, as a phone's screen would show it. */
async function rasterized(src: string, width: number): Promise<Blob> {
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ""), "base64");
  const png = await sharp(svg, { density: 300 })
    .resize({ width })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

const MEMBER_NUMBER = "K7M2Q9X4T8B3N6PW";
const CARD_NUMBER = "4829103746251938";

describe("a card page's barcode", () => {
  it.each(BARCODE_FORMATS)(
    "%s is drawn in that format and the scanner's decoder reads the number back",
    async (format) => {
      const detector = await scannerDetector();
      for (const number of [MEMBER_NUMBER, CARD_NUMBER]) {
        const image = await barcodeImageOf(format, number);
        expect(image.format).toBe(format);
        expect(image.src).toMatch(/^data:image\/svg\+xml;base64,/);
        const found = await detector.detect(await rasterized(image.src, image.width * 2));
        expect(found.map((code) => [code.format, code.rawValue])).toEqual([
          [BARCODE_FORMAT_NAMES[format].detector, number],
        ]);
      }
    },
  );

  it("keeps each code's proportions: square QR and Aztec, wide Code 128 and PDF417", async () => {
    const sizes = Object.fromEntries(
      await Promise.all(
        BARCODE_FORMATS.map(async (format) => [format, await barcodeImageOf(format, MEMBER_NUMBER)] as const),
      ),
    );
    expect(sizes.QR).toMatchObject({ width: 240, height: 240 });
    expect(sizes.Aztec).toMatchObject({ width: 240, height: 240 });
    expect(sizes.Code128?.width).toBeGreaterThan(2 * (sizes.Code128?.height ?? 0));
    expect(sizes.PDF417?.width).toBeGreaterThan(sizes.PDF417?.height ?? 0);
  });

  it("draws a number Code 128 cannot carry as a QR code, as the passes do", async () => {
    const image = await barcodeImageOf("Code128", "Käse");
    expect(image.format).toBe("QR");
    const detector = await scannerDetector();
    const found = await detector.detect(await rasterized(image.src, 480));
    expect(found.map((code) => code.rawValue)).toEqual(["Käse"]);
  });

  it("draws programs stored before the choice existed (no format) as QR", async () => {
    expect((await barcodeImageOf(undefined, MEMBER_NUMBER)).format).toBe("QR");
  });
});

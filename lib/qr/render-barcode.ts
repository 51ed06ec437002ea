import bwipjs from "bwip-js/node";
import { BARCODE_FORMAT_NAMES, barcodeFormatFor } from "@/lib/passes/barcode-formats";
import type { BarcodeFormat } from "@/lib/schemas/program";
import { qrSvgDataUrl } from "./render-qr";

/** A card page's code: an SVG `data:` URL, its format, and its size in CSS pixels (the page may shrink it). */
export type BarcodeImage = { src: string; format: BarcodeFormat; width: number; height: number };

/** A QR code is drawn by `qrcode` as before; this is its size on the card page. */
const QR_SIDE = 240;
/** The widest the other codes are drawn; Code 128 and PDF417 are wide, so they take the panel's width. */
const MAX_WIDTH = 320;

// bwip-js counts in modules at scale 1. Quiet zones as each standard asks (Code 128: ten modules, PDF417: two,
// Aztec: none, one module anyway); PDF417 in two columns, so it is a block rather than a thin strip. The number
// is printed by the page under the image, not in the SVG.
// `columns` is BWIPP's own PDF417 option, which bwip-js passes on but does not type.
type BwipOptions = Partial<bwipjs.RenderOptions> & { columns?: number };
const BWIP_OPTIONS: Record<Exclude<BarcodeFormat, "QR">, BwipOptions> = {
  PDF417: { scale: 2, columns: 2, paddingwidth: 2, paddingheight: 2 },
  Aztec: { scale: 4, padding: 1 },
  Code128: { scale: 2, height: 18, paddingwidth: 10, paddingheight: 2 },
};

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

function svgSize(svg: string): { width: number; height: number } {
  const [, width = "1", height = "1"] = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
}

/**
 * `text` as the program's barcode for a card page, rendered on the server: QR by `qrcode` (the scanner's test
 * clips come from the same library), PDF417, Aztec and Code 128 by bwip-js, all as SVG on white. A message the
 * format cannot carry is drawn as QR, as the wallet passes do (barcodeFormatFor).
 */
export async function barcodeImageOf(
  chosen: BarcodeFormat | null | undefined,
  text: string,
): Promise<BarcodeImage> {
  const format = barcodeFormatFor(chosen, text);
  if (format === "QR") return { src: await qrSvgDataUrl(text), format, width: QR_SIDE, height: QR_SIDE };
  const svg = bwipjs.toSVG({
    bcid: BARCODE_FORMAT_NAMES[format].bwip,
    text,
    backgroundcolor: "FFFFFF",
    ...BWIP_OPTIONS[format],
  });
  const size = svgSize(svg);
  const width = format === "Aztec" ? QR_SIDE : MAX_WIDTH;
  return { src: dataUrl(svg), format, width, height: Math.round((width * size.height) / size.width) };
}

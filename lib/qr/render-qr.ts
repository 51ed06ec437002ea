import QRCode from "qrcode";

// Rendered on the server with the `qrcode` library: the same library the scanner's test clips come from, and
// nothing for the customer's phone to download or run. Quiet zone of 4 modules, as the QR standard asks.
const OPTIONS = { margin: 4, errorCorrectionLevel: "M" } as const;

/** An SVG QR code of `text` as a `data:` URL for an <img> (crisp at any size, a few kilobytes). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...OPTIONS, type: "svg" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** A PNG QR code of `text` as a `data:` URL, `width` pixels wide: for downloading and printing. */
export function qrPngDataUrl(text: string, width = 1024): Promise<string> {
  return QRCode.toDataURL(text, { ...OPTIONS, width });
}

import { BARCODE_FORMAT_NAMES, type BarcodeProgram, barcodeFormatFor } from "@/lib/passes/barcode-formats";
import type { BarcodeFormat } from "@/lib/schemas/program";

export type ApplePassBarcode = {
  format: string;
  message: string;
  messageEncoding: "iso-8859-1";
  altText: string;
};

const barcodeOf = (format: BarcodeFormat, message: string): ApplePassBarcode => ({
  format: BARCODE_FORMAT_NAMES[format].apple,
  message,
  messageEncoding: "iso-8859-1",
  altText: message,
});

/**
 * pass.json's `barcodes`: the program's format carrying `message` (the member or card number), which is also
 * printed under it (`altText`). Wallet shows the first entry a device can draw: Apple Watch cannot draw Code 128,
 * so a Code 128 pass adds a QR code after it, which the counter's scanner reads as well. A message the format
 * cannot carry gets a QR code instead (barcodeFormatFor).
 */
export function appleBarcodesOf(program: BarcodeProgram, message: string): ApplePassBarcode[] {
  const format = barcodeFormatFor(program.barcodeFormat, message);
  const chosen = barcodeOf(format, message);
  return format === "Code128" ? [chosen, barcodeOf("QR", message)] : [chosen];
}

import { BARCODE_FORMATS, type BarcodeFormat, DEFAULT_BARCODE_FORMAT } from "@/lib/schemas/program";

// A program's barcode format (lib/schemas/program.ts) as each party names it, and which messages it carries
// (decision 031). Browser-safe: the scanner reads its format names from here too.

type FormatNames = {
  /** pass.json's `format` (Apple's Wallet Passes reference, "Pass.Barcodes"). */
  apple: string;
  /** Google Wallet's `BarcodeType`. */
  google: string;
  /** The Barcode Detection API's name (native `BarcodeDetector` and the `barcode-detector` polyfill). */
  detector: string;
  /** bwip-js's encoder (`bcid`), for the card pages. */
  bwip: string;
};

export const BARCODE_FORMAT_NAMES = {
  QR: { apple: "PKBarcodeFormatQR", google: "QR_CODE", detector: "qr_code", bwip: "qrcode" },
  PDF417: { apple: "PKBarcodeFormatPDF417", google: "PDF_417", detector: "pdf417", bwip: "pdf417" },
  Aztec: { apple: "PKBarcodeFormatAztec", google: "AZTEC", detector: "aztec", bwip: "azteccode" },
  Code128: { apple: "PKBarcodeFormatCode128", google: "CODE_128", detector: "code_128", bwip: "code128" },
} as const satisfies Record<BarcodeFormat, FormatNames>;

/** What a pass's barcode needs of its program (rows stored before issue 27 have no format: QR). */
export type BarcodeProgram = { barcodeFormat?: BarcodeFormat | null };

/** Every format the counter's scanner must read: a program may choose any of them. */
export const SCANNED_FORMATS = BARCODE_FORMATS.map((format) => BARCODE_FORMAT_NAMES[format].detector);

/**
 * Code 128 is a row of bars across the pass: each character of code set B is 11 modules, so 24 characters are
 * 299 modules, about one point each in the 300 points Wallet gives the code. Longer would be too fine to scan.
 */
export const CODE128_MAX_LENGTH = 24;
/** PDF417 and Aztec hold far more (about 1,850 and 3,000 characters); past this a phone's screen is too small. */
export const MATRIX_MAX_LENGTH = 300;

// Code 128 has glyphs for ASCII alone; its control characters would make no sense on a card, so printable only.
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
// pass.json declares `iso-8859-1` for the message: PDF417 and Aztec carry those bytes.
const LATIN1 = /^[\x20-\x7e\xa0-\xff]+$/;

/** Whether `message` can be carried by `format` as Wallet and our card pages draw it. QR carries anything. */
export function barcodeFits(format: BarcodeFormat, message: string): boolean {
  if (format === "QR") return true;
  if (format === "Code128") return message.length <= CODE128_MAX_LENGTH && PRINTABLE_ASCII.test(message);
  return message.length <= MATRIX_MAX_LENGTH && LATIN1.test(message);
}

/**
 * The format a pass or card page draws `message` in: the program's choice (QR for rows stored before it had one),
 * else QR when the message does not fit. The service's own numbers (16 characters of Crockford's base32, or 16
 * digits) fit every format; the fall-back keeps a pass scannable should that ever change.
 */
export function barcodeFormatFor(chosen: BarcodeFormat | null | undefined, message: string): BarcodeFormat {
  const format = chosen ?? DEFAULT_BARCODE_FORMAT;
  return barcodeFits(format, message) ? format : DEFAULT_BARCODE_FORMAT;
}

import { describe, expect, it } from "vitest";
import { BARCODE_FORMATS } from "@/lib/schemas/program";
import { randomCardNumber } from "@/lib/services/giftcards/card-secrets";
import { randomMemberNumber } from "@/lib/services/members/member-codes";
import { BARCODE_FORMAT_NAMES, barcodeFits, barcodeFormatFor, CODE128_MAX_LENGTH } from "./barcode-formats";

describe("which messages each barcode format carries (decision 031)", () => {
  it("the service's member and card numbers fit every format", () => {
    for (let round = 0; round < 50; round++) {
      for (const number of [randomMemberNumber(), randomCardNumber()])
        for (const format of BARCODE_FORMATS)
          expect(barcodeFits(format, number), `${format} ${number}`).toBe(true);
    }
  });

  it("Code 128: printable ASCII only, at most 24 characters", () => {
    expect(barcodeFits("Code128", "A".repeat(CODE128_MAX_LENGTH))).toBe(true);
    expect(barcodeFits("Code128", "A".repeat(CODE128_MAX_LENGTH + 1))).toBe(false);
    for (const message of ["Käse", "a\tb", "\u0000", "😀", ""])
      expect(barcodeFits("Code128", message)).toBe(false);
  });

  it("PDF417 and Aztec: what iso-8859-1 encodes (the pass's messageEncoding), not more", () => {
    for (const format of ["PDF417", "Aztec"] as const) {
      expect(barcodeFits(format, "Käse 12")).toBe(true);
      expect(barcodeFits(format, "Ελλάδα")).toBe(false);
      expect(barcodeFits(format, "x".repeat(301))).toBe(false);
    }
    expect(barcodeFits("QR", "Ελλάδα 😀")).toBe(true);
  });

  it("a message that does not fit falls back to QR; no stored choice means QR", () => {
    expect(barcodeFormatFor("Code128", "Käse")).toBe("QR");
    expect(barcodeFormatFor("Code128", "K7M2Q9X4T8B3N6PW")).toBe("Code128");
    expect(barcodeFormatFor(null, "K7M2Q9X4T8B3N6PW")).toBe("QR");
    expect(barcodeFormatFor(undefined, "K7M2Q9X4T8B3N6PW")).toBe("QR");
  });

  it("names each format as Apple, Google and the Barcode Detection API do", () => {
    expect(BARCODE_FORMATS.map((format) => BARCODE_FORMAT_NAMES[format])).toEqual([
      { apple: "PKBarcodeFormatQR", google: "QR_CODE", detector: "qr_code", bwip: "qrcode" },
      { apple: "PKBarcodeFormatPDF417", google: "PDF_417", detector: "pdf417", bwip: "pdf417" },
      { apple: "PKBarcodeFormatAztec", google: "AZTEC", detector: "aztec", bwip: "azteccode" },
      { apple: "PKBarcodeFormatCode128", google: "CODE_128", detector: "code_128", bwip: "code128" },
    ]);
  });
});

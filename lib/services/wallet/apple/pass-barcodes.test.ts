import { describe, expect, it } from "vitest";
import { appleBarcodesOf } from "./pass-barcodes";

describe("pass.json's barcodes", () => {
  it("Code 128 is followed by a QR code for Apple Watch; the others stand alone", () => {
    expect(appleBarcodesOf({ barcodeFormat: "Code128" }, "K7M2").map((barcode) => barcode.format)).toEqual([
      "PKBarcodeFormatCode128",
      "PKBarcodeFormatQR",
    ]);
    expect(appleBarcodesOf({ barcodeFormat: "Aztec" }, "K7M2")).toEqual([
      { format: "PKBarcodeFormatAztec", message: "K7M2", messageEncoding: "iso-8859-1", altText: "K7M2" },
    ]);
  });

  it("a message Code 128 cannot carry gets a QR code alone", () => {
    expect(appleBarcodesOf({ barcodeFormat: "Code128" }, "Käse")).toEqual([
      { format: "PKBarcodeFormatQR", message: "Käse", messageEncoding: "iso-8859-1", altText: "Käse" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { passJsonProblems } from "@/lib/testing/pass-json-validator";

const valid = {
  formatVersion: 1,
  passTypeIdentifier: "pass.com.example",
  serialNumber: "s-1",
  teamIdentifier: "ABCDE12345",
  organizationName: "Org",
  description: "Card",
  backgroundColor: "rgb(1, 2, 3)",
  webServiceURL: "https://example.com/v2/passkit",
  authenticationToken: "0123456789abcdef0123",
  barcodes: [{ format: "PKBarcodeFormatQR", message: "123", messageEncoding: "iso-8859-1" }],
  storeCard: { primaryFields: [{ key: "p", value: 1, changeMessage: "Now %@" }] },
};

describe("the pass.json validator catches what Wallet would refuse", () => {
  it("accepts a valid pass", () => expect(passJsonProblems(valid)).toEqual([]));

  it.each([
    ["a missing required key", { ...valid, teamIdentifier: undefined }, "teamIdentifier is required"],
    ["two styles", { ...valid, generic: {} }, "exactly one pass style"],
    ["a hex colour", { ...valid, backgroundColor: "#010203" }, "backgroundColor must be rgb"],
    ["a token too short", { ...valid, authenticationToken: "short" }, "at least 16"],
    ["a token without URL", { ...valid, webServiceURL: undefined }, "go together"],
    ["an unknown key", { ...valid, colour: "red" }, "unknown key colour"],
    [
      "a change message without %@",
      { ...valid, storeCard: { primaryFields: [{ key: "p", value: 1, changeMessage: "Changed" }] } },
      "must contain %@",
    ],
    [
      "a repeated field key",
      {
        ...valid,
        storeCard: { primaryFields: [{ key: "p", value: 1 }], backFields: [{ key: "p", value: 2 }] },
      },
      "not unique",
    ],
    [
      "two primary fields on a store card",
      {
        ...valid,
        storeCard: {
          primaryFields: [
            { key: "a", value: 1 },
            { key: "b", value: 2 },
          ],
        },
      },
      "too many fields",
    ],
    [
      "a currency on text",
      { ...valid, storeCard: { primaryFields: [{ key: "a", value: "1", currencyCode: "EUR" }] } },
      "needs a number",
    ],
    [
      "a barcode format",
      { ...valid, barcodes: [{ format: "QR", message: "1", messageEncoding: "utf-8" }] },
      "PKBarcodeFormat",
    ],
    [
      "a Code 128 message beyond ASCII",
      {
        ...valid,
        barcodes: [{ format: "PKBarcodeFormatCode128", message: "Käse", messageEncoding: "iso-8859-1" }],
      },
      "printable ASCII",
    ],
    [
      "a boarding pass without transit type",
      { ...valid, storeCard: undefined, boardingPass: {} },
      "transitType",
    ],
    ["a date that is not W3C", { ...valid, expirationDate: "31.01.2030" }, "W3C"],
  ])("%s", (_, pass, problem) => {
    expect(passJsonProblems(pass).join("\n")).toContain(problem);
  });
});

import { describe, expect, it } from "vitest";
import {
  passContentProblems,
  passJsonProblems,
  passPackageProblems,
} from "@/lib/testing/pass-json-validator";

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
    [
      "a relevant date that is not W3C",
      { ...valid, relevantDate: "2030-01-31" },
      "relevantDate must be a W3C",
    ],
    [
      "five secondary and auxiliary fields on a store card",
      {
        ...valid,
        storeCard: {
          secondaryFields: [1, 2, 3].map((n) => ({ key: `s${n}`, value: n })),
          auxiliaryFields: [1, 2].map((n) => ({ key: `a${n}`, value: n })),
        },
      },
      "more than 4 secondary and auxiliary fields together",
    ],
    [
      "a calendar date without ignoresTimeZone",
      {
        ...valid,
        storeCard: {
          secondaryFields: [
            {
              key: "e",
              value: "2030-12-31T23:00:00Z",
              dateStyle: "PKDateStyleMedium",
              timeStyle: "PKDateStyleNone",
            },
          ],
        },
      },
      "needs ignoresTimeZone",
    ],
    [
      "ignoresTimeZone on text",
      { ...valid, storeCard: { backFields: [{ key: "t", value: "x", ignoresTimeZone: true }] } },
      "date fields only",
    ],
  ])("%s", (_, pass, problem) => {
    expect(passJsonProblems(pass).join("\n")).toContain(problem);
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe("the package validator catches what Apple's package format refuses", () => {
  const files = { "pass.json": Buffer.from(JSON.stringify(valid)), "icon.png": PNG, "logo@2x.png": PNG };

  it("accepts pass.json with icon.png and PNG images", () => expect(passPackageProblems(files)).toEqual([]));

  it.each([
    [
      "no icon.png (only @2x)",
      { ...files, "icon.png": undefined, "icon@2x.png": PNG },
      "icon.png is missing",
    ],
    ["an image that is no PNG", { ...files, "logo.png": Buffer.from("GIF89a") }, "logo.png is not a PNG"],
    ["a file a pass may not carry", { ...files, "notes.txt": Buffer.from("x") }, "notes.txt is not a file"],
    ["a pass.json Wallet refuses", { ...files, "pass.json": Buffer.from("{}") }, "formatVersion must be 1"],
  ])("%s", (_, withProblem, problem) => {
    const present: Record<string, Buffer> = {};
    for (const [name, bytes] of Object.entries(withProblem)) if (bytes) present[name] = bytes;
    expect(passPackageProblems(present).join("\n")).toContain(problem);
  });
});

describe("the content check holds the service's promises", () => {
  const pass = {
    ...valid,
    storeCard: {
      secondaryFields: [
        {
          key: "e",
          value: "2031-01-01T00:00:00+01:00",
          dateStyle: "PKDateStyleMedium",
          timeStyle: "PKDateStyleNone",
          ignoresTimeZone: true,
        },
      ],
      backFields: [
        { key: "terms", label: "Terms", value: "No cash value." },
        { key: "offer-1", label: "Free cake", value: "500 points" },
      ],
    },
  };

  it("accepts what was promised", () =>
    expect(
      passContentProblems(pass, {
        backTexts: ["No cash value."],
        offerNames: ["Free cake"],
        timeZone: "Europe/Berlin",
      }),
    ).toEqual([]));

  it("names a missing text, a missing or extra offer and a date in another zone", () => {
    expect(
      passContentProblems(pass, { backTexts: ["Contact us"], offerNames: ["Free tea"], timeZone: "UTC" }),
    ).toEqual([
      'the back does not show "Contact us"',
      "the back does not show the offer Free tea",
      "the back shows the offer Free cake",
      "e: 2031-01-01T00:00:00+01:00 is not written in UTC",
    ]);
  });
});

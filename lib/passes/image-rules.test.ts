import { describe, expect, it } from "vitest";
import {
  appleFileName,
  conflictingTypes,
  dimensionMessage,
  imageRulesMarkdown,
  offerCardKind,
  pixelRule,
  SUPPORTED_IMAGE_TYPES,
} from "@/lib/passes/image-rules";

describe("pass image rules", () => {
  it("supports exactly the contract's image types per pass kind (CONTRACT.md 2.3)", () => {
    const asSets = Object.fromEntries(
      Object.entries(SUPPORTED_IMAGE_TYPES).map(([kind, types]) => [kind, [...types].sort()]),
    );
    expect(asSets).toEqual({
      boardingPass: ["footer", "icon", "logo"],
      coupon: ["icon", "logo", "strip"],
      eventTicket: ["background", "icon", "logo", "strip", "thumbnail"],
      generic: ["icon", "logo", "thumbnail"],
      storeCard: ["icon", "logo", "strip"],
    });
  });

  it("scales Apple's points by 1, 2 and 3", () => {
    expect(pixelRule("coupon", "strip", "normal")).toMatchObject({ maxWidth: 375, maxHeight: 144 });
    expect(pixelRule("storeCard", "strip", "ultra")).toMatchObject({ maxWidth: 1125, maxHeight: 432 });
    expect(pixelRule("eventTicket", "strip", "normal")).toMatchObject({ maxWidth: 375, maxHeight: 98 });
    expect(pixelRule("eventTicket", "background", "high")).toMatchObject({ maxWidth: 360, maxHeight: 440 });
    expect(pixelRule("generic", "thumbnail", "ultra")).toMatchObject({ maxWidth: 270, maxHeight: 270 });
    expect(pixelRule("boardingPass", "footer", "high")).toMatchObject({ maxWidth: 572, maxHeight: 30 });
    expect(pixelRule("storeCard", "logo", "ultra")).toMatchObject({ maxWidth: 480, maxHeight: 150 });
    expect(pixelRule("storeCard", "icon", "ultra")).toMatchObject({ minWidth: 87, maxWidth: 114 });
    expect(pixelRule("storeCard", "thumbnail", "normal")).toBeNull();
  });

  it("names Apple's files and the event ticket's exclusions", () => {
    expect(appleFileName("icon", "normal")).toBe("icon.png");
    expect(appleFileName("icon", "high")).toBe("icon@2x.png");
    expect(appleFileName("icon", "ultra")).toBe("icon@3x.png");
    expect(conflictingTypes("eventTicket", "strip")).toEqual(["background", "thumbnail"]);
    expect(conflictingTypes("eventTicket", "thumbnail")).toEqual(["strip"]);
    expect(conflictingTypes("eventTicket", "logo")).toEqual([]);
    expect(conflictingTypes("coupon", "strip")).toEqual([]);
    expect(offerCardKind("footer")).toBe("boardingPass");
    expect(offerCardKind("background")).toBe("eventTicket");
  });

  it("words a size error with the slot's allowed size", () => {
    expect(
      dimensionMessage({ kind: "storeCard", type: "strip", resolution: "high", width: 751, height: 288 }),
    ).toBe(
      "A strip image (strip@2x.png) for a store card must be at most 750×288 pixels; this image is 751×288",
    );
    expect(
      dimensionMessage({ kind: "eventTicket", type: "icon", resolution: "normal", width: 29, height: 29 }),
    ).toBeNull();
  });

  it("renders one table row per kind and supported type", () => {
    const rows = imageRulesMarkdown().split("\n").slice(2);
    expect(rows).toHaveLength(Object.values(SUPPORTED_IMAGE_TYPES).flat().length);
    expect(rows).toContain("| storeCard | strip | at most 375×144 | at most 750×288 | at most 1125×432 |");
  });
});

import { describe, expect, it } from "vitest";
import { cardColorsOf, contrastRatio, parseColor, TEXT_CONTRAST_MIN } from "@/lib/passes/card-colors";

describe("cardColorsOf", () => {
  it("keeps a template's readable colours as they are (hex or rgb)", () => {
    expect(
      cardColorsOf({
        backgroundColor: "#0b3d2e",
        foregroundColor: "rgb(255, 255, 255)",
        labelColor: "#d1fae5",
      }),
    ).toEqual({
      background: "rgb(11, 61, 46)",
      foreground: "rgb(255, 255, 255)",
      label: "rgb(209, 250, 229)",
    });
  });

  it("replaces text that fails 4.5:1 with black or white, whichever reads on the background", () => {
    const light = cardColorsOf({
      backgroundColor: "#fde68a",
      foregroundColor: "#ffffff",
      labelColor: "#fef3c7",
    });
    expect(light).toEqual({
      background: "rgb(253, 230, 138)",
      foreground: "rgb(0, 0, 0)",
      label: "rgb(0, 0, 0)",
    });
    const dark = cardColorsOf({ backgroundColor: "rgb(20, 20, 80)", foregroundColor: "rgb(40, 40, 90)" });
    expect(dark.foreground).toBe("rgb(255, 255, 255)");
  });

  it("shows Wallet's own white with black text where the template has no colours", () => {
    expect(cardColorsOf({})).toEqual({
      background: "rgb(255, 255, 255)",
      foreground: "rgb(0, 0, 0)",
      label: "rgb(0, 0, 0)",
    });
  });

  it("always answers pairs that pass WCAG's text contrast", () => {
    for (const backgroundColor of ["#777777", "#ff0000", "#00ff00", "#0000ff", "#888888", "#595959"]) {
      const colors = cardColorsOf({
        backgroundColor,
        foregroundColor: backgroundColor,
        labelColor: "#808080",
      });
      const background = parseColor(colors.background);
      for (const text of [colors.foreground, colors.label]) {
        const ink = parseColor(text);
        expect(background && ink && contrastRatio(ink, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      }
    }
  });
});

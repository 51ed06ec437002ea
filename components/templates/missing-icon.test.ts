import { describe, expect, it } from "vitest";
import { de } from "@/components/passes/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { missingIconNote } from "@/components/templates/missing-icon";
import type { PassImageDto } from "@/lib/schemas/pass-image";

const icon = (resolution: PassImageDto["resolution"]) => ({ type: "icon", resolution }) as PassImageDto;
const logo = { type: "logo", resolution: "normal" } as PassImageDto;

describe("the designer says which icon slot is missing", () => {
  it("icon.png at @1x: nothing to say", () => {
    expect(missingIconNote([icon("normal"), icon("high")], en.slot)).toBeNull();
  });

  it("@2x or @3x only: icon.png is missing and scaled down from them", () => {
    expect(missingIconNote([logo, icon("high"), icon("ultra")], en.slot)).toBe(
      "icon.png (@1x) is missing: passes carry one scaled down from icon@3x.png, icon@2x.png. Upload icon.png for the sharpest icon.",
    );
    expect(missingIconNote([icon("high")], de.preview)).toContain("kein icon.png (@1x)");
  });

  it("no icon at all: the service's icon until there is one", () => {
    expect(missingIconNote([logo], en.slot)).toBe(en.slot.iconMissing);
  });
});

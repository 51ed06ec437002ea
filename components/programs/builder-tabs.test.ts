import { describe, expect, it } from "vitest";
import {
  BUILDER_TABS,
  builderTabsFor,
  FIELDS_SET_ELSEWHERE,
  FORM_ORDER,
  isBuilderTabKey,
  kindOf,
  tabOfField,
} from "@/components/programs/builder-tabs";
import { createProgramSchema, PROGRAM_FIELD_USE } from "@/lib/schemas/program";

const keysOf = (tabs: { key: string }[]) => tabs.map((tab) => tab.key);

describe("BUILDER_TABS", () => {
  it("holds every program field exactly once, and the field map names every one", () => {
    const fields = Object.keys(createProgramSchema.shape).sort();
    expect([...FORM_ORDER, ...FIELDS_SET_ELSEWHERE].sort()).toEqual(fields);
    expect(new Set(FORM_ORDER).size).toBe(FORM_ORDER.length);
    expect(Object.keys(PROGRAM_FIELD_USE).sort()).toEqual(fields);
  });

  it("shows a gift-card program no points, scanner, tiers or custom fields, and its redemption rules", () => {
    const tabs = keysOf(builderTabsFor({ programType: "giftcard", schema: "tieredMembership" }));
    expect(tabs).toEqual(["identity", "contact", "languages", "redemption", "retention"]);
  });

  it("shows tiers only to a tiered-membership loyalty program", () => {
    expect(keysOf(builderTabsFor({ programType: "loyalty", schema: "tieredMembership" }))).toEqual(
      BUILDER_TABS.map((tab) => tab.key).filter((key) => key !== "redemption"),
    );
    expect(keysOf(builderTabsFor({ programType: "loyalty", schema: "stampCard" }))).toEqual([
      "identity",
      "contact",
      "languages",
      "points",
      "customFields",
      "retention",
    ]);
  });
});

describe("tabOfField", () => {
  it("finds the tab of a field path, and none for the whole form", () => {
    expect(tabOfField("customFields.0.name")).toBe("customFields");
    expect(tabOfField("requiredFields")).toBe("customFields");
    expect(tabOfField("tiers.1.minLifetimePoints")).toBe("tiers");
    expect(tabOfField("scannerType")).toBe("points");
    expect(tabOfField("")).toBeUndefined();
    expect(tabOfField("somethingNew")).toBeUndefined();
  });
});

describe("kindOf and isBuilderTabKey", () => {
  it("reads the form's type and schema, with the API's defaults for anything else", () => {
    expect(kindOf({ programType: "giftcard", schema: "stampCard" })).toEqual({
      programType: "giftcard",
      schema: "stampCard",
    });
    expect(kindOf({ programType: "coupon", schema: null })).toEqual({
      programType: "loyalty",
      schema: "tieredMembership",
    });
  });

  it("accepts only known tabs from the address", () => {
    expect(isBuilderTabKey("points")).toBe(true);
    expect(isBuilderTabKey("pass")).toBe(false);
    expect(isBuilderTabKey(["points"])).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { PROGRAM_FIELD_USE, programUsesField } from "@/lib/schemas/program";

describe("programUsesField", () => {
  it("gives gift-card programs identity, contact and retention, never points, schema or member fields", () => {
    const giftcard = { programType: "giftcard", schema: "tieredMembership" } as const;
    for (const field of [
      "name",
      "passTypeIdentifier",
      "website",
      "terms",
      "retention_period_days",
    ] as const) {
      expect(programUsesField(giftcard, field), field).toBe(true);
    }
    for (const field of [
      "schema",
      "pointsScanPass",
      "scannerType",
      "customFields",
      "requiredFields",
      "tiers",
    ] as const) {
      expect(programUsesField(giftcard, field), field).toBe(false);
    }
  });

  it("gives tiers to tiered-membership loyalty programs alone", () => {
    expect(programUsesField({ programType: "loyalty", schema: "tieredMembership" }, "tiers")).toBe(true);
    expect(programUsesField({ programType: "loyalty", schema: "stampCard" }, "tiers")).toBe(false);
    expect(programUsesField({ programType: "loyalty", schema: "stampCard" }, "pointsScanPass")).toBe(true);
  });

  it("names at least one type for every field", () => {
    for (const [field, use] of Object.entries(PROGRAM_FIELD_USE))
      expect(use.types.length, field).toBeGreaterThan(0);
  });
});

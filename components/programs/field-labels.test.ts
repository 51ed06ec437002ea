import { describe, expect, it } from "vitest";
import { byFormOrder, fieldId, fieldLabel } from "@/components/programs/field-labels";

describe("fieldLabel", () => {
  it("names top-level fields, custom field parts and list entries", () => {
    expect(fieldLabel("passTypeIdentifier")).toBe("Pass type identifier");
    expect(fieldLabel("customFields.0.name")).toBe("Custom field 1: Field key");
    expect(fieldLabel("customFields.2")).toBe("Custom field 3: Field");
    expect(fieldLabel("requiredFields.1")).toBe("Required fields (entry 2)");
    expect(fieldLabel("somethingNew")).toBe("somethingNew");
  });
});

describe("fieldId", () => {
  it("turns a path into an id", () => {
    expect(fieldId("customFields.0.name")).toBe("program-customFields-0-name");
  });
});

describe("byFormOrder", () => {
  it("sorts form-wide issues first, then fields as the form shows them", () => {
    const names = [
      "retention_period_days",
      "customFields.1.name",
      "passTypeIdentifier",
      "",
      "customFields.0.options",
      "name",
      "customFields.0.name",
    ];
    const sorted = names
      .map((name) => ({ name }))
      .sort(byFormOrder)
      .map((issue) => issue.name);
    expect(sorted).toEqual([
      "",
      "name",
      "passTypeIdentifier",
      "customFields.0.name",
      "customFields.0.options",
      "customFields.1.name",
      "retention_period_days",
    ]);
  });
});

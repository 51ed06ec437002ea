import { describe, expect, it } from "vitest";
import { byFormOrder, fieldId, fieldLabel } from "@/components/programs/field-labels";
import { de } from "@/components/programs/i18n/de";
import { en } from "@/components/programs/i18n/en";

describe("fieldLabel", () => {
  it("names top-level fields, custom field parts and list entries", () => {
    expect(fieldLabel("passTypeIdentifier", en)).toBe("Pass type identifier");
    expect(fieldLabel("customFields.0.name", en)).toBe("Custom field 1: Field key");
    expect(fieldLabel("customFields.2", en)).toBe("Custom field 3: Field");
    expect(fieldLabel("requiredFields.1", en)).toBe("Required fields (entry 2)");
    expect(fieldLabel("somethingNew", en)).toBe("somethingNew");
  });

  it("names them in German for a German page", () => {
    expect(fieldLabel("passTypeIdentifier", de)).toBe("Pass-Type-ID");
    expect(fieldLabel("customFields.0.name", de)).toBe("Eigenes Feld 1: Feldschlüssel");
    expect(fieldLabel("requiredFields.1", de)).toBe("Pflichtfelder (Eintrag 2)");
    expect(fieldLabel("", de)).toBe("Formular");
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

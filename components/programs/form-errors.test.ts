import { describe, expect, it } from "vitest";
import { firstErrorMessage, flattenFormErrors } from "@/components/programs/form-errors";

const leaf = (message: string) => ({ type: "server", message, ref: { focus: () => undefined } });

describe("flattenFormErrors", () => {
  it("lists nested field and list errors with their paths", () => {
    const customFields: unknown[] = [];
    customFields[1] = { name: leaf("Field required") };
    const errors = {
      passTypeIdentifier: leaf("String should match pattern '^pass\\..*'"),
      customFields,
      requiredFields: { root: leaf("List should have at most 50 items after validation, not 51") },
    };
    expect(flattenFormErrors(errors)).toEqual([
      { name: "passTypeIdentifier", message: "String should match pattern '^pass\\..*'" },
      { name: "customFields.1.name", message: "Field required" },
      { name: "requiredFields", message: "List should have at most 50 items after validation, not 51" },
    ]);
  });

  it("gives nothing for no errors", () => {
    expect(flattenFormErrors({})).toEqual([]);
    expect(flattenFormErrors(undefined)).toEqual([]);
  });
});

describe("firstErrorMessage", () => {
  it("finds the own message first, then the first nested one", () => {
    expect(firstErrorMessage(leaf("own"))).toBe("own");
    expect(firstErrorMessage([undefined, leaf("second item")])).toBe("second item");
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { programErrorText } from "./error-text";

describe("programErrorText", () => {
  it.each([
    ["name", "string_too_short", "String should have at least 1 character", "Required."],
    ["customFields.0.name", "missing", "Field required", "Required."],
    ["phone", "string_too_long", "String should have at most 50 characters", "Use at most 50 characters."],
    [
      "passTypeIdentifier",
      "string_pattern_mismatch",
      "String should match pattern '^pass\\..*'",
      "Must start with “pass.”, like pass.com.example.loyalty.",
    ],
    [
      "website",
      "url_parsing",
      "Input should be a valid URL, relative URL without a base",
      "Enter a full web address, like https://example.com.",
    ],
    [
      "email",
      "value_error",
      "value is not a valid email address: An email address must have an @-sign.",
      "Enter an e-mail address, like name@example.com.",
    ],
    [
      "retention_period_days",
      "less_than_equal",
      "Input should be less than or equal to 365",
      "Must be 365 or less.",
    ],
    [
      "pointsScanPass",
      "greater_than_equal",
      "Input should be greater than or equal to 0",
      "Must be 0 or more.",
    ],
    [
      "pointsScanPass",
      "int_parsing",
      "Input should be a valid integer, unable to parse string as an integer",
      "Enter a whole number.",
    ],
  ])("%s %s → %s", (field, type, message, expected) => {
    expect(programErrorText({ field, type, message })).toBe(expected);
  });

  it("keeps the message of types it has no wording for, and of errors without a type", () => {
    expect(
      programErrorText({
        field: "requiredFields.0",
        type: "string_pattern_mismatch",
        message: "String should match pattern 'x'",
      }),
    ).toBe("String should match pattern 'x'");
    expect(programErrorText({ field: "", message: "Something else" })).toBe("Something else");
  });
});

import { describe, expect, it } from "vitest";
import { programErrorText } from "./error-text";
import { de } from "./i18n/de";
import { en } from "./i18n/en";

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
    expect(programErrorText({ field, type, message, t: en })).toBe(expected);
  });

  it("keeps the message of types it has no wording for, and of errors without a type", () => {
    expect(
      programErrorText({
        field: "requiredFields.0",
        type: "string_pattern_mismatch",
        message: "String should match pattern 'x'",
        t: en,
      }),
    ).toBe("String should match pattern 'x'");
    expect(programErrorText({ field: "", message: "Something else", t: en })).toBe("Something else");
  });

  it.each([
    ["name", "string_too_short", "String should have at least 1 character", "Pflichtfeld."],
    [
      "phone",
      "string_too_long",
      "String should have at most 50 characters",
      "Verwenden Sie höchstens 50 Zeichen.",
    ],
    [
      "passTypeIdentifier",
      "string_pattern_mismatch",
      "String should match pattern '^pass\\..*'",
      "Muss mit „pass.“ beginnen, z. B. pass.com.example.loyalty.",
    ],
    [
      "retention_period_days",
      "less_than_equal",
      "Input should be less than or equal to 365",
      "Muss 365 oder weniger sein.",
    ],
    [
      "phone",
      "phone_format",
      "Enter a phone number with digits, such as +49 30 1234567.",
      "Geben Sie eine Telefonnummer mit Ziffern ein, z. B. +49 30 1234567.",
    ],
    [
      "customFields.0.options",
      "options_required",
      "Add at least one option to choose from.",
      "Fügen Sie mindestens eine Auswahlmöglichkeit hinzu.",
    ],
  ])("in German: %s %s → %s", (field, type, message, expected) => {
    expect(programErrorText({ field, type, message, t: de })).toBe(expected);
  });
});

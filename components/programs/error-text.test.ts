import { describe, expect, it } from "vitest";
import { de as apiDe } from "@/components/api/i18n/de";
import { en as apiEn } from "@/components/api/i18n/en";
import { parseApiError } from "@/components/api/parse-api-error";
import { programErrorText, programIssues } from "./error-text";
import { de } from "./i18n/de";
import { en } from "./i18n/en";

/** The `ctx` the API (and the shared schema) sends with each kind. */
const CTX: Record<string, Record<string, unknown>> = {
  string_too_short: { min_length: 1 },
  string_too_long: { max_length: 50 },
  less_than_equal: { le: 365 },
  greater_than_equal: { ge: 0 },
};

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
      "timeZone",
      "value_error",
      "Value error, Unknown time zone; use an IANA name such as Europe/Berlin",
      "Enter a time zone name such as Europe/Berlin or America/New_York, or leave it empty for UTC.",
    ],
    [
      "pointsScanPass",
      "int_parsing",
      "Input should be a valid integer, unable to parse string as an integer",
      "Enter a whole number.",
    ],
  ])("%s %s → %s", (field, type, message, expected) => {
    const issue = { type, msg: message, ctx: CTX[type] ?? {} };
    expect(programErrorText({ field, issue, t: en, api: apiEn })).toBe(expected);
  });

  it("asks for an empty pass type identifier instead of explaining its format", () => {
    const issue = {
      type: "string_pattern_mismatch",
      msg: "String should match pattern '^pass\\..*'",
      ctx: {},
    };
    expect(programErrorText({ field: "passTypeIdentifier", issue, t: en, api: apiEn, input: "" })).toBe(
      "Required.",
    );
    expect(programErrorText({ field: "passTypeIdentifier", issue, t: de, api: apiDe, input: "" })).toBe(
      "Pflichtfeld.",
    );
    expect(programErrorText({ field: "passTypeIdentifier", issue, t: en, api: apiEn, input: "com.x" })).toBe(
      en.errors.passTypePattern,
    );
  });

  it("words kinds it has no sentence for with the shared wording, never the API's English", () => {
    const issue = { type: "string_pattern_mismatch", msg: "String should match pattern 'x'", ctx: {} };
    expect(programErrorText({ field: "requiredFields.0", issue, t: en, api: apiEn })).toBe(
      "This is not in the expected format.",
    );
    expect(programErrorText({ field: "requiredFields.0", issue, t: de, api: apiDe })).toBe(
      "Das hat nicht das erwartete Format.",
    );
    const unknown = { type: "something_new", msg: "Something else", ctx: {} };
    expect(programErrorText({ field: "", issue: unknown, t: de, api: apiDe })).toBe(apiDe.fallback);
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
    const issue = { type, msg: message, ctx: CTX[type] ?? {} };
    expect(programErrorText({ field, issue, t: de, api: apiDe })).toBe(expected);
  });
});

describe("programIssues", () => {
  it("puts 422 items on their fields in the page's language", () => {
    const problem = parseApiError({
      status: 422,
      body: {
        detail: [
          { type: "missing", loc: ["body", "customFields", 1, "name"], msg: "Field required", input: {} },
          { type: "string_too_long", loc: ["body", "name"], msg: "…", input: "x", ctx: { max_length: 200 } },
        ],
      },
    });
    expect(programIssues(problem, de, apiDe)).toEqual([
      { name: "customFields.1.name", message: "Pflichtfeld." },
      { name: "name", message: "Verwenden Sie höchstens 200 Zeichen." },
    ]);
  });

  it("words statuses and codes for the whole form, never the API's text", () => {
    const notFound = parseApiError({ status: 404, body: { detail: "Program not found" } });
    expect(programIssues(notFound, de, apiDe)[0]?.message).toMatch(/gibt es nicht mehr/);
    const archived = parseApiError({
      status: 409,
      body: { detail: { code: "PROGRAM_ARCHIVED", message: "The program is archived; unarchive it first" } },
    });
    expect(programIssues(archived, de, apiDe)).toEqual([{ name: "", message: apiDe.codes.PROGRAM_ARCHIVED }]);
    const crash = parseApiError({
      status: 500,
      body: { detail: "Internal Server Error" },
      headers: new Headers({ "X-Request-Id": "req-1" }),
    });
    expect(programIssues(crash, en, apiEn)[0]?.message).toBe(
      "Something went wrong on our side and nothing was saved. Please try again. (Reference: req-1)",
    );
  });
});

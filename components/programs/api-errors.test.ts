import { describe, expect, it } from "vitest";
import { apiErrorIssues, fieldNameFromLoc, validationIssues } from "@/components/programs/api-errors";
import { de } from "@/components/programs/i18n/de";
import { en } from "@/components/programs/i18n/en";

describe("fieldNameFromLoc", () => {
  it("drops the leading body and joins the rest with dots", () => {
    expect(fieldNameFromLoc(["body", "passTypeIdentifier"])).toBe("passTypeIdentifier");
    expect(fieldNameFromLoc(["body", "customFields", 0, "name"])).toBe("customFields.0.name");
    expect(fieldNameFromLoc(["body", "requiredFields", 2])).toBe("requiredFields.2");
  });

  it("gives the whole form for the body itself and for other parts of the request", () => {
    expect(fieldNameFromLoc(["body"])).toBe("");
    expect(fieldNameFromLoc(["path", "programId"])).toBe("");
    expect(fieldNameFromLoc(["header", "x-merchant-id"])).toBe("");
    expect(fieldNameFromLoc([])).toBe("");
    expect(fieldNameFromLoc(undefined)).toBe("");
  });
});

describe("validationIssues", () => {
  it("maps each detail item to a field and the builder's wording of its type", () => {
    const detail = [
      {
        type: "string_pattern_mismatch",
        loc: ["body", "passTypeIdentifier"],
        msg: "String should match pattern '^pass\\..*'",
        input: "com.example.card",
        ctx: { pattern: "^pass\\..*" },
      },
      { type: "missing", loc: ["body", "customFields", 1, "name"], msg: "Field required", input: {} },
    ];
    expect(validationIssues(detail, en)).toEqual([
      { name: "passTypeIdentifier", message: "Must start with “pass.”, like pass.com.example.loyalty." },
      { name: "customFields.1.name", message: "Required." },
    ]);
  });

  it("ignores malformed items and non-arrays", () => {
    expect(validationIssues([{ loc: ["body", "name"] }, null, "x"], en)).toEqual([]);
    expect(validationIssues("Not Found", en)).toEqual([]);
  });
});

describe("apiErrorIssues", () => {
  it("uses the 422 detail list", () => {
    const body = { detail: [{ type: "missing", loc: ["body", "name"], msg: "Field required" }] };
    expect(apiErrorIssues(422, body, en)).toEqual([{ name: "name", message: "Required." }]);
  });

  it("puts string and coded details on the form", () => {
    expect(apiErrorIssues(400, { detail: "Bad thing" }, en)).toEqual([{ name: "", message: "Bad thing" }]);
    expect(
      apiErrorIssues(400, { detail: { code: "MERCHANT_SCOPE_REQUIRED", message: "Name the merchant" } }, en),
    ).toEqual([{ name: "", message: "Name the merchant" }]);
  });

  it("explains well-known statuses and hides server internals", () => {
    expect(apiErrorIssues(401, { detail: "Not authenticated" }, en)[0]?.message).toMatch(/session has ended/);
    expect(apiErrorIssues(404, { detail: "Program not found" }, en)[0]?.message).toMatch(/no longer exists/);
    expect(apiErrorIssues(500, { detail: "Internal Server Error" }, en)[0]?.message).toMatch(
      /nothing was saved/,
    );
    expect(apiErrorIssues(502, null, en)[0]?.name).toBe("");
  });

  it("words fields and statuses in German for a German page", () => {
    const body = { detail: [{ type: "missing", loc: ["body", "name"], msg: "Field required" }] };
    expect(apiErrorIssues(422, body, de)).toEqual([{ name: "name", message: "Pflichtfeld." }]);
    expect(apiErrorIssues(404, { detail: "Program not found" }, de)[0]?.message).toMatch(
      /gibt es nicht mehr/,
    );
    expect(apiErrorIssues(500, null, de)[0]?.message).toMatch(/nichts gespeichert/);
  });

  it("falls back when a 422 carries no usable items", () => {
    expect(apiErrorIssues(422, { detail: [] }, en)).toEqual([
      { name: "", message: "The request failed (HTTP 422). Please try again." },
    ]);
  });
});

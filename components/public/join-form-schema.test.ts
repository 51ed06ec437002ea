import { describe, expect, it } from "vitest";
import { issueType } from "@/components/ui/typed-zod-resolver";
import type { JoinFormProgram } from "./join-form-program";
import { joinFormSchema } from "./join-form-schema";

const program: JoinFormProgram = {
  id: "0123456789abcdef01234567",
  name: "Kaffeebar",
  owner: "Kaffeebar GmbH",
  hasTerms: true,
  memberFields: ["email", "firstName", "lastName", "birthday"],
  requiredFields: ["birthday"],
  showReferralCode: false,
  customFields: [
    {
      name: "drink",
      type: "selection",
      label: "Drink",
      defaultValue: null,
      options: ["Tea"],
      isRequired: true,
    },
    { name: "prefs", type: "json", label: "Prefs", defaultValue: null, options: [], isRequired: false },
    { name: "visits", type: "number", label: "Visits", defaultValue: null, options: [], isRequired: false },
  ],
};

const problems = (input: unknown) =>
  (joinFormSchema(program).safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join("."),
    issueType(issue),
  ]);

describe("the join form's schema (the route's own, extended by the program)", () => {
  it("reports every problem at once: the API's types, the program's required fields and the consent", () => {
    expect(problems({ customFields: { prefs: "{nope", visits: "many" }, consent: {} })).toEqual(
      expect.arrayContaining([
        ["email", "missing"],
        ["consent.privacyAt", "missing"],
        ["customFields.prefs", "json_invalid"],
        ["customFields.visits", "float_parsing"],
        ["birthday", "missing"],
        ["customFields.drink", "missing"],
        ["consent.termsAt", "missing"],
      ]),
    );
  });

  it("accepts a complete join and parses a JSON field's text", () => {
    const ticked = new Date().toISOString();
    const parsed = joinFormSchema(program).parse({
      email: "grete@example.com",
      birthday: "1990-05-01",
      customFields: { drink: "Tea", prefs: '{"milk": true}', visits: "3" },
      consent: { privacyAt: ticked, termsAt: ticked },
    });
    expect(parsed.customFields).toEqual({ drink: "Tea", prefs: { milk: true }, visits: 3 });
    expect(parsed.consent.privacyAt).toBeInstanceOf(Date);
  });
});

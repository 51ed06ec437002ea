import { describe, expect, it } from "vitest";
import { placeholderValuesOf, sampleFactsOf } from "@/lib/passes/pass-facts";
import { pointsChangeMessageOf, templateFieldsOf } from "@/lib/services/wallet/apple/pass-fields";
import { toRgb } from "@/lib/services/wallet/apple/pass-json";

const program = {
  name: "Club",
  description: null,
  terms: null,
  website: null,
  email: null,
  phone: null,
  customPointsName: null,
  customPointsChangeMessage: null,
  disableCustomPointsChangeMessage: null,
};
const member = sampleFactsOf({ kind: "member", tiers: [{ name: "Gold", minLifetimePoints: 0 }] });
const card = sampleFactsOf({ kind: "giftcard", now: () => new Date("2026-03-01T12:00:00Z") });

describe("the points change message", () => {
  it("turns {points} into %@, keeps a literal % and adds %@ where the merchant wrote none", () => {
    expect(
      pointsChangeMessageOf({ ...program, customPointsChangeMessage: "Now {points} pts (100% yours)" }),
    ).toBe("Now %@ pts (100%% yours)");
    expect(pointsChangeMessageOf({ ...program, customPointsChangeMessage: "Points changed:" })).toBe(
      "Points changed: %@",
    );
    expect(pointsChangeMessageOf(program)).toBe("Your points balance is now %@.");
    // The program's name for its points, when it has one and no message of its own (issue 28).
    expect(pointsChangeMessageOf({ ...program, customPointsName: "beans" })).toBe("You now have %@ beans.");
    expect(pointsChangeMessageOf({ ...program, customPointsName: "100% beans" })).toBe(
      "You now have %@ 100%% beans.",
    );
    expect(
      pointsChangeMessageOf({
        ...program,
        customPointsChangeMessage: "x",
        disableCustomPointsChangeMessage: true,
      }),
    ).toBeUndefined();
  });
});

describe("a template's fields", () => {
  const values = placeholderValuesOf(member, "en");

  it("gives the change message to one field: the points alone wins over points within text", () => {
    const fields = templateFieldsOf({
      template: {
        headerFields: [{ key: "h", value: "{points} pts" }],
        secondaryFields: [{ key: "p", value: "{points}" }],
      },
      facts: member,
      values,
      program,
    });
    expect(fields.headerFields[0]).toEqual({ key: "h", value: "120 pts" });
    expect(fields.secondaryFields[0]).toEqual({
      key: "p",
      value: 120,
      changeMessage: "Your points balance is now %@.",
    });
  });

  it("points within text carry the message when no field holds them alone", () => {
    const fields = templateFieldsOf({
      template: { primaryFields: [{ key: "p", label: "Status", value: "{tier}: {points}" }] },
      facts: member,
      values,
      program,
    });
    expect(fields.primaryFields[0]).toEqual({
      key: "p",
      label: "Status",
      value: "Gold: 120",
      changeMessage: "Your points balance is now %@.",
    });
  });

  it("a balance alone is a number with its currency, an expiry alone a date; keys are made unique", () => {
    const fields = templateFieldsOf({
      template: {
        primaryFields: [{ key: "x", value: "{balance}" }],
        secondaryFields: [
          { key: "x", value: "{expiresAt}" },
          { key: "x", value: "until {expiresAt}, {unknown} stays" },
        ],
      },
      facts: card,
      values: placeholderValuesOf(card, "de"),
      program,
    });
    expect(fields.primaryFields[0]).toEqual({
      key: "x",
      value: 25,
      currencyCode: "EUR",
      changeMessage: "Your balance is now %@.",
    });
    expect(fields.secondaryFields[0]).toMatchObject({
      key: "x-2",
      value: "2027-03-01T00:00:00Z",
      dateStyle: "PKDateStyleMedium",
      ignoresTimeZone: true,
    });
    expect(fields.secondaryFields[1]).toEqual({ key: "x-3", value: "until 01.03.2027, {unknown} stays" });
  });

  it("member placeholders are empty on a gift card and the balance empty on a member", () => {
    const fields = templateFieldsOf({
      template: { backFields: [{ key: "a", value: "[{memberName}|{balance}|{points}]" }] },
      facts: card,
      values: placeholderValuesOf(card, "en"),
      program,
    });
    expect(fields.backFields[0]?.value).toBe("[|€25.00|]");
  });
});

it("colours become rgb(r, g, b)", () => {
  expect(toRgb("#1F2937")).toBe("rgb(31, 41, 55)");
  expect(toRgb("rgb(1,2,3)")).toBe("rgb(1, 2, 3)");
  expect(toRgb(null)).toBeUndefined();
});

import { describe, expect, it } from "vitest";
import { issuesOf } from "@/components/giftcards/api-client";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";

const en = GIFT_CARD_MESSAGES.en;
const de = GIFT_CARD_MESSAGES.de;

describe("API errors on the gift-card and GDPR forms", () => {
  it("puts body and query problems at their fields, in the page's language", () => {
    const detail = [
      {
        type: "string_pattern_mismatch",
        loc: ["query", "cardId"],
        msg: "String should match pattern '^[0-9a-f]{24}$'",
      },
      { type: "value_error", loc: ["body", "customerEmail"], msg: "value is not a valid email address: …" },
      { type: "missing", loc: ["body", "initialValue"], msg: "Field required" },
      { type: "string_too_long", loc: ["body", "reason"], msg: "String should have at most 1000 characters" },
    ];
    expect(issuesOf(422, { detail }, de)).toEqual([
      { name: "cardId", message: de.errors.objectId },
      { name: "customerEmail", message: de.errors.email },
      { name: "initialValue", message: de.errors.missing },
      { name: "reason", message: "String should have at most 1000 characters" },
    ]);
  });

  it("words the whole-body 'nobody named' error and non-field statuses for the form", () => {
    const nobody = {
      detail: [{ type: "value_error", loc: ["body"], msg: "Value error, Say whose data is meant…" }],
    };
    expect(issuesOf(422, nobody, en)).toEqual([{ name: "", message: en.gdpr.nobody }]);
    expect(issuesOf(404, { detail: "Gift card not found" }, en)).toEqual([
      { name: "", message: en.errors.notFound },
    ]);
    expect(issuesOf(401, { detail: "Not authenticated" }, en)[0]?.message).toBe(en.errors.session);
    expect(
      issuesOf(400, { detail: { code: "MERCHANT_SCOPE_REQUIRED", message: "Name the merchant" } }, en),
    ).toEqual([{ name: "", message: "Name the merchant" }]);
    expect(issuesOf(500, { detail: "Internal Server Error" }, en)[0]?.message).toBe(en.errors.generic);
  });
});

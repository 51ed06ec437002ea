import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "@/components/api/i18n/messages";
import { parseApiError } from "@/components/api/parse-api-error";
import { giftCardIssues } from "@/components/giftcards/error-text";
import { GIFT_CARD_MESSAGES } from "@/components/giftcards/i18n/messages";

const pattern = (field: string) => ({
  loc: ["query", field],
  type: "string_pattern_mismatch",
  msg: "String should match pattern '^[0-9a-f]{24}$'",
  ctx: { pattern: "^[0-9a-f]{24}$" },
});

describe("gift-card and GDPR error wording", () => {
  it("words a malformed programId, cardId or memberId at its field in the page's language", () => {
    const problem = parseApiError({
      status: 422,
      body: { detail: [pattern("programId"), pattern("cardId"), pattern("memberId")] },
    });
    const de = giftCardIssues(problem, GIFT_CARD_MESSAGES.de, API_MESSAGES.de);
    expect(de).toEqual(
      ["programId", "cardId", "memberId"].map((name) => ({
        name,
        message: GIFT_CARD_MESSAGES.de.errors.objectId,
      })),
    );
  });

  it("words the erasure body's 'nobody named' check, never the API's English", () => {
    const problem = parseApiError({
      status: 422,
      body: {
        detail: [
          {
            loc: ["body"],
            type: "value_error",
            msg: "Value error, Say whose data is meant: give customerId, customerEmail, or the cardId or memberId query parameter",
            ctx: {},
          },
        ],
      },
    });
    const [issue] = giftCardIssues(problem, GIFT_CARD_MESSAGES.en, API_MESSAGES.en);
    expect(issue).toEqual({ name: "", message: GIFT_CARD_MESSAGES.en.gdpr.nobody });
    expect(issue?.message).toContain("member id");
  });
});

import { describe, expect, it } from "vitest";
import { en as apiEn } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem, parseApiError } from "@/components/api/parse-api-error";
import { giftCardProblemText } from "@/components/scanner/gift-card-problem";
import { de } from "@/components/scanner/i18n/de";
import { en } from "@/components/scanner/i18n/en";

const problem = (code: string, status: number): ApiProblem => ({
  status,
  code,
  issues: [],
  retryAfterSeconds: null,
  requestId: null,
});

describe("giftCardProblemText", () => {
  it("words the lookup's and the redemption's refusals for the counter, in each language", () => {
    const notFound = parseApiError({ status: 404, body: { detail: "Gift card not found" } });
    expect(giftCardProblemText(notFound, en, apiEn)).toBe(en.giftCards.problems.unknown);
    expect(giftCardProblemText(problem("CARD_NOT_REDEEMABLE", 409), de, apiEn)).toBe(
      de.giftCards.problems.notRedeemable,
    );
    expect(giftCardProblemText(problem("INSUFFICIENT_BALANCE", 409), en, apiEn)).toBe(
      en.giftCards.problems.insufficient,
    );
    expect(giftCardProblemText(problem("LEDGER_BUSY", 409), en, apiEn)).toBe(en.giftCards.problems.busy);
    expect(giftCardProblemText(problem(API_PROBLEM_CODES.network, 0), de, apiEn)).toBe(
      de.giftCards.problems.network,
    );
  });

  it("words the security code's refusals: missing, wrong, locked (decision 046)", () => {
    const missing = parseApiError({
      status: 422,
      body: {
        detail: [{ type: "missing", loc: ["body", "securityCode"], msg: "Field required", input: {} }],
      },
    });
    expect(giftCardProblemText(missing, en, apiEn)).toBe(en.giftCards.problems.codeMissing);
    expect(giftCardProblemText(problem("SECURITY_CODE_WRONG", 409), de, apiEn)).toBe(
      de.giftCards.problems.codeWrong,
    );
    const locked = parseApiError({
      status: 429,
      body: { detail: { code: "SECURITY_CODE_LOCKED", message: "Too many", retryAfterSeconds: 900 } },
    });
    expect(giftCardProblemText(locked, en, apiEn)).toBe(en.giftCards.problems.codeLocked);
  });
});

import { describe, expect, it } from "vitest";
import { de as accountDe } from "@/components/account/i18n/de";
import { en as accountEn } from "@/components/account/i18n/en";
import { issueText, problemText } from "@/components/api/error-text";
import { de } from "@/components/api/i18n/de";
import { en } from "@/components/api/i18n/en";
import { parseApiError } from "@/components/api/parse-api-error";
import { de as signupDe } from "@/components/signup/i18n/de";
import { en as signupEn } from "@/components/signup/i18n/en";
import { de as templateDe } from "@/components/templates/i18n/de";
import { en as templateEn } from "@/components/templates/i18n/en";
import { ACCOUNT_ERROR_CODES } from "@/lib/schemas/account";
import { LINE_TEXT_PATTERN } from "@/lib/schemas/fields";
import { OFFER_ERROR_CODES } from "@/lib/schemas/offer";
import { PROGRAM_ERROR_CODES } from "@/lib/schemas/program";
import { SIGNUP_ERROR_CODES } from "@/lib/schemas/signup";
import { TEMPLATE_ERROR_CODES } from "@/lib/schemas/template";

describe("issueText", () => {
  it("words a Pydantic type with its ctx bounds in the page's language, never the API's English", () => {
    const places = {
      type: "decimal_max_places",
      msg: "Decimal input should have no more than 2 decimal places",
      ctx: { decimal_places: 2 },
    };
    expect(issueText(places, en)).toBe("Use at most 2 decimal places.");
    expect(issueText(places, de)).toBe("Verwenden Sie höchstens 2 Nachkommastellen.");
    expect(issueText({ type: "string_too_long", ctx: { max_length: 200 } }, de)).toBe(
      "Geben Sie höchstens 200 Zeichen ein.",
    );
    expect(issueText({ type: "greater_than_equal", ctx: { ge: 0.01 } }, de)).toBe(
      "Geben Sie 0.01 oder mehr ein.",
    );
  });

  it("tells a bad e-mail from other value errors by Pydantic's stable prefix", () => {
    const email = {
      type: "value_error",
      msg: "value is not a valid email address: An email address must have an @-sign.",
    };
    expect(issueText(email, de)).toBe("Geben Sie eine gültige E-Mail-Adresse ein.");
    expect(issueText({ type: "value_error", msg: "Value error, something" }, de)).toBe(de.fallback);
  });

  it("says a refused character is the trouble, not the format, when the pattern is a character rule", () => {
    const refused = { type: "string_pattern_mismatch", ctx: { pattern: LINE_TEXT_PATTERN } };
    expect(issueText(refused, en)).toMatch(/control characters and text-direction marks/);
    expect(issueText(refused, de)).toMatch(/Steuerzeichen und Schreibrichtungszeichen/);
    expect(issueText({ type: "string_pattern_mismatch", ctx: { pattern: "^[0-9]{6}$" } }, en)).toBe(
      "This is not in the expected format.",
    );
  });

  it("has a sentence, not the API's text, for kinds it does not know", () => {
    expect(issueText({ type: "brand_new_type", msg: "Brand new English text" }, de)).toBe(de.fallback);
  });
});

describe("problemText", () => {
  it("words each HTTP outcome, in German too", () => {
    const cases: [number, string][] = [
      [401, de.outcomes.unauthenticated],
      [403, de.outcomes.forbidden],
      [404, de.outcomes.notFound],
      [409, de.outcomes.conflict],
      [413, de.outcomes.tooLarge],
      [503, de.outcomes.unavailable],
      [500, de.outcomes.server],
    ];
    for (const [status, text] of cases) {
      expect(problemText(parseApiError({ status, body: { detail: "English" } }), de), String(status)).toBe(
        text,
      );
    }
    const throttled = parseApiError({
      status: 429,
      body: null,
      headers: new Headers({ "Retry-After": "30" }),
    });
    expect(problemText(throttled, de)).toBe("Zu viele Versuche. Versuchen Sie es in 30 Sekunden erneut.");
    expect(problemText(parseApiError({ status: 0, body: null }), en)).toBe(en.outcomes.network);
    const crash = parseApiError({ status: 500, body: null, headers: new Headers({ "X-Request-Id": "r-9" }) });
    expect(problemText(crash, en)).toContain("reference r-9");
  });

  it("prefers the feature's wording of a code, then the shared one", () => {
    const archived = parseApiError({
      status: 409,
      body: { detail: { code: "PROGRAM_ARCHIVED", message: "English" } },
    });
    expect(problemText(archived, de)).toBe(de.codes.PROGRAM_ARCHIVED);
    expect(problemText(archived, de, { PROGRAM_ARCHIVED: "Eigene Worte" })).toBe("Eigene Worte");
  });
});

describe("every error code the API documents has dashboard wording in both languages", () => {
  const shared = (code: string, codes: Record<string, string>) => Object.hasOwn(codes, code);
  it.each([
    ["programs", Object.keys(PROGRAM_ERROR_CODES), en.codes, de.codes],
    [
      "offers and templates",
      [...Object.keys(OFFER_ERROR_CODES), ...Object.keys(TEMPLATE_ERROR_CODES)],
      templateEn.codes,
      templateDe.codes,
    ],
    ["account", Object.keys(ACCOUNT_ERROR_CODES), accountEn.api.codes, accountDe.api.codes],
    ["signup", Object.keys(SIGNUP_ERROR_CODES), signupEn.errors.codes, signupDe.errors.codes],
  ])("%s", (_, codes, english, german) => {
    for (const code of codes) {
      expect(shared(code, english) || shared(code, en.codes), `${code} (en)`).toBe(true);
      expect(shared(code, german) || shared(code, de.codes), `${code} (de)`).toBe(true);
    }
  });
});

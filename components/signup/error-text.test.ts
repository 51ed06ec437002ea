import { describe, expect, it } from "vitest";
import { SIGNUP_ERROR_CODES } from "@/lib/schemas/signup";
import { codeMessage, fieldErrorText } from "./error-text";
import { de } from "./i18n/de";
import { en } from "./i18n/en";
import { PASSWORD_MISMATCH } from "./signup-form-schema";

describe("codeMessage", () => {
  it("has English and German copy for every code the API documents", () => {
    for (const code of Object.keys(SIGNUP_ERROR_CODES)) {
      expect(Object.hasOwn(en.errors.codes, code), code).toBe(true);
      expect(Object.hasOwn(de.errors.codes, code), code).toBe(true);
    }
  });

  it("picks the message in the visitor's language", () => {
    expect(codeMessage("EMAIL_ALREADY_REGISTERED", de)).toBe(
      "Für diese E-Mail-Adresse gibt es bereits ein Konto.",
    );
    expect(codeMessage("EMAIL_ALREADY_REGISTERED", en)).toBe(
      "An account with this e-mail address already exists.",
    );
  });

  it("words an unknown code in the visitor's language, never with the server's English", () => {
    expect(codeMessage("SOMETHING_NEW", de)).toBe(de.errors.unexpected);
    expect(codeMessage("SOMETHING_NEW", en)).toBe(en.errors.unexpected);
  });

  it("does not mistake inherited properties for codes", () => {
    expect(codeMessage("toString", en)).toBe(en.errors.unexpected);
  });
});

describe("fieldErrorText", () => {
  it("is nothing without an error", () => {
    expect(fieldErrorText("email", undefined, en)).toBeUndefined();
  });

  it("words Pydantic error types per field", () => {
    expect(fieldErrorText("password", { type: "string_too_short" }, en)).toBe("Use at least 10 characters.");
    expect(fieldErrorText("password", { type: "missing" }, de)).toBe("Wählen Sie ein Passwort.");
    expect(fieldErrorText("company", { type: "string_too_long" }, en)).toBe("Use at most 200 characters.");
    expect(fieldErrorText("email", { type: "value_error" }, de)).toBe(de.errors.email);
    expect(fieldErrorText("consent.dpaAt", { type: "datetime_from_date_parsing" }, en)).toBe(
      en.errors.consent,
    );
  });

  it("tells a mismatch from an empty repeat", () => {
    expect(fieldErrorText("confirmPassword", { type: PASSWORD_MISMATCH }, en)).toBe(
      en.errors.passwordMismatch,
    );
    expect(fieldErrorText("confirmPassword", { type: "too_small" }, en)).toBe(en.errors.confirmPassword);
  });

  it("words API error codes set on a field", () => {
    expect(fieldErrorText("code", { type: "INVALID_OR_EXPIRED_CODE" }, de)).toBe(
      de.errors.codes.INVALID_OR_EXPIRED_CODE,
    );
    expect(fieldErrorText("code", { type: "SIGNUP_CLOSED" }, de)).toBe(de.errors.unexpected);
  });

  it("words fields it does not know in the visitor's language", () => {
    expect(fieldErrorText("utm.source", { type: "string_too_long" }, de)).toBe(de.errors.unexpected);
  });
});

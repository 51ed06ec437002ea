import { SIGNUP_LIMITS } from "@/lib/schemas/signup";
import type { SignupMessages } from "./i18n/messages";
import { PASSWORD_MISMATCH } from "./signup-form-schema";

type ErrorCodes = SignupMessages["errors"]["codes"];

const isKnownCode = (code: string, t: SignupMessages): code is keyof ErrorCodes =>
  Object.hasOwn(t.errors.codes, code);

// API error codes are upper-case (EMAIL_ALREADY_REGISTERED); Pydantic types and the form's own are lower-case.
const isApiCode = (type: string) => /^[A-Z][A-Z0-9_]*$/.test(type);

/** The visitor's-language message for an API error code; a general one for codes this page does not know. */
export function codeMessage(code: string, t: SignupMessages): string {
  return isKnownCode(code, t) ? t.errors.codes[code] : t.errors.unexpected;
}

const MAX_LENGTHS: Record<string, number> = {
  password: SIGNUP_LIMITS.passwordHash.maxLength,
  name: SIGNUP_LIMITS.name.maxLength,
  company: SIGNUP_LIMITS.company.maxLength,
};

function messageForField(field: string, type: string, t: SignupMessages): string | undefined {
  const { errors } = t;
  if (field === "password") {
    return type === "string_too_short"
      ? errors.passwordTooShort(SIGNUP_LIMITS.passwordHash.minLength)
      : errors.password;
  }
  if (field === "confirmPassword")
    return type === PASSWORD_MISMATCH ? errors.passwordMismatch : errors.confirmPassword;
  if (field.startsWith("consent.")) return errors.consent;
  const simple: Record<string, string> = {
    email: errors.email,
    name: errors.name,
    company: errors.company,
    country: errors.country,
    code: errors.code,
    activationPassword: errors.activationPassword,
  };
  return simple[field];
}

/**
 * What to say under a field, from the error's kind rather than its (English) text: an API error code, a
 * Pydantic error type from the shared schema or the API's 422, or the form's own check.
 */
export function fieldErrorText(
  field: string,
  error: { type?: string } | undefined,
  t: SignupMessages,
): string | undefined {
  if (!error) return undefined;
  const type = error.type ?? "";
  if (isApiCode(type)) return codeMessage(type, t);
  const maxLength = MAX_LENGTHS[field];
  if (type === "string_too_long" && maxLength !== undefined) return t.errors.tooLong(maxLength);
  return messageForField(field, type, t) ?? t.errors.unexpected;
}

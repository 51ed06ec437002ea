import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { ValidationErrorItem } from "@/lib/errors/validation-error";

/** E.164, or null when it is no valid number; a number without a country prefix is read in `country`. */
export function toE164(text: string, country: string | null | undefined): string | null {
  const region = country?.trim().toUpperCase();
  const defaultCountry = region && isSupportedCountry(region) ? (region as CountryCode) : undefined;
  const phone = parsePhoneNumberFromString(text, defaultCountry);
  return phone?.isValid() ? phone.number : null;
}

/**
 * A member's phone as given (a join, an edit, an import row) → E.164 read in the program's `country`, or the 422
 * item at `["body","phone"]` that refuses it. One rule for the API and the import preview in the browser, so
 * the preview never calls a row "Ready" that the import refuses for its phone.
 */
export function checkMemberPhone(
  text: string,
  country: string | null | undefined,
): { phone: string; issue: null } | { phone: null; issue: ValidationErrorItem } {
  const phone = toE164(text, country);
  if (phone) return { phone, issue: null };
  return {
    phone: null,
    issue: {
      type: "value_error",
      loc: ["body", "phone"],
      msg: "Value error, value is not a valid phone number",
      input: text,
      ctx: { error: {} },
    },
  };
}

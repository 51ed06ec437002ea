import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";

/** E.164, or null when it is no valid number; a number without a country prefix is read in `country`. */
export function toE164(text: string, country: string | null | undefined): string | null {
  const region = country?.trim().toUpperCase();
  const defaultCountry = region && isSupportedCountry(region) ? (region as CountryCode) : undefined;
  const phone = parsePhoneNumberFromString(text, defaultCountry);
  return phone?.isValid() ? phone.number : null;
}

/** A search term that reads as a phone number (digits, spaces, +, -, parentheses), as E.164. */
export const normalisePhoneQuery = (q: string, country: string | null | undefined) =>
  /^[+\d][\d\s().-]{4,}$/.test(q) ? toE164(q, country) : null;

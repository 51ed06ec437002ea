import { COUNTRY_NAMES as DE_COUNTRY_NAMES } from "@/lib/i18n/country-names/de";
import { COUNTRY_NAMES as EN_COUNTRY_NAMES } from "@/lib/i18n/country-names/en";
import type { Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";
import { isCountryCode } from "@/lib/schemas/countries";

export type CountryOption = { code: string; name: string };

// A fixed table (tools/country-names.ts), so the server and every browser name and order them alike.
const COUNTRY_NAMES: Record<Language, readonly (readonly [string, string])[]> = {
  en: EN_COUNTRY_NAMES,
  de: DE_COUNTRY_NAMES,
};

/** Every country, named and sorted in the visitor's language. */
export function countryOptions(language: Language): CountryOption[] {
  return messagesIn(COUNTRY_NAMES, language).map(([code, name]) => ({ code, name }));
}

/** The country of a locale tag such as `de-AT`; null when the tag names no region we know (`de`, `es-419`). */
export function countryOfLocale(locale: string): string | null {
  try {
    const region = new Intl.Locale(locale).region?.toUpperCase();
    return region && isCountryCode(region) ? region : null;
  } catch {
    return null;
  }
}

import { COUNTRY_CODES, countryName, isCountryCode } from "@/lib/schemas/countries";

export type CountryOption = { code: string; name: string };

/** Every country, named and sorted in the visitor's language. */
export function countryOptions(language: string): CountryOption[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
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

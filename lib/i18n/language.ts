export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The person's choice, kept for a year so the server renders sign-in and dashboard in it too. */
export const LANGUAGE_COOKIE = "lp_lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language === value);

/** The saved choice wins; otherwise the first browser language we have copy for; otherwise English. */
export function resolveLanguage(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header in the order the browser sent them (q-values are not honoured). */
export const acceptLanguageTags = (header: string | null | undefined): string[] =>
  (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

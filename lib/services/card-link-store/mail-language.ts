import type { Language } from "@/lib/i18n/language";

/** A program's free-text `language` ("de", "de-DE", "Deutsch"…) as one of the e-mail languages; else English. */
export const mailLanguageOf = (language: string | null | undefined): Language =>
  /^(de|deutsch|german)\b/i.test(language?.trim() ?? "") ? "de" : "en";

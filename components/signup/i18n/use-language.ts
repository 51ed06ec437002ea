import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { MESSAGES, type SignupMessages } from "./messages";

/** The signup pages' language and copy (the one language choice of the whole site). */
export function useLanguage(): { language: Language; t: SignupMessages } {
  const { language } = useLanguageChoice();
  return { language, t: useMessages(MESSAGES) };
}

import { useLanguage } from "@/components/signup/i18n/use-language";
import { de } from "./de";
import { en, type TemplateMessages } from "./en";

export const TEMPLATE_MESSAGES = { en, de } as const;

/** The designer's copy in the language the visitor chose (shared with the signup's switcher). */
export function useTemplateMessages(): TemplateMessages {
  const { language } = useLanguage();
  return TEMPLATE_MESSAGES[language];
}

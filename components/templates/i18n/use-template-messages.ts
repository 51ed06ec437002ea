import { useMessages } from "@/components/i18n/language-context";
import { de } from "./de";
import { en, type TemplateMessages } from "./en";

export const TEMPLATE_MESSAGES = { en, de } as const;

/** The designer's copy in the language the visitor chose. */
export function useTemplateMessages(): TemplateMessages {
  return useMessages(TEMPLATE_MESSAGES);
}

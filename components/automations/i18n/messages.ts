import { useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type AutomationMessages, en } from "./en";

export type { AutomationMessages };

export const AUTOMATION_MESSAGES: Record<Language, AutomationMessages> = { en, de };

/** The automations page's copy in the page's language. */
export const useAutomationMessages = (): AutomationMessages => useMessages(AUTOMATION_MESSAGES);

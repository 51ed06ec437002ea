import { useMessages } from "@/components/i18n/language-context";
import type { Language } from "@/lib/i18n/language";
import { de } from "./de";
import { type ApiMessages, en } from "./en";

export type { ApiMessages };

export const API_MESSAGES: Record<Language, ApiMessages> = { en, de };

/** The API-problem wording in the page's language. */
export const useApiMessages = (): ApiMessages => useMessages(API_MESSAGES);
